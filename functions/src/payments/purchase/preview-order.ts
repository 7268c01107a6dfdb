import type { PreviewOrderResult } from '@carcajada/domain';
import { PreviewOrderRequest } from '@carcajada/domain/requests';
import { callable } from '../../common/callable.js';
import { refusal } from '../../common/errors.js';
import { loadSaleContext } from './purchase-context.js';
import { assertEventOnSale } from './purchase-rules.js';
import { decideOffer, type SaleOffer } from './sale-offer.js';
import { assertOfferUsable, withOfferSeats } from '../../waitlist/take-offer.js';
import { offerClaimOwner } from '../../waitlist/held-seats.js';
import { assertQueueTurn } from '../../on-sale/turn.js';
import { assertPriorityAccess } from '../../priority/window.js';
import { assertSeatsUnclaimed, SeatsTakenError } from '../../seats/seat-claims.js';
import { chooseSeats, orderClaims, seatTakenRefusal, type SeatedOrder } from '../../seating/seat-choice.js';
import { callerAddress, withCodeGuessLimit, type CodeGuesser } from '../../promos/wrong-code-limit.js';

/** An offer is priced only for its own account, in its time, quantity and type. */
async function assertOfferPreview(
  offerId: string,
  uid: string | null,
  request: { eventId: string; quantity: number },
  offer: SaleOffer,
  now: Date,
): Promise<void> {
  if (!uid) throw refusal('waitlistOfferUnavailable');
  const order = { eventId: request.eventId, quantity: request.quantity, holder: uid, now };
  await assertOfferUsable(offerId, order, offer.type?.id ?? null, Boolean(offer.type?.quota));
}

/** The seats are nobody's (or, through a waitlist offer, the offer's own: `owner`). */
async function assertSeatsFree(order: SeatedOrder, owner: string): Promise<void> {
  try {
    await assertSeatsUnclaimed(orderClaims(order, owner, 'held'), owner);
  } catch (error) {
    if (error instanceof SeatsTakenError) throw await seatTakenRefusal(order, error.taken);
    throw error;
  }
}

/**
 * What checkout shows before paying: the order priced with the code, or the refusal
 * createTicketPreference would give for the same type, quantity and code (seats aside: they are
 * judged when taken; on a seated date, named seats already taken are `seatTaken`). Signed in or not; wrong codes are bounded per account, or per address when
 * signed out (promos/wrong-code-limit.ts). A date whose sale is not open is `saleNotOpen`; a queued
 * date needs the caller's live turn (`queueTurnRequired`); during a priority window only an offered
 * account, within its seats (`priorityWindow`, `priorityLimit`).
 */
export async function previewOrderFor(data: unknown, guesser: CodeGuesser, now: Date): Promise<PreviewOrderResult> {
  const parsed = PreviewOrderRequest.safeParse(data);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.some((issue) => issue.path[0] === 'quantity');
    throw refusal(quantityIssue ? 'invalidQuantity' : 'invalidRequest');
  }
  // an offer of a seated date's waitlist is priced with the seats it holds
  const request = await withOfferSeats(parsed.data);
  const { order } = await withCodeGuessLimit(guesser, request.promoCode, now, async () => {
    const context = await loadSaleContext(request.eventId, request.promoCode);
    assertEventOnSale(context.event, now);
    // a priority window's date only for its offered accounts (no turn needed), a queued date
    // only for an account with a live turn
    if (!(await assertPriorityAccess(guesser.uid, context.event, request.quantity, now)))
      await assertQueueTurn(guesser.uid, context.event, now);
    // a seated date: the seats' category is the ticket type, and seats already taken are said so now
    const seated = await chooseSeats(context.event, request);
    if (seated && request.seats)
      await assertSeatsFree(seated, request.waitlistOfferId ? offerClaimOwner(request.waitlistOfferId) : '');
    const offer = decideOffer(context, seated ? { ...request, ticketTypeId: seated.ticketTypeId } : request, now);
    if (request.waitlistOfferId) await assertOfferPreview(request.waitlistOfferId, guesser.uid, request, offer, now);
    return offer;
  });
  return {
    unitPrice: order.unitPrice,
    discountPerTicket: order.discountPerTicket,
    promotion: order.promotion,
    promotionDiscount: order.promotionDiscount,
    quantity: order.quantity,
    subtotal: order.subtotal,
    tax: order.tax,
    fee: order.serviceFee,
    total: order.total,
  };
}

// codes cannot be guessed quickly: wrong ones are bounded per account or address (wrong-code-limit.ts)
export const previewOrder = callable('previewOrder', {}, (request): Promise<PreviewOrderResult> => {
  const guesser = { uid: request.auth?.uid ?? null, ip: callerAddress(request.rawRequest) };
  return previewOrderFor(request.data, guesser, new Date());
});
