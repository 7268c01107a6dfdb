import { SEAT_CLAIMS_COLLECTION, type SeatClaim, type TicketSeat } from '@carcajada/domain/seating';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db, eventRef } from '../common/firestore.js';

/**
 * A seated date's claims (docs/seated-dates.md, "How seats move"): `events/{id}/seat_claims/{seatId}`
 * is created by the sale that takes the seat, in the same batch as its counted seats (a create:
 * two buyers of one seat cannot both commit), and deleted in the same write that returns them.
 */
export function seatClaimsOf(eventId: string) {
  return eventRef(eventId).collection(SEAT_CLAIMS_COLLECTION);
}

export function seatClaimRef(eventId: string, seatId: string): DocumentReference {
  return seatClaimsOf(eventId).doc(seatId);
}

/** Seats another ticket claimed first (the sale answers `seatTaken` with a suggestion). */
export class SeatsTakenError extends Error {
  constructor(readonly taken: string[]) {
    super(`seats taken: ${taken.join(', ')}`);
    this.name = 'SeatsTakenError';
  }
}

/** A claim to create with its ticket: the seat, its zone (the view it refreshes), held or sold. */
export interface ClaimToCreate {
  ref: DocumentReference;
  data: SeatClaim;
}

export function claimsToCreate(
  eventId: string,
  ticketId: string,
  seats: readonly { seatId: string; zoneId: string }[],
  state: SeatClaim['state'],
): ClaimToCreate[] {
  return seats.map(({ seatId, zoneId }) => ({
    ref: seatClaimRef(eventId, seatId),
    data: { ticketId, zoneId, state, claimedAt: FieldValue.serverTimestamp() },
  }));
}

/** The seats of `claims` another ticket holds now (read outside any transaction). */
export async function seatsClaimedByOthers(claims: readonly ClaimToCreate[], ticketId: string): Promise<string[]> {
  if (claims.length === 0) return [];
  const snapshots = await db().getAll(...claims.map((claim) => claim.ref));
  return snapshots
    .filter((snapshot) => snapshot.exists && snapshot.get('ticketId') !== ticketId)
    .map((snapshot) => snapshot.id);
}

/** Fails fast, before any counted seat is tried, when a seat asked for is already someone's. */
export async function assertSeatsUnclaimed(claims: readonly ClaimToCreate[], ticketId: string): Promise<void> {
  const taken = await seatsClaimedByOthers(claims, ticketId);
  if (taken.length > 0) throw new SeatsTakenError(taken);
}

/** The ticket's claims deleted, in the write that returns its counted seats (once: the caller's guard). */
export function releaseClaimWrites(transaction: Transaction, eventId: string, seats: readonly TicketSeat[]): void {
  for (const seat of seats) transaction.delete(seatClaimRef(eventId, seat.seatId));
}

/** A paid hold: its claims become sold. */
export function soldClaimWrites(transaction: Transaction, eventId: string, seats: readonly TicketSeat[]): void {
  for (const seat of seats) transaction.update(seatClaimRef(eventId, seat.seatId), { state: 'sold' });
}

/**
 * A payment that came after its hold ended takes the same seats again, in the webhook's
 * transaction: read first (every read before any write); null when any is someone else's now.
 */
export async function reclaimSeats(
  transaction: Transaction,
  eventId: string,
  ticketId: string,
  seats: readonly TicketSeat[],
  zoneOf: (seatId: string) => string,
): Promise<(() => void) | null> {
  if (seats.length === 0) return () => undefined;
  const refs = seats.map((seat) => seatClaimRef(eventId, seat.seatId));
  const snapshots = await transaction.getAll(...refs);
  if (snapshots.some((snapshot) => snapshot.exists && snapshot.get('ticketId') !== ticketId)) return null;
  return () =>
    refs.forEach((ref) =>
      transaction.set(ref, {
        ticketId,
        zoneId: zoneOf(ref.id),
        state: 'sold',
        claimedAt: FieldValue.serverTimestamp(),
      } satisfies SeatClaim),
    );
}
