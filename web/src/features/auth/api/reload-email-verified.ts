import { reload, type Auth } from 'firebase/auth';
import { useQuery } from '../../../lib/use-query';
import { markConfirmationsPending } from '../utils/confirmations-pending';

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

/**
 * Whether the signed-in account's email is verified: asked again once per visit while Auth says
 * it is not. This device then owes its tickets' confirmations until they are sent. True with
 * nobody signed in (nothing to invite); a failed ask keeps what Auth said.
 */
export function useEmailVerified(auth: Auth): boolean {
  const user = auth.currentUser;
  const unverified = user && !user.emailVerified ? user.uid : null;
  const { data } = useQuery(unverified ? ['email-verified', unverified] : null, () => {
    if (unverified) markConfirmationsPending(unverified);
    return reloadEmailVerified(auth);
  });
  return data ?? user?.emailVerified ?? true;
}
