import { z } from 'zod/mini';
import { flag, instant, text } from './fields.js';

/** events/{eventId}/door_staff/{uid}: who may scan the show's tickets at the door. */
export const DOOR_STAFF_COLLECTION = 'door_staff';

/** A door person's entry as the functions write it (`addedAt`: a Date, or a server timestamp sentinel). */
export interface DoorStaffFields<T> {
  /** Repeated (the document id is the uid) so a door person can find their shows. */
  uid: string;
  eventId: string;
  email: string;
  name: string;
  addedBy: string;
  /** They may also sell at the door (sellAtDoor) and close their till. */
  boxOffice: boolean;
  addedAt: T;
  /** Granted for every date of the show (setDoorStaff with a `seriesId`): addShowDates copies it. */
  seriesId?: string;
}

/** events/{id}/door_staff/{uid} as setDoorStaff writes it; `boxOffice` absent: no. */
export function doorStaffDocument<T>(
  fields: Omit<DoorStaffFields<T>, 'boxOffice' | 'addedAt'> & { boxOffice?: boolean },
  addedAt: T,
): DoorStaffFields<T> {
  return { ...fields, boxOffice: fields.boxOffice === true, addedAt };
}

/** events/{id}/door_staff/{uid} as the dashboard reads it. */
export const storedDoorStaffSchema = z.looseObject({
  uid: text,
  eventId: text,
  email: text,
  name: text,
  addedBy: text,
  boxOffice: flag,
  addedAt: instant,
});

export type StoredDoorStaff = z.infer<typeof storedDoorStaffSchema>;

export function parseDoorStaff(data: unknown): StoredDoorStaff {
  return storedDoorStaffSchema.parse(data ?? {});
}
