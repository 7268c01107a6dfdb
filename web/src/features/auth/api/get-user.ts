import { doc, getDoc, type DocumentReference, type Firestore } from 'firebase/firestore/lite';
import type { AppUser } from '@carcajada/domain';
import { userConverter } from './user-converter';

export function userDocumentRef(firestore: Firestore, uid: string): DocumentReference<AppUser> {
  return doc(firestore, 'users', uid).withConverter(userConverter);
}

/** The user's document, or null when it does not exist. */
export async function getUser(firestore: Firestore, uid: string): Promise<AppUser | null> {
  const snapshot = await getDoc(userDocumentRef(firestore, uid));
  return snapshot.exists() ? snapshot.data() : null;
}
