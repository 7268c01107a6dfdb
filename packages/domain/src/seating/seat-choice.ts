import { seatLabel } from './labels.js';
import type { PlanPosition, PlanSeat, PlanZone, SeatingPlan } from './model.js';
import type { TicketSeat } from './date-seats.js';
import { SEAT_VIEW_STATE } from './seat-views.js';

/**
 * Choosing seats on a seated date (docs/seated-dates.md, "Choosing: best available and suggestions"): the
 * state a map reads, the server's best available and its suggestion when a seat was lost, and a choice named
 * as a ticket names it. Pure: the callers read the plan, the views and the claims.
 */

/** What the choice needs of a plan: its drawing's size (the stage's default place) and zones. */
export type SeatLayout = Pick<SeatingPlan, 'size' | 'zones'>;

/** Each zone's `state` (SEAT_VIEW_STATE, rows-then-seats order), by zone id. */
export type ZoneStates = Readonly<Record<string, string>>;

/** A zone's view `state`: blocked seats, then seats claimed by a live ticket, then the door's still unsold. */
export function seatViewState(zone: PlanZone, claimed: ReadonlySet<string>, door: ReadonlySet<string>): string {
  let state = '';
  for (const row of zone.rows)
    for (const seat of row.seats)
      state += seat.blocked
        ? SEAT_VIEW_STATE.blocked
        : claimed.has(seat.id)
          ? SEAT_VIEW_STATE.taken
          : door.has(seat.id)
            ? SEAT_VIEW_STATE.door
            : SEAT_VIEW_STATE.free;
  return state;
}

/** `state` with these seats of the zone marked taken (claims newer than the view, seats just lost). */
export function withSeatsTaken(zone: PlanZone, state: string, taken: ReadonlySet<string>): string {
  let index = 0;
  let next = '';
  for (const row of zone.rows)
    for (const seat of row.seats) {
      const char = state[index] ?? SEAT_VIEW_STATE.free;
      next += taken.has(seat.id) && char !== SEAT_VIEW_STATE.blocked ? SEAT_VIEW_STATE.taken : char;
      index += 1;
    }
  return next;
}

interface Spot {
  id: string;
  x: number;
  y: number;
}

const STAGE_WORDS = /\b(stage|escenario|tarima)\b/i;

function areaText(area: unknown): string {
  if (typeof area !== 'object' || area === null) return '';
  const { name, text } = area as { name?: unknown; text?: { text?: unknown } };
  if (typeof name === 'string') return name;
  return typeof text?.text === 'string' ? text.text : '';
}

function areaCentre(area: unknown): PlanPosition | null {
  const { position, rectangle } = area as { position?: PlanPosition; rectangle?: { width?: number; height?: number } };
  if (typeof position?.x !== 'number' || typeof position.y !== 'number') return null;
  return {
    x: position.x + (typeof rectangle?.width === 'number' ? rectangle.width / 2 : 0),
    y: position.y + (typeof rectangle?.height === 'number' ? rectangle.height / 2 : 0),
  };
}

/** Where the show is: an area named stage ("ESCENARIO", pretix's "Stage"), else the drawing's top centre. */
export function stagePoint(layout: SeatLayout): PlanPosition {
  for (const zone of layout.zones)
    for (const area of zone.areas ?? []) {
      const centre = STAGE_WORDS.test(areaText(area)) ? areaCentre(area) : null;
      if (centre) return { x: zone.position.x + centre.x, y: zone.position.y + centre.y };
    }
  return { x: layout.size.width / 2, y: 0 };
}

/**
 * The free seats of a category, row by row, left to right, each with its place on the drawing,
 * split where the row has a gap (an aisle, a removed seat): runs of seats side by side.
 */
