import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@carcajada/domain';
import { FORGOT_PASSWORD_ERROR_MESSAGES } from '../../web/src/features/auth/utils/auth-error-messages';
import { AUTH_SUCCESS_MESSAGES } from '../../web/src/features/auth/utils/success-messages';
import { createUser, deleteCreatedUsers, uniqueWebEmail, type TestUser } from './support/auth-fixtures';
import { renderApp } from './support/auth-render';

async function requestReset(email: string) {
  renderApp('/olvide-contrasena');
  await screen.findByRole('heading', { name: 'Recuperar contraseña' });
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Correo electrónico/), email);
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

describe('forgot-password page', () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await createUser('olvido');
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('requires an email', async () => {
    await requestReset('');
    expect(await screen.findByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
  });

  it('checks the email format', async () => {
    await requestReset('correo@invalido');
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('confirms that the reset email was sent', async () => {
    await requestReset(member.email);
    expect(await screen.findByText(AUTH_SUCCESS_MESSAGES.passwordResetSent)).toBeInTheDocument();
  });

  it('says when no account has that email', async () => {
    await requestReset(uniqueWebEmail('desconocido'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORGOT_PASSWORD_ERROR_MESSAGES.userNotFound);
  });
});
