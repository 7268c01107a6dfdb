import { z } from 'zod';
import type { PlanRow, PlanSeat, PlanZone, SeatCategory, SeatingPlan } from './model.js';
import { checkSeatingPlan, type PlanCheck } from './plan-schema.js';
import { issueText, listedProblems } from './problems.js';

// no generated code: the web's Content-Security-Policy forbids eval, and zod's JIT probes for it
z.config({ jitless: true });

/**
 * pretix's seating-plan JSON, exactly as its schema (pretix/static/seating/seating-plan.schema.json,
 * draft-07) has it: every object closed (`additionalProperties: false`), the same required fields,
 * integers where it says integer.
 */
const position = z.strictObject({ x: z.number(), y: z.number() });
const int = z.number().int();
const nullableText = z.string().nullable();

const pretixSeat = z.strictObject({
  seat_guid: z.string(),
  seat_number: z.string(),
  uuid: z.string().optional(),
  start_direction: nullableText.optional(),
  radius: int.optional(),
  position,
  category: z.string(),
});

const pretixRow = z.strictObject({
  row_number: z.string(),
  row_label: nullableText.optional(),
  seat_label: nullableText.optional(),
  uuid: z.string().optional(),
  seats: z.array(pretixSeat),
  row_number_position: z.enum(['start', 'end', 'both']).nullable().optional(),
  position: position.optional(),
});

const pretixArea = z.strictObject({
  color: z.string().optional(),
  border_color: z.string().optional(),
  rotation: z.number().optional(),
  position: position.optional(),
  uuid: z.string().optional(),
  shape: z.enum(['polygon', 'rectangle', 'ellipse', 'circle', 'text']).optional(),
  polygon: z.strictObject({ points: z.array(position) }).optional(),
  rectangle: z.strictObject({ width: int, height: int }).optional(),
  ellipse: z.strictObject({ radius: position }).optional(),
  circle: z.strictObject({ radius: int }).optional(),
  text: z.strictObject({ text: z.string(), color: z.string().optional(), size: int.optional(), position }).optional(),
});

const pretixZone = z.strictObject({
  name: z.string().optional(),
  zone_id: z.string().optional(),
  uuid: z.string().optional(),
  position,
  rows: z.array(pretixRow),
  areas: z.array(pretixArea).optional(),
});

export const pretixPlanSchema = z.strictObject({
  name: z.string(),
  zones: z.array(pretixZone),
  categories: z.array(z.strictObject({ name: z.string(), color: z.string().optional() })),
  size: z.strictObject({ width: int, height: int }),
});

export type PretixPlan = z.infer<typeof pretixPlanSchema>;
type PretixZone = PretixPlan['zones'][number];
type PretixRow = PretixZone['rows'][number];
type PretixSeat = PretixRow['seats'][number];

/** Colours for categories a file names without one, in order. */
export const CATEGORY_PALETTE = ['#E4572E', '#2E86AB', '#7B2D8B', '#F2A541', '#3BB273', '#C0392B', '#5D6D7E'];

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter((entry) => entry[1] !== undefined)) as T;
}

function seatFrom(seat: PretixSeat, categoryIds: Map<string, string>): PlanSeat {
  return defined({
    id: seat.seat_guid,
    number: seat.seat_number,
    position: seat.position,
    // an unknown name stays as it came, and planProblems names it
    category: categoryIds.get(seat.category) ?? seat.category,
    radius: seat.radius,
    start_direction: seat.start_direction,
  });
}

function rowFrom(row: PretixRow, categoryIds: Map<string, string>): PlanRow {
  return defined({
    label: row.row_number,
    position: row.position ?? { x: 0, y: 0 },
    seats: row.seats.map((seat) => seatFrom(seat, categoryIds)),
    row_label: row.row_label,
    seat_label: row.seat_label,
    uuid: row.uuid,
    row_number_position: row.row_number_position,
  });
}

function zoneFrom(zone: PretixZone, index: number, categoryIds: Map<string, string>): PlanZone {
  return defined({
    id: `z${index + 1}`,
    name: zone.name?.trim() || `Zona ${index + 1}`,
    position: zone.position,
    rows: zone.rows.map((row) => rowFrom(row, categoryIds)),
    areas: zone.areas,
    zone_id: zone.zone_id,
    uuid: zone.uuid,
  });
}

/** Seats naming a category the file does not define (pretix's schema cannot say it; we must). */
function unknownCategoryProblems(file: PretixPlan): string[] {
  const names = new Set(file.categories.map((category) => category.name));
  const problems: string[] = [];
  file.zones.forEach((zone, zoneIndex) =>
    zone.rows.forEach((row, rowIndex) =>
      row.seats.forEach((seat, seatIndex) => {
        if (!names.has(seat.category))
          problems.push(
            `zona ${zoneIndex + 1} › fila ${rowIndex + 1} › silla ${seatIndex + 1}: la categoría «${seat.category}» no está en «categories».`,
          );
      }),
    ),
  );
  return problems;
}

/**
 * A pretix seating-plan file as our plan named `name`: a seat's id is its `seat_guid`, its
 * category the pretix category of that name. A malformed file answers what is wrong, in Spanish.
 * Seats' `uuid`s are not kept (docs/seating.md).
 */
export function importPretixPlan(file: unknown, name: string): PlanCheck {
  const parsed = pretixPlanSchema.safeParse(file, { reportInput: true });
  if (!parsed.success) return { ok: false, problems: listedProblems(parsed.error.issues.map(issueText)) };
  const unknown = unknownCategoryProblems(parsed.data);
  const categories: SeatCategory[] = parsed.data.categories.map((category, index) => ({
    id: `c${index + 1}`,
    name: category.name,
    color: category.color ?? CATEGORY_PALETTE[index % CATEGORY_PALETTE.length]!,
  }));
  const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
  const plan: SeatingPlan = {
    name,
    venue: { name, address: '', city: '' },
    size: parsed.data.size,
    categories,
    zones: parsed.data.zones.map((zone, index) => zoneFrom(zone, index, categoryIds)),
  };
  return unknown.length ? { ok: false, problems: listedProblems(unknown) } : checkSeatingPlan(plan);
}

/** Our plan in pretix's format: flags and blocked seats are ours and not part of it. */
export function exportPretixPlan(plan: SeatingPlan): PretixPlan {
  const names = new Map(plan.categories.map((category) => [category.id, category.name]));
  return {
    name: plan.name,
    categories: plan.categories.map((category) => ({ name: category.name, color: category.color })),
    zones: plan.zones.map((zone) =>
      defined({
        name: zone.name,
        zone_id: zone.zone_id,
        uuid: zone.uuid,
        position: zone.position,
        areas: zone.areas as PretixZone['areas'],
        rows: zone.rows.map((row) =>
          defined({
            row_number: row.label,
            row_label: row.row_label,
            seat_label: row.seat_label,
            uuid: row.uuid,
            row_number_position: row.row_number_position,
            position: row.position,
            seats: row.seats.map((seat) =>
              defined({
                seat_guid: seat.id,
                seat_number: seat.number,
                position: seat.position,
                category: names.get(seat.category) ?? seat.category,
                radius: seat.radius,
                start_direction: seat.start_direction,
              }),
            ),
          }),
        ),
      }),
    ),
    size: plan.size,
  };
}
