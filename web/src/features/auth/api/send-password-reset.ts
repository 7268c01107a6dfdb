import { sendPasswordResetEmail, type Auth } from 'firebase/auth';

/** Used by "Olvidé mi contraseña" and by the profile's "Cambiar contraseña". */
export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  auth.languageCode = 'es';
  await sendPasswordResetEmail(auth, email.trim());
}
