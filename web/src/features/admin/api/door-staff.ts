import { collection, getDocs, limit } from 'firebase/firestore/lite';
import { query } from 'firebase/firestore/lite';
import type { MembershipResult } from '@carcajada/domain';
import type { SetDoorStaffRequest } from '@carcajada/domain/requests';
import { DOOR_STAFF_COLLECTION, parseDoorStaff } from '@carcajada/domain/stored/door-staff';
import type { z } from 'zod';
import { firestoreLite } from '../../../lib/firestore-lite';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { callDashboard } from './call-dashboard';

export interface DoorPerson {
  uid: string;
  name: string;
  email: string;
  /** Also sells at the box office (sellAtDoor) and closes a till. */
  boxOffice: boolean;
}

/** A show's door staff (ADMIN and the show's organizer may read events/{id}/door_staff). */
export async function getDoorStaff(eventId: string): Promise<DoorPerson[]> {
  const snapshot = await getDocs(query(collection(firestoreLite, 'events', eventId, DOOR_STAFF_COLLECTION), limit(50)));
  return snapshot.docs.map((document) => {
    const { name, email, boxOffice } = parseDoorStaff(document.data());
    return { uid: document.id, name, email, boxOffice };
  });
}

const doorStaffKey = (eventId: string) => ['door-staff', eventId];

/** The show's door staff; read again after each change made through setDoorStaff. */
export function useDoorStaff(eventId: string) {
  return useQuery(doorStaffKey(eventId), () => getDoorStaff(eventId));
}

/** setDoorStaff (ADMIN or the show's organizer): adds or removes a door person by email, or sets `boxOffice`. */
export async function setDoorStaff(request: z.input<typeof SetDoorStaffRequest>): Promise<MembershipResult> {
  const result = await callDashboard<z.input<typeof SetDoorStaffRequest>, MembershipResult>('setDoorStaff', request);
  // a show-wide change (seriesId) touches its first date's list, whose id is the series id
  invalidateQueries(doorStaffKey('eventId' in request ? request.eventId : request.seriesId));
  return result;
}
