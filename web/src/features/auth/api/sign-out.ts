import { signOut as firebaseSignOut, type Auth } from 'firebase/auth';
import { removeSessionCopy } from '../utils/session-storage';

export async function signOut(auth: Auth): Promise<void> {
  await firebaseSignOut(auth);
  removeSessionCopy();
}
