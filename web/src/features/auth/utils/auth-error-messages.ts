import { MY_DATA_TEXTS } from '@carcajada/domain';

/**
 * Spec section 8: Firebase Auth error codes → the Spanish messages each form shows.
 * Anything unexpected falls back to the form's generic message.
 */
export const LOGIN_ERROR_MESSAGES = {
  wrongCredentials: 'Correo electrónico o contraseña incorrectos.',
  tooManyRequests: 'Demasiados intentos fallidos. Intenta más tarde.',
  generic: 'Error de autenticación. Intenta de nuevo.',
} as const;

export const SIGN_UP_ERROR_MESSAGES = {
  emailInUse: 'Este correo electrónico ya está registrado.',
  generic: 'Error al crear la cuenta. Intenta de nuevo.',
} as const;

export const FORGOT_PASSWORD_ERROR_MESSAGES = {
  userNotFound: 'No existe una cuenta con este correo electrónico.',
  tooManyRequests: 'Demasiados intentos. Intenta más tarde.',
  invalidEmail: 'El correo electrónico no es válido.',
  generic: 'Error al enviar el correo. Intenta de nuevo.',
} as const;

/** The invitation to verify the email (docs/mail.md) and the answers of its resend button. */
export const EMAIL_VERIFICATION_MESSAGES = {
  invitation: 'Verifica tu correo para recibir tus entradas por correo',
  resend: 'Reenviar correo',
  resent: 'Te enviamos de nuevo el correo de verificación. Revisa tu bandeja de entrada y la carpeta de spam.',
  tooManyRequests: 'Ya te enviamos varios correos hace poco. Espera unos minutos e intenta de nuevo.',
  generic: 'No pudimos enviar el correo de verificación. Intenta de nuevo.',
} as const;

/** The resend button's failure text: too many requests, or the generic one. */
export function verificationEmailErrorMessage(error: unknown): string {
  return errorCode(error) === 'auth/too-many-requests'
    ? EMAIL_VERIFICATION_MESSAGES.tooManyRequests
    : EMAIL_VERIFICATION_MESSAGES.generic;
}

/** Raised by sign-in when the account has no users/{uid} document or is inactive. */
export const MISSING_USER_DOCUMENT = 'carcajada/missing-user-document';

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

const WRONG_CREDENTIAL_CODES = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  MISSING_USER_DOCUMENT,
]);

/** The password typed again was wrong (re-authentication; no account lookup, so no user-not-found). */
const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/missing-password',
]);

/**
 * A failed password check (re-authentication before deleting the account): a wrong password says
 * so; a lost connection or too many tries say that instead, since the password may well be right.
 */
export function passwordCheckErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && WRONG_PASSWORD_CODES.has(code)) return MY_DATA_TEXTS.wrongPassword;
  if (code === 'auth/network-request-failed') return MY_DATA_TEXTS.passwordCheckOffline;
  if (code === 'auth/too-many-requests') return MY_DATA_TEXTS.passwordCheckTooMany;
  return MY_DATA_TEXTS.passwordCheckFailed;
}

/** Spec section 8 fixes every other failure (a lost connection included) to the generic message. */
export function loginErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && WRONG_CREDENTIAL_CODES.has(code)) return LOGIN_ERROR_MESSAGES.wrongCredentials;
  if (code === 'auth/too-many-requests') return LOGIN_ERROR_MESSAGES.tooManyRequests;
  return LOGIN_ERROR_MESSAGES.generic;
}

export function signUpErrorMessage(error: unknown): string {
  return errorCode(error) === 'auth/email-already-in-use'
    ? SIGN_UP_ERROR_MESSAGES.emailInUse
    : SIGN_UP_ERROR_MESSAGES.generic;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/user-not-found':
      return FORGOT_PASSWORD_ERROR_MESSAGES.userNotFound;
    case 'auth/too-many-requests':
      return FORGOT_PASSWORD_ERROR_MESSAGES.tooManyRequests;
    case 'auth/invalid-email':
      return FORGOT_PASSWORD_ERROR_MESSAGES.invalidEmail;
    default:
      return FORGOT_PASSWORD_ERROR_MESSAGES.generic;
  }
}