function freeRuns(layout: SeatLayout, states: ZoneStates, categoryId: string): Spot[][] {
  const runs: Spot[][] = [];
  for (const zone of layout.zones) {
    const state = states[zone.id] ?? '';
    let index = 0;
    for (const row of zone.rows) {
      const placed = row.seats.map((seat) => ({ seat, char: state[index++] ?? SEAT_VIEW_STATE.free }));
      const pitch = seatPitch(row.seats);
      placed.sort((a, b) => a.seat.position.x - b.seat.position.x);
      let run: Spot[] = [];
      let lastX = Number.NEGATIVE_INFINITY;
      for (const { seat, char } of placed) {
        const free = char === SEAT_VIEW_STATE.free && seat.category === categoryId && !seat.blocked;
        const beside = seat.position.x - lastX <= pitch * 1.5;
        if (!free || !beside) {
          if (run.length > 0) runs.push(run);
          run = [];
        }
        if (free)
          run.push({
            id: seat.id,
            x: zone.position.x + row.position.x + seat.position.x,
            y: zone.position.y + row.position.y + seat.position.y,
          });
        lastX = seat.position.x;
      }
      if (run.length > 0) runs.push(run);
    }
  }
  return runs;
}

/** The usual distance between neighbours in a row (its smallest step). */
function seatPitch(seats: readonly PlanSeat[]): number {
  const xs = seats.map((seat) => seat.position.x).sort((a, b) => a - b);
  let pitch = Number.POSITIVE_INFINITY;
  for (let index = 1; index < xs.length; index += 1) {
    const step = xs[index]! - xs[index - 1]!;
    if (step > 0) pitch = Math.min(pitch, step);
  }
  return Number.isFinite(pitch) ? pitch : 1;
}

function distance(spots: readonly Spot[], target: PlanPosition): number {
  const x = spots.reduce((sum, spot) => sum + spot.x, 0) / spots.length;
  const y = spots.reduce((sum, spot) => sum + spot.y, 0) / spots.length;
  return Math.hypot(x - target.x, y - target.y);
}

/**
 * `quantity` free seats of the category nearest `target`: side by side in one row when any row has
 * them (a choice that leaves no single free seat alone beside it first), else the nearest seats
 * one by one. Null when the category has fewer free seats.
 */
