import { onAuthStateChanged, type Auth, type User } from 'firebase/auth';
import { signOut } from '../api/sign-out';

/**
 * The current-user store's Auth half, fetched with Auth after the first paint. Kept apart from
 * the account's document (account-source.ts) so the store, which every page's navigation reads,
 * ships neither SDK, and so Auth and Firestore Lite each run in a task of their own as they arrive
 * instead of in one long one.
 */
export function followAuthState(auth: Auth, next: (user: User | null) => void): void {
  onAuthStateChanged(auth, next);
}

export function signOutRejected(auth: Auth): Promise<void> {
  return signOut(auth);
}
