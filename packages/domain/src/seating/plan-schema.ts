import { z } from 'zod';
import {
  MAX_CATEGORIES_PER_PLAN,
  MAX_LABEL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SEAT_ID_LENGTH,
  MAX_SEATS_PER_PLAN,
  MAX_STORED_DOCUMENT_BYTES,
  MAX_ZONES_PER_PLAN,
  PLAN_COLOR_PATTERN,
  planSeats,
  type SeatingPlan,
} from './model.js';
import { issueText, listedProblems } from './problems.js';
import { zoneDocumentBytes } from './storage.js';

// no generated code: the web's Content-Security-Policy forbids eval, and zod's JIT probes for it
z.config({ jitless: true });

/** A seat's id: later a document id and a map key, so no slash, not "." or "..", not `__…__`. */
export const seatIdSchema = z
  .string()
  .min(1)
  .max(MAX_SEAT_ID_LENGTH)
  .regex(/^(?!\.\.?$)(?!__.*__$)[^/\p{Cc}]+$/u, { message: 'no puede tener «/» ni caracteres de control' });

/** A colour as pretix and CSS write it. */
export const colorSchema = z.string().regex(PLAN_COLOR_PATTERN, { message: 'no es un color' });

const coordinate = z.number().refine(Number.isFinite, { message: 'debe ser un número' });
export const positionSchema = z.strictObject({ x: coordinate, y: coordinate });
const rowLabel = z.string().max(MAX_LABEL_LENGTH);
const seatNumber = z.string().min(1).max(MAX_LABEL_LENGTH);
const shortId = z.string().regex(/^[A-Za-z0-9_-]{1,24}$/, { message: 'solo letras, números, «-» y «_» (máx. 24)' });

const seatSchema = z.strictObject({
  id: seatIdSchema,
  number: seatNumber,
  position: positionSchema,
  category: shortId,
  wheelchair: z.boolean().optional(),
  companion: z.boolean().optional(),
  restricted_view: z.boolean().optional(),
  blocked: z.boolean().optional(),
  radius: z.number().int().min(0).max(10_000).optional(),
  start_direction: z.string().max(4).nullable().optional(),
});

export const rowSchema = z.strictObject({
  label: rowLabel,
  position: positionSchema,
  seats: z.array(seatSchema),
  row_label: z.string().max(MAX_NAME_LENGTH).nullable().optional(),
  seat_label: z.string().max(MAX_NAME_LENGTH).nullable().optional(),
  uuid: z.string().max(MAX_SEAT_ID_LENGTH).optional(),
  row_number_position: z.enum(['start', 'end', 'both']).nullable().optional(),
});

export const zoneSchema = z.strictObject({
  id: shortId,
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  position: positionSchema,
  rows: z.array(rowSchema),
  areas: z.array(z.unknown()).optional(),
  zone_id: z.string().max(MAX_NAME_LENGTH).optional(),
  uuid: z.string().max(MAX_SEAT_ID_LENGTH).optional(),
});

/** A whole plan as `saveSeatingPlan` receives it and the editor keeps it. */
export const seatingPlanSchema = z.strictObject({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  venue: z.strictObject({
    name: z.string().trim().max(MAX_NAME_LENGTH),
    address: z.string().trim().max(200),
    city: z.string().trim().max(MAX_NAME_LENGTH),
  }),
  size: z.strictObject({ width: z.number().int().min(1), height: z.number().int().min(1) }),
  categories: z
    .array(z.strictObject({ id: shortId, name: z.string().trim().min(1).max(MAX_NAME_LENGTH), color: colorSchema }))
    .min(1)
    .max(MAX_CATEGORIES_PER_PLAN),
  zones: z.array(zoneSchema).max(MAX_ZONES_PER_PLAN),
});

function duplicates(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

/**
 * What the shape cannot say: ids and names used twice, seats of unknown categories, too many
 * seats, a zone too large to be stored as one document. Empty when the plan can be stored.
 */
export function planProblems(plan: SeatingPlan): string[] {
  const problems: string[] = [];
  for (const id of duplicates(plan.categories.map((category) => category.id)))
    problems.push(`La categoría con id «${id}» está repetida.`);
  for (const name of duplicates(plan.categories.map((category) => category.name)))
    problems.push(`La categoría «${name}» está repetida.`);
  for (const id of duplicates(plan.zones.map((zone) => zone.id)))
    problems.push(`La zona con id «${id}» está repetida.`);
  const categoryIds = new Set(plan.categories.map((category) => category.id));
  const seatIds: string[] = [];
  for (const { zone, row, seat } of planSeats(plan)) {
    seatIds.push(seat.id);
    if (!categoryIds.has(seat.category))
      problems.push(
        `${zone.name} › fila ${row.label} › silla ${seat.number}: la categoría «${seat.category}» no existe.`,
      );
  }
  for (const id of duplicates(seatIds)) problems.push(`El id de silla (seat_guid) «${id}» está repetido.`);
  if (seatIds.length > MAX_SEATS_PER_PLAN)
    problems.push(`El plano tiene ${seatIds.length} sillas: el máximo es ${MAX_SEATS_PER_PLAN}.`);
  if (seatIds.length === 0) problems.push('El plano no tiene sillas.');
  for (const zone of plan.zones) {
    const bytes = zoneDocumentBytes('x'.repeat(20), zone);
    if (bytes > ZONE_BYTES_ALLOWED)
      problems.push(
        `La zona «${zone.name}» es demasiado grande para guardarse (${Math.ceil(bytes / 1000)} kB de ${ZONE_BYTES_ALLOWED / 1000} kB): divídela en dos zonas.`,
      );
  }
  return problems;
}

/** The room a zone may take; plan ids are at most 20 characters (Firestore's auto ids). */
const ZONE_BYTES_ALLOWED = MAX_STORED_DOCUMENT_BYTES;

export type PlanCheck = { ok: true; plan: SeatingPlan } | { ok: false; problems: string[] };

/** Reads a plan from a request: its shape, then `planProblems`; problems in Spanish, listed. */
export function checkSeatingPlan(input: unknown): PlanCheck {
  const parsed = seatingPlanSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { ok: false, problems: listedProblems(parsed.error.issues.map(issueText)) };
  const plan = parsed.data as SeatingPlan;
  const problems = planProblems(plan);
  return problems.length ? { ok: false, problems: listedProblems(problems) } : { ok: true, plan };
}
