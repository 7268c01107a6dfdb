import { collectionGroup, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';

/** Shows per door person: far more than anyone scans in a season. */
const DOOR_SHIFT_LIMIT = 50;

/**
 * The shows a door person scans: their events/{id}/door_staff/{uid} entries (a collection group
 * query the rules allow only on their own uid).
 */
export async function getDoorShifts(uid: string): Promise<string[]> {
  const snapshot = await getDocs(
    query(collectionGroup(firestoreLite, 'door_staff'), where('uid', '==', uid), limit(DOOR_SHIFT_LIMIT)),
  );
  return snapshot.docs.map((document) => String(document.get('eventId') ?? document.ref.parent.parent?.id ?? ''));
}
