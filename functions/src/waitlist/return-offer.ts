import { returnedOfferUpdate } from '@carcajada/domain/stored/waitlist-offer';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { seatBlocksOf } from '../common/firestore.js';
import { quotaBlocksOf } from '../seats/inventory.js';
import { noteSeatsReturned } from '../seats/waitlist-gate.js';
import type { HeldOffer } from './entries.js';
import { releaseHeldSeats } from './held-seats.js';

/**
 * An offer that ends unbought (expired or left) gives its seats back the way a cancelled ticket
 * does: blind increments on the blocks it took and on the gate, so the next waiting entry is
 * offered them before open sale; the claims of the seats it held are deleted.
 */
export function returnOfferWrites(transaction: Transaction, offerRef: DocumentReference, offer: HeldOffer): void {
  const blocks = seatBlocksOf(offer.eventId);
  for (const [block, seats] of Object.entries(offer.seatBlocks ?? {}))
    transaction.update(blocks.doc(block), { seats_left: FieldValue.increment(seats) });
  if (offer.ticketTypeId) {
    const quota = quotaBlocksOf(offer.eventId, offer.ticketTypeId);
    for (const [block, seats] of Object.entries(offer.quotaBlocks ?? {}))
      transaction.set(quota.doc(block), { seats_left: FieldValue.increment(seats) }, { merge: true });
  }
  // a seated date's held seats are free again with the count (the next offer picks them again)
  releaseHeldSeats(transaction, offer.eventId, offer.seats);
  noteSeatsReturned(transaction, offer.eventId, offer.quantity);
  transaction.update(offerRef, returnedOfferUpdate(FieldValue.serverTimestamp()));
}
