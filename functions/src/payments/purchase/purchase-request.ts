import { MAX_TICKETS_PER_ORDER, MIN_TICKETS_PER_ORDER } from '@carcajada/domain';
import { z } from 'zod';
import { refusal } from '../../common/errors.js';
import { documentId } from '../../common/ids.js';

/**
 * The only parts of the ticket-creation payload the server uses: the event, the quantity, the
 * ticket type and promo code, and the amount the buyer saw (to detect a price change). userId,
 * buyerEmail and metadata are ignored.
 */
const purchaseRequestSchema = z.object({
  eventId: documentId,
  quantity: z.number().int().min(MIN_TICKETS_PER_ORDER).max(MAX_TICKETS_PER_ORDER),
  amount: z.number().nonnegative(),
  /** Client-generated per checkout attempt: a repeat (double tap, retry, back button) gets the same ticket. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,80}$/)
    .optional(),
  /** Required on a show with ticket types. */
  ticketTypeId: documentId.optional(),
  /** As typed: case and spaces do not matter; a code that cannot exist is `promoUnknown`. */
  promoCode: z.string().max(60).optional(),
  /** Buying the seats a waitlist offer holds (`{eventId}_{uid}`, the buyer's own). */
  waitlistOfferId: documentId.optional(),
});

export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export function parsePurchaseRequest(data: unknown): PurchaseRequest {
  const result = purchaseRequestSchema.safeParse(data);
  if (result.success) return result.data;
  const quantityIssue = result.error.issues.some((issue) => issue.path[0] === 'quantity');
  throw refusal(quantityIssue ? 'invalidQuantity' : 'invalidRequest');
}
