import { endedEntryUpdate } from '@carcajada/domain/stored/waitlist-entry';
import { offerSeatsOf, takenOfferUpdate } from '@carcajada/domain/stored/waitlist-offer';
import { FieldValue } from 'firebase-admin/firestore';
import { refusal } from '../common/errors.js';
import { runTransaction, seatHoldRef } from '../common/firestore.js';
import { parsePromoCode } from '../documents/promo-code.js';
import { assertAccountMayTake, HELD_SEATS_COUNTED, heldSeatsOf } from '../seats/account-limits.js';
import type { SeatRequest } from '../seats/create-ticket-with-seats.js';
import { SeatsTakenError } from '../seats/seat-claims.js';
import { offerClaimOwner } from './held-seats.js';
import {
  parseEntry,
  parseOffer,
  waitlistEntryRef,
  waitlistOfferRef,
  type HeldOffer,
  type WaitlistEntry,
} from './entries.js';

/** What an order through an offer is judged on. */
type OfferOrder = Pick<SeatRequest, 'eventId' | 'quantity' | 'holder' | 'now'>;

/** The offer is this buyer's, still held and in time, for this date, quantity and type. */
function assertOfferFits(
  entry: WaitlistEntry | null,
  offer: HeldOffer | null,
  request: OfferOrder,
  ticketTypeId: string | null,
  typeHasQuota: boolean,
): asserts offer is HeldOffer {
  if (!entry || !offer || entry.status !== 'offered' || offer.status !== 'held')
    throw refusal('waitlistOfferUnavailable');
  if (entry.userId !== request.holder || entry.eventId !== request.eventId) throw refusal('waitlistOfferUnavailable');
  if (offer.offerExpiresAt.toMillis() <= request.now.getTime()) throw refusal('waitlistOfferUnavailable');
  if (offer.quantity !== request.quantity) throw refusal('invalidQuantity');
  // the held seats cover the entry's type (and its quota) only; any type without a quota shares the show's
  if (entry.ticketTypeId !== null ? ticketTypeId !== entry.ticketTypeId : typeHasQuota)
    throw refusal('ticketTypeUnknown');
}

/** An offer holding seats is bought with exactly those (a general date's offer holds none). */
function sameSeats(held: readonly { seatId: string }[], claims: readonly { ref: { id: string } }[]): boolean {
  if (held.length === 0) return true;
  const asked = new Set(claims.map((claim) => claim.ref.id));
  return asked.size === held.length && held.every((seat) => asked.has(seat.seatId));
}

/** previewOrder's check of an offer: the refusal buying through it would meet now, read outside a transaction. */
export async function assertOfferUsable(
  entryId: string,
  order: OfferOrder,
  ticketTypeId: string | null,
  typeHasQuota: boolean,
): Promise<void> {
  const [entry, offer] = await Promise.all([waitlistEntryRef(entryId).get(), waitlistOfferRef(entryId).get()]);
  assertOfferFits(parseEntry(entry.data()), parseOffer(offer.data()), order, ticketTypeId, typeHasQuota);
}

/**
 * A purchase through a waitlist offer (`waitlistOfferId`): the ticket takes the seats the offer
 * holds (no block is touched, so no open buyer can take them meanwhile), in one transaction on
 * the account's own documents: the entry becomes `bought`, the offer `taken`, and the hold limit
 * and the code's use count as for any sale.
 */
export async function createTicketFromOffer(
  entryId: string,
  request: SeatRequest,
  typeHasQuota: boolean,
): Promise<'created' | 'existing'> {
  const entryRef = waitlistEntryRef(entryId);
  const offerRef = waitlistOfferRef(entryId);
  const holdRef = request.holder ? seatHoldRef(request.eventId, request.holder) : null;
  const promoRef = request.promo && request.promo.maxUses !== null ? request.promo.ref : null;
  return runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(
      entryRef,
      offerRef,
      request.ticket,
      ...(holdRef ? [holdRef] : []),
      ...(promoRef ? [promoRef] : []),
    );
    const [entrySnapshot, offerSnapshot, ticketSnapshot] = snapshots;
    if (ticketSnapshot!.exists) return 'existing' as const;
    const claims = request.claims ?? [];
    if (claims.length > 0) {
      // the offer's own held seats (claimed in its name) are the buyer's to take over
      const claimed = await transaction.getAll(...claims.map((claim) => claim.ref));
      const taken = claimed
        .filter((claim) => claim.exists && claim.get('ticketId') !== offerClaimOwner(entryId))
        .map((claim) => claim.id);
      if (taken.length > 0) throw new SeatsTakenError(taken);
    }
    const hold = holdRef ? snapshots[3] : undefined;
    const promo = promoRef ? snapshots.at(-1) : undefined;
    const offer = parseOffer(offerSnapshot!.data());
    const ticketTypeId = (request.ticketData.ticketTypeId as string | null | undefined) ?? null;
    assertOfferFits(parseEntry(entrySnapshot!.data()), offer, request, ticketTypeId, typeHasQuota);
    if (!sameSeats(offer.seats, claims)) throw refusal('waitlistOfferUnavailable');
    if (hold) {
      assertAccountMayTake(hold, request.quantity, request.now);
      transaction.set(
        hold.ref,
        { seats: heldSeatsOf(hold) + request.quantity, updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    if (request.promo) {
      const { used } = parsePromoCode(promo?.data());
      if (request.promo.maxUses !== null && used + request.quantity > request.promo.maxUses)
        throw refusal('promoUsedUp');
      transaction.update(request.promo.ref, { used: FieldValue.increment(request.quantity) });
    }
    transaction.create(request.ticket, {
      ...request.ticketData,
      seatBlocks: offer.seatBlocks,
      quotaBlocks: offer.quotaBlocks,
      seatsReleased: false,
      seatConflicts: 0,
      waitlistOfferId: entryId,
      ...(hold ? { [HELD_SEATS_COUNTED]: true } : {}),
    });
    for (const { ref, data } of request.alsoCreate ?? []) transaction.create(ref, data);
    // read above in this transaction: each is free or the offer's, now the ticket's
    for (const { ref, data } of claims) transaction.set(ref, data);
    transaction.update(entryRef, endedEntryUpdate('bought'));
    transaction.update(offerRef, takenOfferUpdate(request.ticket.id, FieldValue.serverTimestamp()));
    return 'created' as const;
  });
}

/**
 * An order through an offer that holds seats buys exactly those: its seat choice (named seats or
 * best available) is replaced by the offer's seats. Whose offer it is, and whether it is still
 * held, is judged where the order is taken (take-offer.ts).
 */
export async function withOfferSeats<
  T extends { waitlistOfferId?: string; seats?: string[]; bestAvailable?: { category: string; quantity: number } },
>(request: T): Promise<T> {
  if (!request.waitlistOfferId) return request;
  const seats = offerSeatsOf((await waitlistOfferRef(request.waitlistOfferId).get()).data());
  if (seats.length === 0) return request;
  const { bestAvailable: _bestAvailable, ...rest } = request;
  return { ...rest, seats: seats.map((seat) => seat.seatId) } as T;
}
