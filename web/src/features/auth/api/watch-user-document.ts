import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { AppUser } from '@carcajada/domain';
import { firestore } from '../../../lib/live-firestore';
import { userDocumentRef } from './get-user';

/** Live users/{uid} (undefined while it does not exist); loaded lazily, once someone signs in. */
export function watchUserDocument(
  uid: string,
  onUser: (user: AppUser | undefined) => void,
  onError: () => void,
): Unsubscribe {
  return onSnapshot(userDocumentRef(firestore, uid), (snapshot) => onUser(snapshot.data()), onError);
}
