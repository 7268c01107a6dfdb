import { FUNCTION_TIMEOUT_MS, FUNCTIONS_REGION, type CreateTicketPreferenceResult } from '@carcajada/domain';
import { onCall } from 'firebase-functions/v2/https';
import { appCheckEnforced, holdSeconds, mpAccessToken } from '../config.js';
import { scheduleHoldExpiry } from '../seats/expire-hold.js';
import { createTicketWithSeats } from '../seats/take-seats.js';
import { RefusalError, refusal, toHttpsError } from '../shared/errors.js';
import { COLLECTIONS, db } from '../shared/firestore.js';
import { logPurchaseRefused, logTicketReserved } from '../shared/log.js';
import { openCheckout } from './paid-checkout.js';
import { loadPurchaseContext } from './purchase-context.js';
import { parsePurchaseRequest } from './purchase-request.js';
import { assertBuyerActive, assertEventOnSale, priceOrder } from './purchase-rules.js';
import { newTicketDocument, type TicketOwner } from './ticket-document.js';

interface Caller {
  uid: string;
  email: string | undefined;
}

/** auth → validate → domain rules → ticket with its seats (+ hold expiry and preference for a paid order). */
export async function purchaseTickets(
  caller: Caller | undefined,
  data: unknown,
  now: Date,
): Promise<CreateTicketPreferenceResult> {
  if (!caller) throw refusal('unauthenticated');
  const request = parsePurchaseRequest(data);
  const context = await loadPurchaseContext(caller.uid, request.eventId);
  assertBuyerActive(context.buyer);
  assertEventOnSale(context.event, now);
  const order = priceOrder(context, request.quantity, request.amount);

  const owner: TicketOwner = { uid: caller.uid, email: caller.email ?? context.buyer.email };
  const holdExpiresAt = order.isFree ? null : new Date(now.getTime() + holdSeconds.value() * 1000);
  const ticketRef = db().collection(COLLECTIONS.tickets).doc();
  const ticketData = newTicketDocument(owner, context.buyer, context.event, order, holdExpiresAt);
  if (context.event.capacity === undefined) {
    await ticketRef.create(ticketData);
  } else {
    await createTicketWithSeats({
      eventId: context.event.id,
      quantity: order.quantity,
      holder: order.isFree ? null : caller.uid,
      ticket: ticketRef,
      ticketData,
      now,
    });
  }
  logTicketReserved({
    ticketId: ticketRef.id,
    uid: caller.uid,
    eventId: context.event.id,
    amount: order.total,
    free: order.isFree,
  });
  if (!holdExpiresAt) return { ticketId: ticketRef.id, reserved: true };
  await scheduleHoldExpiry(ticketRef.id, holdExpiresAt);
  const checkout = await openCheckout(ticketRef, owner, context, order, { now, holdExpiresAt });
  return { ticketId: ticketRef.id, ...checkout };
}

export const createTicketPreference = onCall(
  {
    region: FUNCTIONS_REGION,
    timeoutSeconds: FUNCTION_TIMEOUT_MS / 1000,
    secrets: [mpAccessToken],
    // abuse limits (docs/decisions.md, "Hosting and abuse limits"): 10 × 40 calls in flight at most
    maxInstances: 10,
    concurrency: 40,
    enforceAppCheck: appCheckEnforced,
  },
  async (request): Promise<CreateTicketPreferenceResult> => {
    const caller = request.auth ? { uid: request.auth.uid, email: request.auth.token.email } : undefined;
    try {
      return await purchaseTickets(caller, request.data, new Date());
    } catch (error) {
      if (error instanceof RefusalError) logPurchaseRefused({ uid: caller?.uid ?? null, reason: error.reason });
      throw toHttpsError('createTicketPreference', error);
    }
  },
);
