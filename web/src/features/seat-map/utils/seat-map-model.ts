import {
  type PlanZone,
  SEAT_VIEW_STATE,
  seatLabel,
  type SeatPlace,
  type SeatTakenDetails,
  seatViewZoneFields,
  UNKNOWN_SEAT_COLOR,
} from '@carcajada/domain/seating';
import { parseStoredZone, type StoredPlan } from '@carcajada/domain/stored/seating-plan';
import type { ChosenSeat } from './seat-choice';

/** A seat as the buyer's map draws it: where, what, and whether it can be chosen now. */
export interface MapSeat {
  id: string;
  zoneId: string;
  place: SeatPlace;
  /** Its centre in the plan's pixels (zone + row + seat positions, as pretix adds them). */
  x: number;
  y: number;
  radius: number;
  categoryName: string;
  color: string;
  wheelchair: boolean;
  companion: boolean;
  restrictedView: boolean;
  /** free: on sale now; taken: held or sold; blocked: never sold online (blocked, kept for the door). */
  status: 'free' | 'taken' | 'blocked';
}

/** One row of one zone, in the plan's order; `states` changes only when one of its seats does. */
export interface MapRow {
  key: string;
  zoneId: string;
  zoneName: string;
  label: string;
  seats: MapSeat[];
  states: string;
}

export interface SeatMapModel {
  rows: MapRow[];
  seats: Map<string, MapSeat>;
  /** Where each seat is: its row's place in `rows` and its own in the row (the keyboard path). */
  places: Map<string, { row: number; seat: number }>;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

/** events/{eventId}/seat_views/{zoneId} as read: the zone (as the plan stores it) and its state string. */
export interface SeatView {
  zone: PlanZone & { sort: number };
  state: string;
}

export function readSeatView(zoneId: string, data: unknown): SeatView {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    zone: parseStoredZone(zoneId, seatViewZoneFields(record)),
    state: typeof record.state === 'string' ? record.state : '',
  };
}

const DEFAULT_RADIUS = 10;

/** A view's character → the buyer's state; anything unknown (or missing) reads as taken: never offered. */
function statusOf(char: string | undefined, blocked: boolean | undefined): MapSeat['status'] {
  if (blocked || char === SEAT_VIEW_STATE.blocked || char === SEAT_VIEW_STATE.door) return 'blocked';
  return char === SEAT_VIEW_STATE.free ? 'free' : 'taken';
}

/**
 * The plan's zones that have a view, in the plan's order, drawn from the views' geometry and
 * states. A seat of a category the date does not sell (`onSale`) reads as not available.
 */
export function seatMapModel(
  plan: StoredPlan,
  views: ReadonlyMap<string, SeatView>,
  onSale: (categoryName: string) => boolean = () => true,
): SeatMapModel {
  const categories = new Map(plan.categories.map((category) => [category.id, category]));
  const rows: MapRow[] = [];
  const seats = new Map<string, MapSeat>();
  const places = new Map<string, { row: number; seat: number }>();
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const summary of plan.zones) {
    const view = views.get(summary.id);
    if (!view) continue;
    const { zone, state } = view;
    const zoneName = zone.name || summary.name;
    let index = 0;
    for (const row of zone.rows) {
      const mapRow: MapRow = {
        key: `${zone.id}/${rows.length}`,
        zoneId: zone.id,
        zoneName,
        label: row.label,
        seats: [],
        states: '',
      };
      for (const seat of row.seats) {
        const char = state[index];
        index += 1;
        const category = categories.get(seat.category);
        const mapSeat: MapSeat = {
          id: seat.id,
          zoneId: zone.id,
          place: { zone: zoneName, row: row.label, number: seat.number },
          x: zone.position.x + row.position.x + seat.position.x,
          y: zone.position.y + row.position.y + seat.position.y,
          radius: seat.radius || DEFAULT_RADIUS,
          categoryName: category?.name ?? '',
          color: category?.color ?? UNKNOWN_SEAT_COLOR,
          wheelchair: seat.wheelchair === true,
          companion: seat.companion === true,
          restrictedView: seat.restricted_view === true,
          status: statusOf(char, seat.blocked || !onSale(category?.name ?? '')),
        };
        places.set(seat.id, { row: rows.length, seat: mapRow.seats.length });
        mapRow.seats.push(mapSeat);
        mapRow.states += mapSeat.status[0];
        seats.set(seat.id, mapSeat);
        bounds.minX = Math.min(bounds.minX, mapSeat.x - mapSeat.radius);
        bounds.minY = Math.min(bounds.minY, mapSeat.y - mapSeat.radius);
        bounds.maxX = Math.max(bounds.maxX, mapSeat.x + mapSeat.radius);
        bounds.maxY = Math.max(bounds.maxY, mapSeat.y + mapSeat.radius);
      }
      if (mapRow.seats.length > 0) rows.push(mapRow);
    }
  }
  if (seats.size === 0) Object.assign(bounds, { minX: 0, minY: 0, maxX: plan.size.width, maxY: plan.size.height });
  return { rows, seats, places, bounds };
}

