import {
  FUNCTIONS_REGION,
  MAX_TICKETS_PER_ORDER,
  MIN_TICKETS_PER_ORDER,
  type PreviewOrderResult,
} from '@carcajada/domain';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { appCheckEnforced } from '../../config.js';
import { refusal, toHttpsError } from '../../common/errors.js';
import { loadSaleContext } from './purchase-context.js';
import { assertEventOnSale } from './purchase-rules.js';
import { decideOffer } from './sale-offer.js';

const previewRequest = z.object({
  eventId: z.string().regex(/^(?!\.\.?$)[^/]{1,200}$/),
  ticketTypeId: z.string().min(1).max(200).optional(),
  quantity: z.number().int().min(MIN_TICKETS_PER_ORDER).max(MAX_TICKETS_PER_ORDER),
  promoCode: z.string().max(60).optional(),
});

/**
 * What checkout shows before paying: the order priced with the code, or the refusal
 * createTicketPreference would give for the same type, quantity and code (seats aside: they are
 * judged when taken). Signed in or not: it reads nothing of the caller.
 */
export async function previewOrderFor(data: unknown, now: Date): Promise<PreviewOrderResult> {
  const parsed = previewRequest.safeParse(data);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.some((issue) => issue.path[0] === 'quantity');
    throw refusal(quantityIssue ? 'invalidQuantity' : 'invalidRequest');
  }
  const request = parsed.data;
  const context = await loadSaleContext(request.eventId, request.promoCode);
  assertEventOnSale(context.event, now);
  const { order } = decideOffer(context, request, now);
  return {
    unitPrice: order.unitPrice,
    discountPerTicket: order.discountPerTicket,
    quantity: order.quantity,
    subtotal: order.subtotal,
    tax: order.tax,
    fee: order.serviceFee,
    total: order.total,
  };
}

export const previewOrder = onCall(
  // abuse limits (docs/decisions.md, "Hosting and abuse limits"): codes cannot be guessed quickly
  { region: FUNCTIONS_REGION, maxInstances: 5, concurrency: 80, enforceAppCheck: appCheckEnforced },
  async (request): Promise<PreviewOrderResult> => {
    try {
      return await previewOrderFor(request.data, new Date());
    } catch (error) {
      throw toHttpsError('previewOrder', error);
    }
  },
);
