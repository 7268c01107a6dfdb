import { describe, expect, it } from 'vitest';
import { MY_DATA_TEXTS } from '@carcajada/domain';
import {
  FORGOT_PASSWORD_ERROR_MESSAGES,
  forgotPasswordErrorMessage,
  LOGIN_ERROR_MESSAGES,
  loginErrorMessage,
  MISSING_USER_DOCUMENT,
  passwordCheckErrorMessage,
  SIGN_UP_ERROR_MESSAGES,
  signUpErrorMessage,
} from '../../web/src/features/auth/utils/auth-error-messages';

const withCode = (code: string) => ({ code });

describe('auth error catalogue (spec section 8)', () => {
  it.each([
    ['auth/wrong-password', LOGIN_ERROR_MESSAGES.wrongCredentials],
    ['auth/user-not-found', LOGIN_ERROR_MESSAGES.wrongCredentials],
    ['auth/invalid-credential', LOGIN_ERROR_MESSAGES.wrongCredentials],
    [MISSING_USER_DOCUMENT, LOGIN_ERROR_MESSAGES.wrongCredentials],
    ['auth/too-many-requests', LOGIN_ERROR_MESSAGES.tooManyRequests],
    // the spec fixes every other login failure, a lost connection included, to the generic text
    ['auth/network-request-failed', LOGIN_ERROR_MESSAGES.generic],
  ])('login: %s → %s', (code, message) => {
    expect(loginErrorMessage(withCode(code))).toBe(message);
  });

  it('login: anything without a code is the generic message', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Error de autenticación. Intenta de nuevo.');
  });

  it.each([
    ['auth/email-already-in-use', SIGN_UP_ERROR_MESSAGES.emailInUse],
    ['auth/weak-password', SIGN_UP_ERROR_MESSAGES.generic],
    ['permission-denied', SIGN_UP_ERROR_MESSAGES.generic],
  ])('sign-up: %s → %s', (code, message) => {
    expect(signUpErrorMessage(withCode(code))).toBe(message);
  });

  it.each([
    ['auth/user-not-found', FORGOT_PASSWORD_ERROR_MESSAGES.userNotFound],
    ['auth/too-many-requests', FORGOT_PASSWORD_ERROR_MESSAGES.tooManyRequests],
    ['auth/invalid-email', FORGOT_PASSWORD_ERROR_MESSAGES.invalidEmail],
    ['auth/internal-error', FORGOT_PASSWORD_ERROR_MESSAGES.generic],
  ])('forgot password: %s → %s', (code, message) => {
    expect(forgotPasswordErrorMessage(withCode(code))).toBe(message);
  });

  it.each([
    ['auth/wrong-password', MY_DATA_TEXTS.wrongPassword],
    ['auth/invalid-credential', MY_DATA_TEXTS.wrongPassword],
    ['auth/invalid-login-credentials', MY_DATA_TEXTS.wrongPassword],
    ['auth/network-request-failed', MY_DATA_TEXTS.passwordCheckOffline],
    ['auth/too-many-requests', MY_DATA_TEXTS.passwordCheckTooMany],
    ['auth/user-mismatch', MY_DATA_TEXTS.passwordCheckFailed],
    ['auth/internal-error', MY_DATA_TEXTS.passwordCheckFailed],
  ])('password check before deleting the account: %s → %s', (code, message) => {
    expect(passwordCheckErrorMessage(withCode(code))).toBe(message);
  });

  it('password check: a failure without a code is not called a wrong password', () => {
    expect(passwordCheckErrorMessage(new TypeError('Failed to fetch'))).toBe(MY_DATA_TEXTS.passwordCheckFailed);
  });

  it('keeps the spec texts verbatim', () => {
    expect(LOGIN_ERROR_MESSAGES).toEqual({
      wrongCredentials: 'Correo electrónico o contraseña incorrectos.',
      tooManyRequests: 'Demasiados intentos fallidos. Intenta más tarde.',
      generic: 'Error de autenticación. Intenta de nuevo.',
    });
    expect(SIGN_UP_ERROR_MESSAGES).toEqual({
      emailInUse: 'Este correo electrónico ya está registrado.',
      generic: 'Error al crear la cuenta. Intenta de nuevo.',
    });
    expect(FORGOT_PASSWORD_ERROR_MESSAGES).toEqual({
      userNotFound: 'No existe una cuenta con este correo electrónico.',
      tooManyRequests: 'Demasiados intentos. Intenta más tarde.',
      invalidEmail: 'El correo electrónico no es válido.',
      generic: 'Error al enviar el correo. Intenta de nuevo.',
    });
  });
});
