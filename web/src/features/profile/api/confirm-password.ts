import { EmailAuthProvider, reauthenticateWithCredential, type Auth } from 'firebase/auth';

/**
 * The signed-in account's password checked again (Firebase Auth's re-authentication), which also
 * makes the sign-in recent, as `deleteMyAccount` requires. False for a wrong password (or no account).
 */
export async function confirmPassword(auth: Auth, password: string): Promise<boolean> {
  const user = auth.currentUser;
  if (!user?.email) return false;
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    return true;
  } catch {
    return false;
  }
}