/** Where a row's label is drawn: left of its first seat. */
export function rowLabelAt(row: MapRow): { x: number; y: number } {
  const first = row.seats[0]!;
  return { x: first.x - first.radius - 6, y: first.y };
}

/** The seat that takes Tab first: the first free one in the plan's order, else the first seat. */
export function firstFreeSeat(model: SeatMapModel): string | null {
  for (const row of model.rows) for (const seat of row.seats) if (seat.status === 'free') return seat.id;
  return model.rows[0]?.seats[0]?.id ?? null;
}

export function chosenSeat(seat: MapSeat): ChosenSeat {
  return { id: seat.id, label: seatLabel(seat.place), category: seat.categoryName };
}

export const SEAT_MAP_TEXTS = {
  otherCategory: (category: string) => `Cada compra es de una sola localidad: empezamos de nuevo con ${category}.`,
  limit: (limit: number) =>
    limit === 1 ? 'En esta compra puedes elegir 1 silla.' : `En esta compra puedes elegir hasta ${limit} sillas.`,
  notFree: 'Esa silla no está libre.',
} as const;

export interface SeatToggle {
  seats: ChosenSeat[];
  /** Why the choice is not what the tap asked, or changed more than it (for the live region). */
  note: string | null;
}

/**
 * A tap, Enter or Space on a seat: a chosen seat is let go; a free one is added, up to `limit`
 * (the type's per-order limit); a seat of another category starts the choice over (one category
 * per order), saying so.
 */
export function toggleSeat(chosen: readonly ChosenSeat[], seat: MapSeat, limit: number): SeatToggle {
  if (chosen.some((other) => other.id === seat.id))
    return { seats: chosen.filter((other) => other.id !== seat.id), note: null };
  if (seat.status !== 'free') return { seats: [...chosen], note: SEAT_MAP_TEXTS.notFree };
  if (chosen.length > 0 && chosen[0]!.category !== seat.categoryName)
    return { seats: [chosenSeat(seat)], note: SEAT_MAP_TEXTS.otherCategory(seat.categoryName) };
  if (chosen.length >= limit) return { seats: [...chosen], note: SEAT_MAP_TEXTS.limit(limit) };
  return { seats: [...chosen, chosenSeat(seat)], note: null };
}

/** The chosen seats a newer view shows taken by someone else (the map then lets them go). */
export function seatsLostMeanwhile(chosen: readonly ChosenSeat[], model: SeatMapModel): string[] {
  return chosen.filter((seat) => model.seats.get(seat.id)?.status !== 'free').map((seat) => seat.id);
}

/** `seatTaken`: the suggestion chosen instead (the seats the map knows), in the order given. */
export function suggestedSeats(details: SeatTakenDetails, model: SeatMapModel): ChosenSeat[] {
  return details.suggestion.flatMap((id) => {
    const seat = model.seats.get(id);
    return seat ? [chosenSeat(seat)] : [];
  });
}

export type SeatKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export function isSeatKey(key: string): key is SeatKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);
}

/**
 * The map's keyboard path: left and right along the row, Home and End to its ends, up and down to
 * the previous or next row (across zones), to the seat nearest on the drawing. Taken seats are
 * reachable too (a screen reader says they are taken). Null: no seat that way.
 */
export function neighbourSeat(model: SeatMapModel, id: string, key: SeatKey): string | null {
  const place = model.places.get(id);
  if (!place) return model.rows[0]?.seats[0]?.id ?? null;
  const row = model.rows[place.row]!;
  if (key === 'ArrowLeft') return row.seats[place.seat - 1]?.id ?? null;
  if (key === 'ArrowRight') return row.seats[place.seat + 1]?.id ?? null;
  if (key === 'Home') return row.seats[0]!.id;
  if (key === 'End') return row.seats[row.seats.length - 1]!.id;
  const next = model.rows[place.row + (key === 'ArrowUp' ? -1 : 1)];
  if (!next) return null;
  const x = row.seats[place.seat]!.x;
  let nearest = next.seats[0]!;
  for (const seat of next.seats) if (Math.abs(seat.x - x) < Math.abs(nearest.x - x)) nearest = seat;
  return nearest.id;
}
