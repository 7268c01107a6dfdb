import { reload, type Auth } from 'firebase/auth';

/**
 * Asks Auth again whether the account's email is verified (the link may have been followed in
 * another tab or on the phone); when it is, the ID token is refreshed so it says so too.
 */
export async function reloadEmailVerified(auth: Auth): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}
