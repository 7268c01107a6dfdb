import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER, MIN_TICKETS_PER_ORDER } from '../constants.js';
import { documentId } from './fields.js';

const quantity = z.number().int().min(MIN_TICKETS_PER_ORDER).max(MAX_TICKETS_PER_ORDER);
/** As typed: case and spaces do not matter; a code that cannot exist is `promoUnknown`. */
const promoCode = z.string().max(60).optional();

/**
 * `createTicketPreference`: the only parts of the ticket-creation payload the server uses: the
 * event, the quantity, the ticket type and promo code, and the amount the buyer saw (to detect a
 * price change). The spec's userId, buyerEmail and metadata are dropped.
 */
export const CreateTicketPreferenceRequest = z.object({
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
});

/** `previewOrder`: what checkout shows before paying, signed in or not. */
export const PreviewOrderRequest = z.object({
  eventId: documentId,
  ticketTypeId: documentId.optional(),
  quantity,
  promoCode,
  /** Pricing the seats a waitlist offer holds: judged as createTicketPreference judges it (signed in). */
  waitlistOfferId: documentId.optional(),
});
