import { z } from 'zod';
import { email } from './fields.js';

/** An organizer's or a show's id as the dashboard names it. */
const dashboardId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** `setOrganizerMember` (ADMIN): an account joins or leaves an organizer. */
export const SetOrganizerMemberRequest = z
  .object({ organizerId: dashboardId, email, remove: z.boolean().optional() })
  .strict();

const staffFields = {
  email,
  remove: z.boolean().optional(),
  /** Also box-office staff (sell at the door); given on someone already listed, it changes just that. */
  boxOffice: z.boolean().optional(),
};

/** `setDoorStaff`: `{ eventId }` door staff of one date; `{ seriesId }` of every date of the show, later ones too. */
export const SetDoorStaffRequest = z.union([
  z.object({ eventId: dashboardId, ...staffFields }).strict(),
  z.object({ seriesId: dashboardId, ...staffFields }).strict(),
]);
