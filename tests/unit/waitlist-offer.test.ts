/** waitlist_offers/{entryId}: one module (stored/waitlist-offer.ts) writes and reads what an offer holds. */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  offerSeatsOf,
  parseWaitlistOffer,
  returnedOfferUpdate,
  takenOfferUpdate,
  waitlistOfferDocument,
} from '@carcajada/domain/stored/waitlist-offer';

const EXPIRES = Timestamp.fromDate(new Date('2030-03-01T01:00:00Z'));
const SEAT = {
  seatId: 's1',
  zone: 'Platea',
  row: 'F',
  number: '12',
  category: 'VIP',
  label: 'Platea · Fila F · Silla 12',
};

function offer(fields: { category?: string | null; seats?: (typeof SEAT)[] } = {}) {
  return waitlistOfferDocument(
    {
      eventId: 'e1',
      userId: 'u1',
      ticketTypeId: null,
      quantity: 2,
      seatBlocks: { '0': 2 },
      quotaBlocks: null,
      category: fields.category ?? null,
      seats: fields.seats ?? [],
      offerNumber: 1,
      offerExpiresAt: EXPIRES,
    },
    EXPIRES,
  );
}

describe('a waitlist offer', () => {
  it('is written held; only a seated date’s offer names its category and seats', () => {
    expect(offer()).toMatchObject({ status: 'held', seatBlocks: { '0': 2 }, offerNumber: 1 });
    expect(offer()).not.toHaveProperty('seats');
    expect(offer({ category: 'VIP', seats: [SEAT] })).toMatchObject({ category: 'VIP', seats: [SEAT] });
  });

  it('reads back as written, and as none when a field it needs is missing or mistyped', () => {
    expect(parseWaitlistOffer(offer({ category: 'VIP', seats: [SEAT] }))).toMatchObject({
      eventId: 'e1',
      quantity: 2,
      seats: [SEAT],
      status: 'held',
    });
    expect(parseWaitlistOffer(undefined)).toBeNull();
    expect(parseWaitlistOffer({ ...offer(), offerExpiresAt: '2030-03-01' })).toBeNull();
    expect(parseWaitlistOffer({ ...offer(), seatBlocks: { '0': 'dos' } })).toBeNull();
  });

  it('drops malformed seats, and its seats read alone whatever else it says', () => {
    expect(offerSeatsOf({ seats: [SEAT, { seatId: '' }, 'x'] })).toEqual([SEAT]);
    expect(offerSeatsOf(undefined)).toEqual([]);
  });

  it('ends taken by a ticket or returned', () => {
    expect(takenOfferUpdate('t1', EXPIRES)).toEqual({ status: 'taken', ticketId: 't1', updatedAt: EXPIRES });
    expect(returnedOfferUpdate(EXPIRES)).toEqual({ status: 'returned', updatedAt: EXPIRES });
  });
});
