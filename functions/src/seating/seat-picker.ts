import {
  bestAvailableSeats,
  resolveSeatChoice,
  SeatedEventFieldsSchema,
  type SeatingPlan,
  type TicketSeat,
  type ZoneStates,
} from '@carcajada/domain/seating';
import { readSeatingPlan } from './plan-store.js';
import { readZoneStates } from './seat-views.js';

/** A seated date's fields as its sales read them: its plan, categories (name → type) and door seats. */
export interface SeatedDate {
  planId: string;
  categories: Record<string, string>;
  door: Set<string>;
}

/** Null for a general-admission date. */
export function seatedDateOf(event: unknown): SeatedDate | null {
  const fields = SeatedEventFieldsSchema.safeParse(event);
  const planId = fields.success ? fields.data.seating_plan_id : null;
  if (!fields.success || !planId) return null;
  return { planId, categories: fields.data.seat_categories ?? {}, door: new Set(fields.data.box_office_seats ?? []) };
}

/** Seat id → its zone's id. */
export function zoneIndex(plan: SeatingPlan): Map<string, string> {
  const zoneOf = new Map<string, string>();
  for (const zone of plan.zones)
    for (const row of zone.rows) for (const seat of row.seats) zoneOf.set(seat.id, zone.id);
  return zoneOf;
}

/** The states with these seats read as taken (free ones only). */
export function markLost(plan: SeatingPlan, states: ZoneStates, lost: ReadonlySet<string>): ZoneStates {
  if (lost.size === 0) return states;
  const marked: Record<string, string> = {};
  for (const zone of plan.zones) {
    let index = 0;
    let state = '';
    for (const row of zone.rows)
      for (const seat of row.seats) {
        const char = states[zone.id]?.[index] ?? '0';
        state += lost.has(seat.id) && char === '0' ? '1' : char;
        index += 1;
      }
    marked[zone.id] = state;
  }
  return marked;
}

/** A seat picked for an offer: how a ticket names it, and the zone whose view its claim refreshes. */
export interface PickedSeat {
  seat: TicketSeat;
  zoneId: string;
}

/** Best available seats of a category (by name), `quantity` of them; null when it has too few free. */
export type SeatPicker = (category: string, quantity: number) => PickedSeat[] | null;

/**
 * Best available for a date's waitlist offers (docs/waitlist.md, "Seated dates"): the plan and
 * the zones' states read once (views and the claims since), then one pick per offer in turn, each
 * pick's seats read as taken by the next. Null for a general-admission date. The claims created
 * with the offers are what guard the seats: a seat claimed meanwhile fails the offers' write.
 */
export async function bestSeatPicker(eventId: string, event: unknown): Promise<SeatPicker | null> {
  const date = seatedDateOf(event);
  if (!date) return null;
  const { plan } = await readSeatingPlan(date.planId);
  const zoneOf = zoneIndex(plan);
  const states = await readZoneStates(eventId, plan, date.door);
  const picked = new Set<string>();
  return (categoryName, quantity) => {
    const category = plan.categories.find((candidate) => candidate.name === categoryName);
    if (!category || !date.categories[category.name]) return null;
    const ids = bestAvailableSeats(plan, markLost(plan, states, picked), category.id, quantity);
    const choice = ids ? resolveSeatChoice(plan, ids, date.door) : null;
    if (!ids || !choice?.ok) return null;
    ids.forEach((id) => picked.add(id));
    return choice.seats.map((seat) => ({ seat, zoneId: zoneOf.get(seat.seatId)! }));
  };
}
