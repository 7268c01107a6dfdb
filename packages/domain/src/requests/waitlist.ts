import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../seating/model.js';
import { WAITLIST_MAX_QUANTITY } from '../waitlist.js';
import { documentId } from './fields.js';

/** `joinWaitlist`: seats wanted on a sold-out date (or type). */
export const JoinWaitlistRequest = z.object({
  eventId: documentId,
  ticketTypeId: documentId.optional(),
  quantity: z.number().int().min(1).max(WAITLIST_MAX_QUANTITY),
  /** A seated date: the category (by its name) the seats are wanted in; its type is the entry's. */
  category: z.string().trim().min(1).max(MAX_NAME_LENGTH).optional(),
});

/** `leaveWaitlist`. */
export const LeaveWaitlistRequest = z.object({ eventId: documentId });
