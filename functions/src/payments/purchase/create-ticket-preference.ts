import { FUNCTION_TIMEOUT_MS, type CreateTicketPreferenceResult, type OrderSummary } from '@carcajada/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { callable } from '../../common/callable.js';
import { holdSeconds, mpAccessToken, ticketQrPrivateKey } from '../../config.js';
import { scheduleHoldExpiry } from '../../seats/expire-hold.js';
import { createTicketWithSeats, type PendingCreate } from '../../seats/create-ticket-with-seats.js';
import { parseTicket } from '../../documents/ticket.js';
import { createConfirmationMail, mailEventFrom } from '../../mail/ticket-mail-writes.js';
import { requestWhatsAppMessages } from '../../whatsapp/request-message.js';
import { operatorRead } from '../../common/legal-config.js';
import { RefusalError, refusal } from '../../common/errors.js';
import { promoCodeRef, ticketsCollection } from '../../common/firestore.js';
import { showPool, typePool, type SeatPool } from '../../seats/inventory.js';
import { logPurchaseRefused, logTicketReserved } from '../log.js';
import { verifiedRecipient } from '../../mail/recipient.js';
import { openCheckout } from './paid-checkout.js';
import { loadPurchaseContext, type PurchaseContext, type SaleEvent } from './purchase-context.js';
import { parsePurchaseRequest } from './purchase-request.js';
import { assertBuyerActive, assertEventOnSale, assertPriceSeen } from './purchase-rules.js';
import { decideOffer, type SaleOffer } from './sale-offer.js';
import { findRepeat, repeatKey, requestedTicketRef, type Repeat } from './repeat-request.js';
import { callerAddress, withCodeGuessLimit } from '../../promos/wrong-code-limit.js';
import { newTicketDocument, type TicketOwner } from './ticket-document.js';
import { createTicketFromOffer, withOfferSeats } from '../../waitlist/take-offer.js';
import { assertQueueTurn, takeQueueTurn, type TurnRelease } from '../../on-sale/turn.js';
import { assertPriorityAccess } from '../../priority/window.js';
import type { ClaimToCreate } from '../../seats/seat-claims.js';
import {
  chooseSeats,
  createTicketWithChosenSeats,
  orderClaims,
  seatedTicketFields,
} from '../../seating/seat-choice.js';

interface Caller {
  uid: string;
  email: string | undefined;
  ip: string | undefined;
}

/** auth → validate → domain rules → ticket with its seats (+ hold expiry and preference for a paid order). */
export async function purchaseTickets(
  caller: Caller | undefined,
  data: unknown,
  now: Date,
): Promise<CreateTicketPreferenceResult> {
  if (!caller) throw refusal('unauthenticated');
  // an offer of a seated date's waitlist is bought with the seats it holds
  const request = await withOfferSeats(parsePurchaseRequest(data));
  const { context, offer, priority, seated } = await withCodeGuessLimit(caller, request.promoCode, now, async () => {
    const loaded = await loadPurchaseContext(caller.uid, request.eventId, request.promoCode);
    assertBuyerActive(loaded.buyer);
    assertEventOnSale(loaded.event, now);
    // during a priority window only its offered accounts buy, and they need no queue turn
    const repeatedTicketId = request.requestId ? requestedTicketRef(caller.uid, request.requestId).id : null;
    const priority = await assertPriorityAccess(caller.uid, loaded.event, request.quantity, now, repeatedTicketId);
    // while a queue runs nothing goes round it (an offer exists only once it has ended)
    if (!priority) await assertQueueTurn(caller.uid, loaded.event, now, Boolean(request.requestId));
    // a seated date: the seats' category is the ticket type
    const seated = await chooseSeats(loaded.event, request);
    const offered = decideOffer(loaded, seated ? { ...request, ticketTypeId: seated.ticketTypeId } : request, now);
    return { context: loaded, offer: offered, priority, seated };
  });
  assertPriceSeen(offer, request.amount);
  const { order } = offer;

  const owner: TicketOwner = { uid: caller.uid, email: caller.email ?? context.buyer.email };
  const requested = request.requestId ? requestedTicketRef(caller.uid, request.requestId) : null;
  const repeat = requested ? await findRepeat(requested, repeatKey(context.event.id, offer)) : null;
  if (repeat && repeat.kind !== 'new') return answerRepeat(requested!, repeat, owner, context, order, now);

  const holdExpiresAt = order.isFree ? null : new Date(now.getTime() + holdSeconds.value() * 1000);
  // a request whose earlier ticket is closed is a new purchase, under a fresh id
  const ticketRef = requested && repeat?.kind === 'new' && repeat.idFree ? requested : ticketsCollection().doc();
  const ticketData = newTicketDocument(
    owner,
    context.buyer,
    context.event,
    offer,
    context.paymentsConfig,
    holdExpiresAt,
    context.taxConfig,
  );
  // a queued date's live turn starts this one checkout (its entry becomes done)
  const release = priority ? null : await takeQueueTurn(caller.uid, context.event, now);
  const created = await createTicketUsingTurn(release, () =>
    createTicketWithChosenSeats(seated, request, (order) =>
      createTicket(
        ticketRef,
        order ? { ...ticketData, ...seatedTicketFields(order) } : ticketData,
        context,
        offer,
        caller.uid,
        now,
        request.waitlistOfferId,
        order ? orderClaims(order, ticketRef.id, offer.order.isFree ? 'sold' : 'held') : [],
      ),
    ),
  );
  if (created === 'existing') {
    // the same request, a moment earlier, created it: answer as a repeat
    return answerRepeat(
      ticketRef,
      await findRepeat(ticketRef, repeatKey(context.event.id, offer)),
      owner,
      context,
      order,
      now,
    );
  }
  logTicketReserved({
    ticketId: ticketRef.id,
    uid: caller.uid,
    eventId: context.event.id,
    amount: order.total,
    free: order.isFree,
  });
  if (!holdExpiresAt) {
    // a free reservation is confirmed now: by WhatsApp too, beside its mail, for a holder who asked
    await requestWhatsAppMessages([ticketRef.id], 'entrada_confirmada');
    return { ticketId: ticketRef.id, reserved: true };
  }
  // scheduled before the preference, so even a ticket orphaned by a crash here ends with its hold
  await scheduleHoldExpiry(ticketRef.id, holdExpiresAt);
  const checkout = await openCheckout(ticketRef, owner, context, order, { now, holdExpiresAt });
  return { ticketId: ticketRef.id, ...checkout };
}

