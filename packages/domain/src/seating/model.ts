/**
 * A seating plan as the editor, the callables and the pretix import/export see it (docs/seating.md).
 * Positions are pretix's: a zone's from the plan's origin, a row's from its zone, a seat's from
 * its row. Fields in snake_case after `…` are pretix's own, kept only so an export gives them back.
 */
export interface PlanPosition {
  x: number;
  y: number;
}

/** A seat whose category is unknown is drawn in this colour. */
export const UNKNOWN_SEAT_COLOR = '#888888';

/** A colour as pretix and CSS write it. */
export const PLAN_COLOR_PATTERN = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,20}|rgba?\([\d\s.,%]{1,40}\))$/;

export interface SeatCategory {
  /** Stable inside the plan ("c1", …); seats name their category by it. */
  id: string;
  /** What tickets, dates (`seat_categories`) and pretix name the category by. */
  name: string;
  /** A CSS colour, "#RRGGBB". */
  color: string;
}

export interface PlanSeat {
  /** Unique in the plan; an imported seat's is its `seat_guid`. */
  id: string;
  /** As pretix has it: a string ("12", "12A"). */
  number: string;
  position: PlanPosition;
  /** The id of one of the plan's categories. */
  category: string;
  wheelchair?: boolean;
  companion?: boolean;
  restricted_view?: boolean;
  /** Never sold (production, house seats). */
  blocked?: boolean;
  /** pretix: the seat's radius when drawn. */
  radius?: number;
  /** pretix: '<', '>' or '<>'. */
  start_direction?: string | null;
}

export interface PlanRow {
  /** The row's label ("F"): pretix's `row_number`. */
  label: string;
  position: PlanPosition;
  seats: PlanSeat[];
  row_label?: string | null;
  seat_label?: string | null;
  uuid?: string;
  row_number_position?: 'start' | 'end' | 'both' | null;
}

export interface PlanZone {
  /** Stable inside the plan ("z1", …): the id of its stored document. */
  id: string;
  name: string;
  position: PlanPosition;
  rows: PlanRow[];
  /** pretix's shapes (stage, bar, labels), kept as they came. */
  areas?: unknown[];
  zone_id?: string;
  uuid?: string;
}

export interface PlanVenue {
  name: string;
  address: string;
  city: string;
}

export interface SeatingPlan {
  name: string;
  venue: PlanVenue;
  /** The drawing's size in pixels. */
  size: { width: number; height: number };
  categories: SeatCategory[];
  zones: PlanZone[];
}

/** The flags a seat may carry (ours, not pretix's). */
export const SEAT_FLAGS = ['wheelchair', 'companion', 'restricted_view'] as const;
export type SeatFlag = (typeof SEAT_FLAGS)[number];

/** The contract's limit. */
export const MAX_SEATS_PER_PLAN = 20_000;
export const MAX_ZONES_PER_PLAN = 50;
export const MAX_CATEGORIES_PER_PLAN = 50;
/** No stored document over this (bytes, as Firestore counts them). */
export const MAX_STORED_DOCUMENT_BYTES = 500_000;
export const MAX_SEAT_ID_LENGTH = 64;
export const MAX_LABEL_LENGTH = 16;
export const MAX_NAME_LENGTH = 80;

/** Every seat of the plan with its zone and row. */
export function* planSeats(
  plan: Pick<SeatingPlan, 'zones'>,
): Generator<{ zone: PlanZone; row: PlanRow; seat: PlanSeat }> {
  for (const zone of plan.zones) for (const row of zone.rows) for (const seat of row.seats) yield { zone, row, seat };
}

export function zoneSeatCount(zone: PlanZone): number {
  return zone.rows.reduce((sum, row) => sum + row.seats.length, 0);
}

/** Seats that can be sold: every seat but the blocked ones. */
export function sellableSeatCount(plan: Pick<SeatingPlan, 'zones'>): number {
  let count = 0;
  for (const { seat } of planSeats(plan)) if (!seat.blocked) count += 1;
  return count;
}

export function zoneSellableCount(zone: PlanZone): number {
  return sellableSeatCount({ zones: [zone] });
}

/** What importSeatingPlan and saveSeatingPlan answer: the plan's id and its sellable seats. */
export interface SeatingPlanSaved {
  planId: string;
  seats: number;
}