function nearestSeats(
  layout: SeatLayout,
  states: ZoneStates,
  categoryId: string,
  quantity: number,
  target: PlanPosition,
): string[] | null {
  const runs = freeRuns(layout, states, categoryId);
  let best: { ids: string[]; stranded: number; distance: number } | null = null;
  for (const run of runs)
    for (let start = 0; start + quantity <= run.length; start += 1) {
      const window = run.slice(start, start + quantity);
      const stranded = Number(start === 1) + Number(run.length - start - quantity === 1);
      const candidate = { ids: window.map((spot) => spot.id), stranded, distance: distance(window, target) };
      if (
        !best ||
        candidate.stranded < best.stranded ||
        (candidate.stranded === best.stranded && candidate.distance < best.distance)
      )
        best = candidate;
    }
  if (best) return best.ids;
  const singles = runs.flat();
  if (singles.length < quantity) return null;
  return singles
    .map((spot) => ({ id: spot.id, distance: distance([spot], target) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, quantity)
    .map((spot) => spot.id);
}

/**
 * "Mejores disponibles": `quantity` adjacent free seats of the category in one row, nearest the
 * stage's centre, never leaving a single free seat stranded when another choice exists; when no
 * row has them side by side, the free seats nearest the stage. Null: not enough free seats.
 */
export function bestAvailableSeats(
  layout: SeatLayout,
  states: ZoneStates,
  categoryId: string,
  quantity: number,
): string[] | null {
  return nearestSeats(layout, states, categoryId, quantity, stagePoint(layout));
}

/**
 * What `seatTaken` offers: as many free seats of the category as were asked, nearest the seats
 * asked for (adjacent when possible). Empty when the category has not enough left.
 */
export function nearbySeatSuggestion(
  layout: SeatLayout,
  states: ZoneStates,
  categoryId: string,
  asked: readonly string[],
): string[] {
  const places: Spot[] = [];
  for (const zone of layout.zones)
    for (const row of zone.rows)
      for (const seat of row.seats)
        if (asked.includes(seat.id))
          places.push({
            id: seat.id,
            x: zone.position.x + row.position.x + seat.position.x,
            y: zone.position.y + row.position.y + seat.position.y,
          });
  const target = places.length > 0 ? { x: centre(places, 'x'), y: centre(places, 'y') } : stagePoint(layout);
  return nearestSeats(layout, states, categoryId, asked.length, target) ?? [];
}

function centre(spots: readonly Spot[], axis: 'x' | 'y'): number {
  return spots.reduce((sum, spot) => sum + spot[axis], 0) / spots.length;
}

/** A choice of seats judged against the plan, the door's seats and the category names. */
export type SeatChoice =
  | { ok: true; categoryId: string; categoryName: string; seats: TicketSeat[]; zoneIds: string[] }
  | { ok: false; reason: 'seatNotInPlan' | 'seatBlocked' | 'seatNotAtDoor'; seats: string[] }
  | { ok: false; reason: 'seatCategoryMismatch' };

/**
 * Seat ids → the ticket's `seats`, in the order asked: unknown ids are `seatNotInPlan`, blocked or
 * door seats `seatBlocked` (not on sale online), seats of two categories `seatCategoryMismatch`.
 */
export function resolveSeatChoice(
  plan: Pick<SeatingPlan, 'zones' | 'categories'>,
  seatIds: readonly string[],
  door: ReadonlySet<string> = new Set(),
): SeatChoice {
  const found = new Map<string, { zone: PlanZone; row: string; seat: PlanSeat }>();
  const wanted = new Set(seatIds);
  for (const zone of plan.zones)
    for (const row of zone.rows)
      for (const seat of row.seats) if (wanted.has(seat.id)) found.set(seat.id, { zone, row: row.label, seat });
  const unknown = seatIds.filter((id) => !found.has(id));
  if (unknown.length > 0) return { ok: false, reason: 'seatNotInPlan', seats: unknown };
  const closed = seatIds.filter((id) => found.get(id)!.seat.blocked || door.has(id));
  if (closed.length > 0) return { ok: false, reason: 'seatBlocked', seats: closed };
  const categoryIds = new Set(seatIds.map((id) => found.get(id)!.seat.category));
  if (categoryIds.size !== 1) return { ok: false, reason: 'seatCategoryMismatch' };
  const categoryId = [...categoryIds][0]!;
  const categoryName = plan.categories.find((category) => category.id === categoryId)?.name ?? categoryId;
  const seats = seatIds.map((id) => {
    const { zone, row, seat } = found.get(id)!;
    const place = { zone: zone.name, row, number: seat.number };
    return { seatId: id, ...place, category: categoryName, label: seatLabel(place) };
  });
  const zoneIds = [...new Set(seatIds.map((id) => found.get(id)!.zone.id))];
  return { ok: true, categoryId, categoryName, seats, zoneIds };
}

/** The categories of a plan that have seats to sell (every one must be mapped to a ticket type). */
export function sellableCategoryNames(plan: Pick<SeatingPlan, 'zones' | 'categories'>): string[] {
  const used = new Set<string>();
  for (const zone of plan.zones)
    for (const row of zone.rows) for (const seat of row.seats) if (!seat.blocked) used.add(seat.category);
  return plan.categories.filter((category) => used.has(category.id)).map((category) => category.name);
}

/**
 * A door sale's seats: as `resolveSeatChoice` judges them (blocked seats are `seatBlocked`), and
 * only the door's own (`box_office_seats`; others are `seatNotAtDoor`).
 */
export function resolveDoorSeatChoice(
  plan: Pick<SeatingPlan, 'zones' | 'categories'>,
  seatIds: readonly string[],
  door: ReadonlySet<string>,
): SeatChoice {
  const choice = resolveSeatChoice(plan, seatIds);
  if (!choice.ok) return choice;
  const outside = seatIds.filter((id) => !door.has(id));
  return outside.length > 0 ? { ok: false, reason: 'seatNotAtDoor', seats: outside } : choice;
}

/**
 * The states as the door sees them: its unsold seats (`d`) are the free ones and every seat sold
 * online is not its to sell, so best available and suggestions at the door pick door seats only.
 */
export function doorZoneStates(states: ZoneStates): ZoneStates {
  const door: Record<string, string> = {};
  for (const [zoneId, state] of Object.entries(states))
    door[zoneId] = [...state]
      .map((char) =>
        char === SEAT_VIEW_STATE.door
          ? SEAT_VIEW_STATE.free
          : char === SEAT_VIEW_STATE.free
            ? SEAT_VIEW_STATE.taken
            : char,
      )
      .join('');
  return door;
}
