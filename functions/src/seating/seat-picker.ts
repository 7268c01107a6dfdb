import {
  bestAvailableSeats,
  resolveSeatChoice,
  SeatedEventFieldsSchema,
  seatViewState,
  type PlanZone,
  type SeatingPlan,
  type TicketSeat,
  type ZoneStates,
} from '@carcajada/domain/seating';
import { seatClaimsOf } from '../seats/seat-claims.js';
import { readSeatingPlan } from './plan-store.js';

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
export type SeatPicker = (category: string, quantity: number) => Promise<PickedSeat[] | null>;

/** A zone's state from its claims (the truth: a seat given back a moment ago is free, whatever the view says). */
async function claimedState(eventId: string, zone: PlanZone, door: Set<string>): Promise<string> {
  const claims = await seatClaimsOf(eventId).where('zoneId', '==', zone.id).get();
  return seatViewState(zone, new Set(claims.docs.map((claim) => claim.id)), door);
}

/**
 * Best available for a date's waitlist offers (docs/waitlist.md, "Seated dates"): the plan read
 * once, each zone holding a category asked read from its claims once (not from its view, which
 * shows seats just given back as taken for up to 2 s: the pass runs right after a return and
 * would pass its waiting people over), then one pick per offer in turn, each pick's seats read
 * as taken by the next. Null for a general-admission date. The claims created with the offers
 * are what guard the seats: a seat claimed meanwhile fails the offers' write.
 */
export async function bestSeatPicker(eventId: string, event: unknown): Promise<SeatPicker | null> {
  const date = seatedDateOf(event);
  if (!date) return null;
  const { plan } = await readSeatingPlan(date.planId);
  const zoneOf = zoneIndex(plan);
  const read = new Map<string, Promise<string>>();
  const picked = new Set<string>();
  return async (categoryName, quantity) => {
    const category = plan.categories.find((candidate) => candidate.name === categoryName);
    if (!category || !date.categories[category.name]) return null;
    // only the zones with seats of the category matter to the choice; the others read as empty
    const zones = plan.zones.filter((zone) =>
      zone.rows.some((row) => row.seats.some((s) => s.category === category.id)),
    );
    for (const zone of zones) if (!read.has(zone.id)) read.set(zone.id, claimedState(eventId, zone, date.door));
    const states: ZoneStates = Object.fromEntries(
      await Promise.all(zones.map(async (zone) => [zone.id, await read.get(zone.id)!] as const)),
    );
    const ids = bestAvailableSeats(plan, markLost(plan, states, picked), category.id, quantity);
    const choice = ids ? resolveSeatChoice(plan, ids, date.door) : null;
    if (!ids || !choice?.ok) return null;
    ids.forEach((id) => picked.add(id));
    return choice.seats.map((seat) => ({ seat, zoneId: zoneOf.get(seat.seatId)! }));
  };
}
