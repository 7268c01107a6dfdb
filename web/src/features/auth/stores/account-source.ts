import type { AppUser } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { getUser } from '../api/get-user';

/** The current-user store's Firestore half: the account's users/{uid} document, through Firestore Lite. */
export function readUserDocument(uid: string): Promise<AppUser | null> {
  return getUser(firestoreLite, uid);
}
