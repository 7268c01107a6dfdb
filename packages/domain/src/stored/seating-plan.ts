// no zod here: a seated date's map reads the plan and its zones' views in a phone's first seconds,
// and zod's schemas and parse cost it about half a second of a slow phone's main thread
import {
  PLAN_COLOR_PATTERN,
  SEAT_FLAGS,
  UNKNOWN_SEAT_COLOR,
  type PlanPosition,
  type PlanRow,
  type PlanSeat,
  type PlanZone,
  type SeatCategory,
  type SeatingPlan,
} from '../seating/model.js';
import type { StoredPlanFields, StoredZoneSummary } from '../seating/storage.js';

/** seating_plans/{planId} as read, with any other field it holds (its timestamps). */
export type StoredPlan = StoredPlanFields & Record<string, unknown>;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** Every entry read by `read`, or null when one is not what it should be (the whole list then reads as none). */
function listOf<T>(value: unknown, read: (entry: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const list: T[] = [];
  for (const entry of value) {
    const item = read(entry);
    if (item === null) return null;
    list.push(item);
  }
  return list;
}

function readPosition(value: unknown): PlanPosition | null {
  if (!isRecord(value)) return null;
  const { x, y } = value;
  return typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y) ? { x, y } : null;
}

function readCategory(value: unknown): SeatCategory | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  const color =
    typeof value.color === 'string' && PLAN_COLOR_PATTERN.test(value.color) ? value.color : UNKNOWN_SEAT_COLOR;
  return { id: value.id, name: value.name, color };
}

function readZoneSummary(value: unknown): StoredZoneSummary | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return { id: value.id, name: text(value.name), seats: count(value.seats), sellable: count(value.sellable) };
}

/**
 * seating_plans/{planId} as read (the functions and the web read it here). A field missing or of
 * the wrong type reads as its empty value: a hand-written plan is judged, never crashes.
 */
export function parseStoredPlan(data: unknown): StoredPlan {
  const record = isRecord(data) ? data : {};
  const venue = isRecord(record.venue) ? record.venue : {};
  const size = isRecord(record.size) ? record.size : {};
  const sized = typeof size.width === 'number' && typeof size.height === 'number';
  return {
    ...record,
    organizerId: text(record.organizerId),
    name: text(record.name),
    venue: { name: text(venue.name), address: text(venue.address), city: text(venue.city) },
    size: sized ? { width: size.width as number, height: size.height as number } : { width: 800, height: 600 },
    categories: listOf(record.categories, readCategory) ?? [],
    zones: listOf(record.zones, readZoneSummary) ?? [],
    seat_count: count(record.seat_count),
    sellable_seats: count(record.sellable_seats),
  };
}

function readSeat(value: unknown): PlanSeat | null {
  if (!isRecord(value)) return null;
  const { id, number, category, radius, start_direction } = value;
  const position = readPosition(value.position);
  if (typeof id !== 'string' || !id || typeof number !== 'string' || !number || typeof category !== 'string')
    return null;
  if (!position) return null;
  const seat: PlanSeat = { id, number, position, category };
  for (const flag of [...SEAT_FLAGS, 'blocked'] as const) {
    if (value[flag] === undefined) continue;
    if (typeof value[flag] !== 'boolean') return null;
    seat[flag] = value[flag];
  }
  if (radius !== undefined) {
    if (typeof radius !== 'number' || !Number.isInteger(radius) || radius < 0) return null;
    seat.radius = radius;
  }
  if (start_direction !== undefined) {
    if (start_direction !== null && typeof start_direction !== 'string') return null;
    seat.start_direction = start_direction;
  }
  return seat;
}

const nullableText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

function readRow(value: unknown): PlanRow | null {
  if (!isRecord(value) || typeof value.label !== 'string') return null;
  const { row_label, seat_label, uuid, row_number_position } = value;
  const position = readPosition(value.position);
  const seats = listOf(value.seats, readSeat);
  if (!position || !seats || !nullableText(row_label) || !nullableText(seat_label)) return null;
  if (uuid !== undefined && typeof uuid !== 'string') return null;
  if (row_number_position !== undefined && ![null, 'start', 'end', 'both'].includes(row_number_position as string))
    return null;
  const row: PlanRow = { label: value.label, position, seats };
  if (row_label !== undefined) row.row_label = row_label;
  if (seat_label !== undefined) row.seat_label = seat_label;
  if (uuid !== undefined) row.uuid = uuid;
  if (row_number_position !== undefined)
    row.row_number_position = row_number_position as PlanRow['row_number_position'];
  return row;
}

/**
 * seating_plans/{planId}/zones/{zoneId} (or a date's view of it) as read; its rows as the callables
 * wrote them (checked by the editor's schema then): a broken row list reads as none.
 */
export function parseStoredZone(id: string, data: unknown): PlanZone & { sort: number } {
  const record = isRecord(data) ? data : {};
  const { areas, zone_id, uuid } = record;
  return {
    id,
    name: text(record.name),
    position: readPosition(record.position) ?? { x: 0, y: 0 },
    rows: listOf(record.rows, readRow) ?? [],
    sort: count(record.sort),
    ...(Array.isArray(areas) && { areas }),
    ...(typeof zone_id === 'string' && { zone_id }),
    ...(typeof uuid === 'string' && { uuid }),
  };
}

/** The whole plan from its document and its zones' (in the plan's order). */
export function planFromStored(plan: StoredPlan, zones: (PlanZone & { sort: number })[]): SeatingPlan {
  const ordered = [...zones].sort((a, b) => a.sort - b.sort).map(({ sort: _sort, ...zone }) => zone);
  return { name: plan.name, venue: plan.venue, size: plan.size, categories: plan.categories, zones: ordered };
}
