import { collection, getDocs, limit } from 'firebase/firestore/lite';
import { query } from 'firebase/firestore/lite';
import type { MembershipResult, SetDoorStaffRequest } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { callDashboard } from './call-dashboard';

export interface DoorPerson {
  uid: string;
  name: string;
  email: string;
}

/** A show's door staff (ADMIN and the show's organizer may read events/{id}/door_staff). */
export async function getDoorStaff(eventId: string): Promise<DoorPerson[]> {
  const snapshot = await getDocs(query(collection(firestoreLite, 'events', eventId, 'door_staff'), limit(50)));
  return snapshot.docs.map((document) => ({
    uid: document.id,
    name: String(document.get('name') ?? ''),
    email: String(document.get('email') ?? ''),
  }));
}

/** setDoorStaff (ADMIN or the show's organizer): adds or removes a door person by email. */
export function setDoorStaff(request: SetDoorStaffRequest): Promise<MembershipResult> {
  return callDashboard<SetDoorStaffRequest, MembershipResult>('setDoorStaff', request);
}
