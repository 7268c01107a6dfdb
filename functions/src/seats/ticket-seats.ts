import { CHECKOUT_PAYMENT_METHOD, type CancelReason } from '@carcajada/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { promoCodeRef, seatBlocksOf, seatHoldRef } from '../common/firestore.js';
import { ticketUpdateOf, type StoredTicket, type TicketUpdate } from '../documents/ticket.js';
import { cancellationCount } from './account-limits.js';
import { quotaBlocksOf } from './inventory.js';
import { noteSeatsReturned } from './waitlist-gate.js';
import { releaseClaimWrites } from './seat-claims.js';

/** The ticket fields that say which seats it holds (`seatBlocks`/`quotaBlocks` null: none taken). */
export type TicketSeats = Pick<
  StoredTicket,
  | 'eventId'
  | 'userId'
  | 'quantity'
  | 'ticketStatus'
  | 'paymentMethod'
  | 'seatBlocks'
  | 'ticketTypeId'
  | 'quotaBlocks'
  | 'promoCode'
  | 'seatsReleased'
  | 'heldSeatsCounted'
  | 'seats'
>;

/** Whether the ticket took anything counted (seats, quota, a code's use) that a cancellation gives back. */
export function holdsInventory(ticket: TicketSeats): boolean {
  return ticket.seatBlocks !== null || ticket.quotaBlocks !== null || ticket.promoCode !== null;
}

/**
 * A reserved ticket whose seats count toward its buyer's per-show limit: marked so when taken
 * (unpaid checkouts and free reservations), or an unpaid checkout of a counted show from before the mark.
 */
export function isCountedHold(ticket: TicketSeats): boolean {
  if (ticket.ticketStatus !== 'reserved') return false;
  return ticket.heldSeatsCounted || (ticket.paymentMethod === CHECKOUT_PAYMENT_METHOD && ticket.seatBlocks !== null);
}

/**
 * The writes that go with a ticket leaving its current state, in the caller's transaction
 * (blind increments: no block is read, so no block is locked). The hold ends when an unpaid
 * checkout is paid or cancelled; the seats (the show's and its type's quota, a seated date's claims) and its promo code's
 * use return when the ticket is cancelled, and only once: the ticket's own `seatsReleased` flag,
 * read in the same transaction, guards it. Returned seats are also counted on the waitlist gate,
 * so people waiting for the date are offered them before open sale.
 * Returns the fields to add to the ticket's update.
 */
export function leaveStateWrites(
  transaction: Transaction,
  ticket: TicketSeats,
  next: { cancelled: boolean; countCancellationOn?: Date },
): TicketUpdate {
  // one write to the account's counter: seats back off it, and the take-and-cancel count
  const counter: Record<string, unknown> = {
    ...(isCountedHold(ticket) ? { seats: FieldValue.increment(-ticket.quantity) } : {}),
    ...(next.countCancellationOn ? cancellationCount(next.countCancellationOn) : {}),
  };
  if (Object.keys(counter).length > 0 && ticket.eventId && ticket.userId) {
    transaction.set(
      seatHoldRef(ticket.eventId, ticket.userId),
      { ...counter, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  if (!next.cancelled || !holdsInventory(ticket) || ticket.seatsReleased) return {};
  const blocks = seatBlocksOf(ticket.eventId);
  for (const [block, seats] of Object.entries(ticket.seatBlocks ?? {})) {
    transaction.update(blocks.doc(block), { seats_left: FieldValue.increment(seats) });
  }
  if (ticket.ticketTypeId) {
    const quota = quotaBlocksOf(ticket.eventId, ticket.ticketTypeId);
    for (const [block, seats] of Object.entries(ticket.quotaBlocks ?? {}))
      // set-merge: a quota removed (blocks deleted) and laid out again still takes the seats back
      transaction.set(quota.doc(block), { seats_left: FieldValue.increment(seats) }, { merge: true });
  }
  if (ticket.promoCode)
    transaction.update(promoCodeRef(ticket.promoCode), { used: FieldValue.increment(-ticket.quantity) });
  // a seated date's seats come back with the count: the same write, under the same guard
  releaseClaimWrites(transaction, ticket.eventId, ticket.seats);
  // the waitlist is offered these seats before open sale (seats/waitlist-gate.ts)
  if (ticket.seatBlocks !== null || ticket.quotaBlocks !== null)
    noteSeatsReturned(transaction, ticket.eventId, ticket.quantity);
  return { seatsReleased: true };
}

/**
 * Ends a ticket cancelled for `reason`, in the caller's transaction (which has read `ticket`): its
 * hold ends and its seats return once. `extra` adds fields of the same write (the provider's facts).
 */
export function cancelTicketWrites(
  transaction: Transaction,
  ref: DocumentReference,
  ticket: TicketSeats,
  reason: CancelReason,
  extra: TicketUpdate = {},
): void {
  // the take-and-cancel bound counts what the owner ended or left to expire
  const counted = reason === 'user_cancelled' || reason === 'hold_expired';
  const seatFields = leaveStateWrites(transaction, ticket, {
    cancelled: true,
    ...(counted ? { countCancellationOn: new Date() } : {}),
  });
  transaction.update(
    ref,
    ticketUpdateOf({
      updatedAt: FieldValue.serverTimestamp(),
      ...extra,
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: reason,
      ...seatFields,
    }),
  );
}
