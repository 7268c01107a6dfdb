import { EmailAuthProvider, reauthenticateWithCredential, type Auth } from 'firebase/auth';
import { MY_DATA_TEXTS } from '@carcajada/domain';
import { passwordCheckErrorMessage } from '../../auth';

/**
 * The signed-in account's password checked again (Firebase Auth's re-authentication), which also
 * makes the sign-in recent, as `deleteMyAccount` requires. Null when confirmed; otherwise what to
 * tell the account: a wrong password, a lost connection, too many tries (passwordCheckErrorMessage).
 */
export async function confirmPassword(auth: Auth, password: string): Promise<string | null> {
  const user = auth.currentUser;
  if (!user?.email) return MY_DATA_TEXTS.passwordCheckFailed;
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    return null;
  } catch (error) {
    return passwordCheckErrorMessage(error);
  }
}
