import { EmailAuthProvider, reauthenticateWithCredential, type Auth } from 'firebase/auth';
import { MY_DATA_TEXTS, type DeleteMyAccountResult } from '@carcajada/domain';
import { CallableRefusal, callFunction } from '../../../lib/callable';
import { signOut } from '../../auth';

/**
 * The password is checked again (Firebase Auth's re-authentication), then
 * `deleteMyAccount` removes the account; the device is signed out after.
 */
export async function deleteMyAccount(auth: Auth, password: string): Promise<DeleteMyAccountResult> {
  const user = auth.currentUser;
  if (!user?.email) throw new CallableRefusal(null, MY_DATA_TEXTS.deleteFailed);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    throw new CallableRefusal(null, MY_DATA_TEXTS.wrongPassword, '', { cause: error });
  }
  const result = await callFunction<Record<string, never>, DeleteMyAccountResult>(
    'deleteMyAccount',
    {},
    {
      fallbackMessage: MY_DATA_TEXTS.deleteFailed,
      // a repeated deletion finds nothing more to do
      idempotent: true,
    },
  );
  await signOut(auth).catch(() => undefined);
  return result;
}
