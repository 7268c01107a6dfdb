import { saleWindowState, type ComedyEvent, type TicketType } from '@carcajada/domain';

/** What the seat chooser shows and allows per category: its type's price and the most seats one order takes. */
export interface SeatOffers {
  prices: Record<string, number>;
  limits: Record<string, number>;
}

/**
 * A seated date's categories on sale now: each mapped (`seat_categories`) to one of its visible
 * ticket types whose sale is open. A category without one is drawn but not offered.
 */
export function seatOffers(
  event: Pick<ComedyEvent, 'seat_categories'>,
  types: readonly TicketType[],
  now: number,
  seatsLimit: number,
): SeatOffers {
  const offers: SeatOffers = { prices: {}, limits: {} };
  for (const [category, typeId] of Object.entries(event.seat_categories ?? {})) {
    const type = types.find((candidate) => candidate.id === typeId);
    if (!type || saleWindowState(type, now) !== 'open') continue;
    offers.prices[category] = type.price;
    offers.limits[category] = Math.max(0, Math.min(type.maxPerOrder, seatsLimit));
  }
  return offers;
}
