import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, VALIDATION_MESSAGES } from '@carcajada/domain';
import { LOGIN_ERROR_MESSAGES } from '../../web/src/features/auth/utils/auth-error-messages';
import {
  adminAuth,
  createUser,
  deleteCreatedUsers,
  trackCreatedUid,
  uniqueWebEmail,
  type TestUser,
} from './support/auth-fixtures';
import { auth, renderApp, signOutOfApp } from './support/auth-render';

async function openLogin() {
  const app = renderApp('/iniciar-sesion');
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  return app;
}

async function submitLogin(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Correo electrónico/), email);
  if (password) await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

describe('login page', () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await createUser('login');
  });

  afterEach(async () => {
    await signOutOfApp();
    localStorage.clear();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('shows the required-field messages on an empty submit', async () => {
    await openLogin();
    await submitLogin('', '');
    expect(await screen.findByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the format messages for a malformed email and a short password', async () => {
    await openLogin();
    await submitLogin('sin-arroba', '12345');
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  it('clears a field error once that field is edited', async () => {
    await openLogin();
    const user = await submitLogin('', '');
    await screen.findByText(VALIDATION_MESSAGES.emailRequired);
    await user.type(screen.getByLabelText(/Correo electrónico/), 'a');
    expect(screen.queryByText(VALIDATION_MESSAGES.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it('maps a wrong password to the wrong-credentials message', async () => {
    await openLogin();
    await submitLogin(member.email, 'NoEsLaClave1');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERROR_MESSAGES.wrongCredentials);
  });

  it('maps an unknown email to the wrong-credentials message', async () => {
    await openLogin();
    await submitLogin(uniqueWebEmail('nadie'), 'Risas2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERROR_MESSAGES.wrongCredentials);
  });

  it('rejects an account without a user document and signs it out again', async () => {
    const email = uniqueWebEmail('sin-documento');
    const { uid } = await adminAuth().createUser({ email, password: 'Risas2026!' });
    trackCreatedUid(uid);
    await openLogin();
    await submitLogin(email, 'Risas2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERROR_MESSAGES.wrongCredentials);
    expect(auth.currentUser).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs in, stores the session copy and goes home', async () => {
    const { router } = await openLogin();
    await submitLogin(member.email, member.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const session = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { uid?: string } | null;
    expect(session?.uid).toBe(member.uid);
    expect(auth.currentUser?.uid).toBe(member.uid);
  });
});
