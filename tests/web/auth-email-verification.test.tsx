import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMAIL_VERIFICATION_MESSAGES,
  verificationEmailErrorMessage,
} from '../../web/src/features/auth/utils/auth-error-messages';
import { confirmationsPendingKey } from '../../web/src/features/auth/utils/confirmations-pending';
import { createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

const INVITATION = 'Verifica tu correo para recibir tus entradas por correo';

describe('the invitation to verify the email', () => {
  let unverified: TestUser;
  let verified: TestUser;

  beforeAll(async () => {
    [unverified, verified] = await Promise.all([
      createUser('sin-verificar', 'USER', { verified: false }),
      createUser('verificada'),
    ]);
  });

  afterEach(async () => {
    await signOutOfApp();
    localStorage.clear();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('Perfil invites an unverified account and resends the mail', async () => {
    await signInAs(unverified.email, unverified.password);
    renderApp('/perfil');
    expect(await screen.findByText(INVITATION)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_MESSAGES.resend }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.resent)).toBeInTheDocument();
  });

  it('Mis tickets invites it too, and still shows the tickets area', async () => {
    await signInAs(unverified.email, unverified.password);
    renderApp('/tickets');
    expect(await screen.findByText(INVITATION)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis tickets' })).toBeInTheDocument();
  });

  it('a verified account sees no invitation', async () => {
    await signInAs(verified.email, verified.password);
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: verified.name })).toBeInTheDocument();
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
  });

  it('a verified account whose confirmations this device still owes sends them, with no invitation', async () => {
    // seen unverified here before, verified since (the link followed on another phone)
    localStorage.setItem(confirmationsPendingKey(verified.uid), '1');
    await signInAs(verified.email, verified.password);
    renderApp('/tickets');
    expect(await screen.findByRole('heading', { name: 'Mis tickets' })).toBeInTheDocument();
    // the callable's first call starts a Functions worker: seconds when idle, far more when busy
    await waitFor(() => expect(localStorage.getItem(confirmationsPendingKey(verified.uid))).toBeNull(), {
      timeout: 60_000,
    });
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
  }, 90_000);

  it('too many requests has its own Spanish answer', () => {
    expect(verificationEmailErrorMessage({ code: 'auth/too-many-requests' })).toBe(
      EMAIL_VERIFICATION_MESSAGES.tooManyRequests,
    );
    expect(verificationEmailErrorMessage(new Error('x'))).toBe(EMAIL_VERIFICATION_MESSAGES.generic);
  });
});
