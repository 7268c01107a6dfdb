import { lazy, Suspense } from 'react';
import { useLoadedAuth } from '../../../lib/auth-loader';
import { useCurrentUserValue, type CurrentUser } from '../hooks/use-current-user';
import { confirmationsPending } from '../utils/confirmations-pending';

const EmailVerificationInvite = lazy(() =>
  import('./EmailVerificationInvite').then((module) => ({ default: module.EmailVerificationInvite })),
);

const signedInUid = (user: CurrentUser) => (user.status === 'signed-in' ? user.user.uid : null);

/**
 * The invitation comes with Auth's own calls (docs/performance/first-load.md, "First load and chunks"): loaded
 * apart, and only for a signed-in account that is unverified or whose tickets' confirmations are
 * still to be sent from this device.
 * A verified account (nearly every visit) fetches and runs none of it.
 */
export function LazyEmailVerificationInvite() {
  const uid = useCurrentUserValue(signedInUid);
  const account = useLoadedAuth()?.currentUser;
  const needed = uid !== null && account?.uid === uid && (!account.emailVerified || confirmationsPending(uid));
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationInvite />
    </Suspense>
  );
}
