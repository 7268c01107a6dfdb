import type { ReactNode } from 'react';
import { FirestoreProvider, useInitFirestore } from 'reactfire';

/** Also called by the router next to a page's own chunk, so both download together. */
export const loadLiveFirestore = () => import('../lib/live-firestore').then((module) => module.firestore);

/**
 * Gives a route the full Firestore SDK, loaded on first use and suspending meanwhile: pages
 * that listen or write (tickets, profile, sign-in, sign-up) get it; public pages never pay for it.
 */
export function LiveFirestoreProvider({ children }: { children: ReactNode }) {
  const { data: firestore } = useInitFirestore(loadLiveFirestore, { suspense: true });
  return <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>;
}
