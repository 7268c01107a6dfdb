import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_HIDE_MS, MY_DATA_TEXTS, SESSION_STORAGE_KEY } from '@carcajada/domain';
import { PROFILE_MESSAGES } from '../../web/src/features/profile/utils/profile-messages';
import { adminDb, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { auth, renderApp, signInAs, signOutOfApp } from './support/auth-render';

describe('profile page', () => {
  let member: TestUser;
  let bare: TestUser;

  beforeAll(async () => {
    [member, bare] = await Promise.all([createUser('perfil'), createUser('perfil-vacio')]);
    await adminDb().doc(`users/${bare.uid}`).update({ phone: '', city: '' });
  });

  afterEach(async () => {
    await signOutOfApp();
    localStorage.clear();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('invites anonymous visitors to sign up or log in', async () => {
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', '/crear-cuenta');
    expect(main.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/iniciar-sesion');
  });

  it('shows the avatar initial, name, email, phone and city', async () => {
    await signInAs(member.email, member.password);
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: member.name })).toBeInTheDocument();
    expect(screen.getByText(member.name.charAt(0).toUpperCase())).toBeInTheDocument();
    expect(screen.getByText(member.email)).toBeInTheDocument();
    expect(screen.getByText(member.phone)).toBeInTheDocument();
    expect(screen.getByText(member.city)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', '/editar-perfil');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      expect.stringContaining('instagram.com'),
    );
    expect(screen.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', expect.stringContaining('tiktok.com'));
    expect(screen.getByRole('link', { name: /Soporte por WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
  });

  it('says "Sin teléfono" and "Sin ubicación" when they are missing', async () => {
    await signInAs(bare.email, bare.password);
    renderApp('/perfil');
    expect(await screen.findByText(PROFILE_MESSAGES.noPhone)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.noCity)).toBeInTheDocument();
  });

  it(
    'sends the password-change email and hides the confirmation after 5 s',
    async () => {
      await signInAs(member.email, member.password);
      renderApp('/perfil');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
      const sent = await screen.findByText(PROFILE_MESSAGES.passwordEmailSent(member.email));
      await waitFor(() => expect(sent).not.toBeInTheDocument(), { timeout: MESSAGE_HIDE_MS + 2000 });
    },
    MESSAGE_HIDE_MS + 10_000,
  );

  it('"Eliminar mi cuenta" is a danger button that asks first: what goes, an explicit yes and the password', async () => {
    await signInAs(member.email, member.password);
    const { router } = renderApp('/perfil');
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: MY_DATA_TEXTS.deleteTitle }));
    const opener = section.getByRole('button', { name: MY_DATA_TEXTS.deleteButton });
    expect(opener.className).toMatch(/danger/);
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: MY_DATA_TEXTS.deleteDialogTitle });
    const inDialog = within(dialog);
    for (const line of MY_DATA_TEXTS.deleteWhatGoes) expect(inDialog.getByText(line)).toBeInTheDocument();
    const understood = inDialog.getByRole('checkbox', { name: MY_DATA_TEXTS.deleteUnderstood });
    // focus moves into the dialog, on its first control
    expect(understood).toHaveFocus();
    const confirm = inDialog.getByRole('button', { name: MY_DATA_TEXTS.deleteConfirm });
    expect(confirm.className).toMatch(/danger/);
    expect(confirm).toBeDisabled();
    await user.type(inDialog.getByLabelText(new RegExp(MY_DATA_TEXTS.deletePassword)), 'no-es-mi-clave');
    // the password alone is not a yes
    expect(confirm).toBeDisabled();
    await user.click(understood);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await inDialog.findByText(MY_DATA_TEXTS.wrongPassword, undefined, { timeout: 15_000 })).toHaveAttribute(
      'role',
      'alert',
    );
    expect(router.state.location.pathname).toBe('/perfil');
    expect(auth.currentUser?.uid).toBe(member.uid);

    // Escape closes it; focus goes back to the button that opened it
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect((await adminDb().doc(`users/${member.uid}`).get()).exists).toBe(true);
  });

  it('signs out, removes the session copy and goes home', async () => {
    await signInAs(member.email, member.password);
    const { router } = renderApp('/perfil');
    await screen.findByRole('heading', { name: member.name });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.currentUser).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
