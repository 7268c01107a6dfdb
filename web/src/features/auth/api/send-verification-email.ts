import { sendEmailVerification, type Auth } from 'firebase/auth';

/** Firebase Auth's verification mail to the signed-in account (sign-up, and "Reenviar correo"). */
export async function sendVerificationEmail(auth: Auth): Promise<void> {
  const user = auth.currentUser;
  if (!user) return;
  auth.languageCode = 'es';
  await sendEmailVerification(user);
}
