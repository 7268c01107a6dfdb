import { lazy, Suspense } from 'react';

const EmailVerificationInvite = lazy(() =>
  import('./EmailVerificationInvite').then((module) => ({ default: module.EmailVerificationInvite })),
);

/**
 * The invitation comes with Auth's own calls (about 25 kB): loaded apart, when a signed-in account
 * is shown it (Auth is loaded by then), so the pages that offer it draw before Auth has run.
 */
export function LazyEmailVerificationInvite() {
  return (
    <Suspense fallback={null}>
      <EmailVerificationInvite />
    </Suspense>
  );
}
