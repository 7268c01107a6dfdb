import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_DELAY_MS, VALIDATION_MESSAGES } from '@carcajada/domain';
import { PROFILE_MESSAGES } from '../../web/src/features/profile/utils/profile-messages';
import { createUser, deleteCreatedUsers, storedUserDocument, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

async function openEditProfile(user: TestUser) {
  await signInAs(user.email, user.password);
  const app = renderApp('/editar-perfil');
  await screen.findByRole('button', { name: 'Guardar cambios' });
  return app;
}

async function replaceField(label: RegExp, value: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('edit profile page', () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await createUser('editar');
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('sends anonymous visitors to the login page', async () => {
    const { router } = renderApp('/editar-perfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/iniciar-sesion'));
  });

  it('shows the stored values with the email read-only and its note', async () => {
    await openEditProfile(member);
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue(member.name);
    expect(screen.getByLabelText(/^Número de celular/)).toHaveValue(member.phone);
    expect(screen.getByLabelText(/^Ciudad/)).toHaveValue(member.city);
    const email = screen.getByLabelText(/^Correo electrónico/);
    expect(email).toHaveValue(member.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(VALIDATION_MESSAGES.emailReadOnly);
  });

  it('validates name, phone and city', async () => {
    await openEditProfile(member);
    await replaceField(/^Nombre/, '');
    await replaceField(/^Número de celular/, '12345');
    await replaceField(/^Ciudad/, '');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.cityRequired)).toBeInTheDocument();
    await replaceField(/^Número de celular/, '');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.phoneRequired)).toBeInTheDocument();
  });

  it('saves only name, phone, city and address, then returns to /perfil after 2 s', async () => {
    const before = await storedUserDocument(member.uid);
    const { router } = await openEditProfile(member);
    await replaceField(/^Nombre/, 'Nombre Editado');
    await replaceField(/^Número de celular/, '310 555 0101');
    await replaceField(/^Ciudad/, 'Medellín');
    await replaceField(/^Dirección/, 'Calle 10 # 43-12');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();

    const after = await storedUserDocument(member.uid);
    expect(after).toEqual({
      ...before,
      name: 'Nombre Editado',
      phone: '3105550101',
      city: 'Medellín',
      address: 'Calle 10 # 43-12',
    });
    expect(router.state.location.pathname).toBe('/editar-perfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfil'), {
      timeout: REDIRECT_DELAY_MS + 2000,
    });
    // The profile shows the saved values: the current user was read again after the save.
    expect(await screen.findByRole('heading', { name: 'Nombre Editado' })).toBeInTheDocument();
    expect(screen.getByText('Medellín')).toBeInTheDocument();
  });

  it('reports a save the server refuses', async () => {
    await openEditProfile(member);
    // Valid for the form, but longer than the rules allow for a name.
    await replaceField(/^Nombre/, 'N'.repeat(101));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.saveFailed);
  });
});