/** A checkout refused (no seats, the hold limit…) gives its turn back while it is still live. */
async function createTicketUsingTurn<T>(release: TurnRelease | null, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (release && error instanceof RefusalError) await release();
    throw error;
  }
}

/** The counted seats an order takes: the show's capacity and, for a type with a quota, the type's quota. */
function seatPools(event: SaleEvent, offer: SaleOffer): SeatPool[] {
  const pools: SeatPool[] = [];
  const online = showPool(event.id, event);
  if (online) pools.push(online);
  if (offer.type?.quota) pools.push(typePool(event.id, offer.type.id, offer.type.quota));
  return pools;
}

/** The ticket with its seats and its code's use, in one batch; 'existing' when the same request already made it. */
async function createTicket(
  ticketRef: DocumentReference,
  ticketData: Record<string, unknown>,
  context: PurchaseContext,
  offer: SaleOffer,
  uid: string,
  now: Date,
  waitlistOfferId: string | undefined,
  claims: readonly ClaimToCreate[],
): Promise<'created' | 'existing'> {
  const { order } = offer;
  // a free reservation (or courtesy) is confirmed at once: its mail is created with it
  const alsoCreate = order.isFree ? await freeReservationMail(ticketRef.id, ticketData, context.event, uid) : [];
  const request = {
    eventId: context.event.id,
    quantity: order.quantity,
    pools: seatPools(context.event, offer),
    promo: offer.promo ? { ref: promoCodeRef(offer.promo.code), maxUses: offer.promo.maxUses } : null,
    // unpaid holds and free reservations, of any show, count toward the same per-show limit
    holder: uid,
    ticket: ticketRef,
    ticketData,
    alsoCreate,
    claims,
    now,
  };
  // a waitlist offer's held seats: only its account buys them, nobody else's sale touches them
  if (waitlistOfferId) return createTicketFromOffer(waitlistOfferId, request, Boolean(offer.type?.quota));
  return createTicketWithSeats(request);
}

async function freeReservationMail(
  ticketId: string,
  ticketData: Record<string, unknown>,
  event: SaleEvent,
  uid: string,
): Promise<PendingCreate[]> {
  const creates: PendingCreate[] = [];
  const collector = { create: (ref: DocumentReference, data: DocumentData) => creates.push({ ref, data }) };
  await createConfirmationMail(
    collector,
    ticketId,
    parseTicket(ticketData),
    mailEventFrom(event.id, event),
    null,
    await verifiedRecipient(uid),
    operatorRead(),
  );
  return creates;
}

/** A repeated request: the same answer, or the checkout its first call did not finish opening. */
async function answerRepeat(
  ticketRef: DocumentReference,
  repeat: Repeat,
  owner: TicketOwner,
  context: PurchaseContext,
  order: OrderSummary,
  now: Date,
): Promise<CreateTicketPreferenceResult> {
  if (repeat.kind === 'answered') return repeat.result;
  if (repeat.kind === 'new') throw refusal('internal');
  const checkout = await openCheckout(ticketRef, owner, context, order, { now, holdExpiresAt: repeat.holdExpiresAt });
  return { ticketId: ticketRef.id, ...checkout };
}

export const createTicketPreference = callable(
  'createTicketPreference',
  // abuse limits (docs/hosting.md): 10 × 40 calls in flight at most
  {
    timeoutSeconds: FUNCTION_TIMEOUT_MS / 1000,
    secrets: [mpAccessToken, ticketQrPrivateKey],
    maxInstances: 10,
    concurrency: 40,
  },
  async (request): Promise<CreateTicketPreferenceResult> => {
    const caller = request.auth
      ? { uid: request.auth.uid, email: request.auth.token.email, ip: callerAddress(request.rawRequest) }
      : undefined;
    try {
      return await purchaseTickets(caller, request.data, new Date());
    } catch (error) {
      if (error instanceof RefusalError)
        logPurchaseRefused({ uid: caller?.uid ?? null, eventId: eventIdOf(request.data), ...error.details });
      throw error;
    }
  },
);

/** The show a refused request named, for the log (the request may not have parsed). */
function eventIdOf(data: unknown): string | null {
  const eventId = (data as { eventId?: unknown } | null)?.eventId;
  return typeof eventId === 'string' ? eventId.slice(0, 64) : null;
}
