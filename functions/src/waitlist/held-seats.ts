import { SEAT_CLAIMS_COLLECTION, type SeatClaim, type TicketSeat } from '@carcajada/domain/seating';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { eventRef } from '../common/firestore.js';
import type { PickedSeat } from '../seating/seat-picker.js';

/**
 * The seats a seated date's waitlist offer holds (docs/waitlist.md, "Seated dates"): best
 * available in the category the entry asked, claimed with the offer in its write. Until a ticket
 * buys them their claims name the offer (`waitlist:{entryId}`); buying takes them over, and an
 * offer that ends unbought deletes them with its counted seats.
 */
export function offerClaimOwner(entryId: string): string {
  return `waitlist:${entryId}`;
}

function claimRef(eventId: string, seatId: string) {
  return eventRef(eventId).collection(SEAT_CLAIMS_COLLECTION).doc(seatId);
}

/** The offer's claims, created in the offers' batch: a seat someone claimed meanwhile fails it (the pass retries). */
export function claimHeldSeats(batch: WriteBatch, eventId: string, entryId: string, seats: readonly PickedSeat[]) {
  for (const { seat, zoneId } of seats)
    batch.create(claimRef(eventId, seat.seatId), {
      ticketId: offerClaimOwner(entryId),
      zoneId,
      state: 'held',
      claimedAt: FieldValue.serverTimestamp(),
    } satisfies SeatClaim);
}

/** An offer ending unbought: its seats' claims go with its counted seats. */
export function releaseHeldSeats(transaction: Transaction, eventId: string, seats: readonly TicketSeat[]): void {
  for (const seat of seats) transaction.delete(claimRef(eventId, seat.seatId));
}
