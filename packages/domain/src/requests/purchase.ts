import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER, MIN_TICKETS_PER_ORDER } from '../constants.js';
import { seatIdSchema } from '../seating/plan-schema.js';
import { MAX_NAME_LENGTH } from '../seating/model.js';
import { documentId } from './fields.js';

const quantity = z.number().int().min(MIN_TICKETS_PER_ORDER).max(MAX_TICKETS_PER_ORDER);
/** As typed: case and spaces do not matter; a code that cannot exist is `promoUnknown`. */
const promoCode = z.string().max(60).optional();

/**
 * On a seated date (docs/seated-dates.md, "The contract, for dates"): the seats chosen on the map or the list, or
 * the server's best available in a category (by its name). `quantity` is still sent and must match.
 */
export const seatChoice = {
  seats: z.array(seatIdSchema).min(MIN_TICKETS_PER_ORDER).max(MAX_TICKETS_PER_ORDER).optional(),
  bestAvailable: z.object({ category: z.string().trim().min(1).max(MAX_NAME_LENGTH), quantity }).optional(),
};

/** One way to choose, and the quantity it names. */
export function seatChoiceAgrees(request: {
  quantity: number;
  seats?: string[];
  bestAvailable?: { quantity: number };
}): boolean {
  if (request.seats && request.bestAvailable) return false;
  if (request.seats)
    return request.seats.length === request.quantity && new Set(request.seats).size === request.quantity;
  if (request.bestAvailable) return request.bestAvailable.quantity === request.quantity;
  return true;
}

/**
 * `createTicketPreference`: the only parts of the ticket-creation payload the server uses: the
 * event, the quantity, the ticket type and promo code, and the amount the buyer saw (to detect a
 * price change). The spec's userId, buyerEmail and metadata are dropped.
 */
export const CreateTicketPreferenceRequest = z
  .object({
    eventId: documentId,
    quantity,
    amount: z.number().nonnegative(),
    /** Client-generated per checkout attempt: a repeat (double tap, retry, back button) gets the same ticket. */
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,80}$/)
      .optional(),
    /** Required on a show with ticket types. */
    ticketTypeId: documentId.optional(),
    promoCode,
    /** Buying the seats a waitlist offer holds (`{eventId}_{uid}`, the buyer's own). */
    waitlistOfferId: documentId.optional(),
    ...seatChoice,
  })
  .refine(seatChoiceAgrees);

/** `previewOrder`: what checkout shows before paying, signed in or not. */
export const PreviewOrderRequest = z
  .object({
    eventId: documentId,
    ticketTypeId: documentId.optional(),
    quantity,
    promoCode,
    /** Pricing the seats a waitlist offer holds: judged as createTicketPreference judges it (signed in). */
    waitlistOfferId: documentId.optional(),
    ...seatChoice,
  })
  .refine(seatChoiceAgrees);
