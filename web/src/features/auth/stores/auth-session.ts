import { onAuthStateChanged, type Auth, type User } from 'firebase/auth';
import type { AppUser } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { getUser } from '../api/get-user';
import { signOut } from '../api/sign-out';

/**
 * What the current-user store runs on, fetched with Auth after the first paint: Auth's state
 * and the account's users/{uid} document (Firestore Lite). Kept apart so the store itself, which
 * every page's navigation reads, ships neither SDK.
 */
export function followAuthState(auth: Auth, next: (user: User | null) => void): void {
  onAuthStateChanged(auth, next);
}

export function readUserDocument(uid: string): Promise<AppUser | null> {
  return getUser(firestoreLite, uid);
}

export function signOutRejected(auth: Auth): Promise<void> {
  return signOut(auth);
}
