import { z } from 'zod';
import { documentId, email } from './fields.js';

/** `cancelTicket`: the owner's free reservation or unpaid checkout. */
export const CancelTicketRequest = z.object({ ticketId: documentId });

/** `refundTicket` (ADMIN, or the show's organizer for its tickets). */
export const RefundTicketRequest = z.object({ ticketId: documentId });

/** `transferTicket`: all or part of a live ticket to another verified account. */
export const TransferTicketRequest = z
  .object({
    ticketId: documentId,
    /** The recipient's account email (verified). */
    email,
    /** Seats to give, 1 to the ticket's quantity; default all (a whole transfer). */
    quantity: z.number().int().min(1).max(100).optional(),
    /**
     * A seated ticket: which of its seats to give (ids; as many as `quantity`, which defaults to
     * their count). Absent: the last ones. Ids not on the ticket are `transferSeatsInvalid`.
     */
    seats: z.array(z.string().min(1).max(200)).min(1).max(100).optional(),
    /** The client's id for this one transfer: a retried call answers the first one's result. */
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .strict();
