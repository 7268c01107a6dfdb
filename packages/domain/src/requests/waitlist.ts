import { z } from 'zod';
import { WAITLIST_MAX_QUANTITY } from '../waitlist.js';
import { documentId } from './fields.js';

/** `joinWaitlist`: seats wanted on a sold-out date (or type). */
export const JoinWaitlistRequest = z.object({
  eventId: documentId,
  ticketTypeId: documentId.optional(),
  quantity: z.number().int().min(1).max(WAITLIST_MAX_QUANTITY),
});

/** `leaveWaitlist`. */
export const LeaveWaitlistRequest = z.object({ eventId: documentId });
