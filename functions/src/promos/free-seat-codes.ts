import { EVENT_STATUS_CANCELLED, priceFreedByCodeMessage } from '@carcajada/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, ticketTypesOf } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { parsePromoCode } from '../documents/promo-code.js';

/**
 * "A code that can make a seat free needs max_uses" (docs/ticket-types-and-promos.md), for a fixed discount:
 * whether it covers a whole price depends on the prices of every date the code is valid on, which
 * change after the code exists. So it is judged on every date and type of the show when the code
 * is created, and again on a date's new prices when they are saved (saveEvent). A date added later
 * copies a date already judged (addShowDates), so it brings no new price.
 */

/** A price a code may apply to: a one-price date's (typeId null) or one ticket type's. */
export interface SalePrice {
  price: number;
  typeId: string | null;
}

/** What decides whether a code can make a seat free. */
export interface FreeingCode {
  code: string;
  kind: 'percent' | 'fixed' | null;
  value: number | null;
  maxUses: number | null;
  ticketTypeIds: string[] | null;
}

/** The code takes all of this price off, with no limit on its uses. */
export function freesPrice(code: FreeingCode, { price, typeId }: SalePrice): boolean {
  if (code.kind !== 'fixed' || code.value === null || code.maxUses !== null || price <= 0) return false;
  const applies = code.ticketTypeIds === null || (typeId !== null && code.ticketTypeIds.includes(typeId));
  return applies && code.value >= price;
}

/** The prices a date sells at: each type's that is not archived (hidden ones too: a code sells them), or its one price. */
export function pricesOfDate(ticketPrice: number, types: QueryDocumentSnapshot[]): SalePrice[] {
  const live = types.filter((type) => type.get('archived') !== true);
  if (live.length === 0) return [{ price: ticketPrice, typeId: null }];
  return live.map((type) => ({ price: Number(type.get('price')), typeId: type.id }));
}

/** The prices of every date of a show (series) that still sells, with their types. */
export async function pricesOfSeries(seriesId: string): Promise<SalePrice[]> {
  const dates = await db().collection(COLLECTIONS.events).where('series_id', '==', seriesId).get();
  const live = dates.docs
    .map((date) => ({ id: date.id, event: parseEvent(date.data()) }))
    .filter(({ event }) => event.status !== EVENT_STATUS_CANCELLED);
  const types = await Promise.all(live.map(({ id }) => ticketTypesOf(id).get()));
  return live.flatMap(({ event }, index) => pricesOfDate(event.ticket_price, types[index]!.docs));
}

/** The active codes of this date and of its show that could make a seat free: fixed, without max_uses. */
export async function uncappedFixedCodes(eventId: string, seriesId: string | null): Promise<FreeingCode[]> {
  const codes = db().collection(COLLECTIONS.promoCodes);
  const reads = [codes.where('eventId', '==', eventId).get()];
  if (seriesId) reads.push(codes.where('seriesId', '==', seriesId).get());
  return (await Promise.all(reads))
    .flatMap((snapshot) => snapshot.docs)
    .flatMap((doc) => {
      const stored = parsePromoCode(doc.data());
      if (!stored.active || stored.kind !== 'fixed' || stored.max_uses !== null) return [];
      const ticketTypeIds = stored.ticketTypeIds?.length ? stored.ticketTypeIds : null;
      return [{ code: doc.id, kind: stored.kind, value: stored.value, maxUses: null, ticketTypeIds }];
    });
}

/**
 * Each price field (e.g. `ticketPrice`, `ticketTypes.0.price`) that one of these codes would
 * make free, with a message naming the code; null when none.
 */
export function pricesFreedBy(codes: FreeingCode[], prices: [field: string, price: SalePrice][]) {
  const errors: Record<string, string> = {};
  for (const [field, price] of prices) {
    const code = codes.find((candidate) => freesPrice(candidate, price));
    if (code) errors[field] = priceFreedByCodeMessage(code.code);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
