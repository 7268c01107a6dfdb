import { z } from 'zod';
import { documentId } from './fields.js';

/** `checkInTicket`: the QR text, or a ticket id / 8-character reference typed at the door (one of them). */
export const CheckInRequest = z
  .object({
    eventId: documentId,
    code: z.string().min(1).max(400).optional(),
    ticketId: documentId.optional(),
    /** People to admit now (default: everyone on the ticket not yet admitted). */
    count: z.number().int().min(1).max(100).optional(),
  })
  .strict()
  .refine((request) => (request.code === undefined) !== (request.ticketId === undefined));

/** `admissionList`: the show whose door is open. */
export const AdmissionListRequest = z.object({ eventId: documentId }).strict();
