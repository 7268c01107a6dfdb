import { z } from 'zod';
import type { PlanZone, SeatingPlan } from './model.js';
import { colorSchema, rowSchema, positionSchema } from './plan-schema.js';
import type { StoredZoneSummary } from './storage.js';

// no generated code: the web's Content-Security-Policy forbids eval, and zod's JIT probes for it
z.config({ jitless: true });

const text = z.catch(z.string(), '');
const count = z.catch(z.number().int().nonnegative(), 0);

/**
 * seating_plans/{planId} as read: the functions and the web parse it here once. A field missing
 * or of the wrong type reads as its empty value (a hand-written plan is judged, never crashes).
 */
export const storedPlanSchema = z.looseObject({
  organizerId: text,
  name: text,
  venue: z.catch(z.object({ name: text, address: text, city: text }), { name: '', address: '', city: '' }),
  size: z.catch(z.object({ width: z.number(), height: z.number() }), { width: 800, height: 600 }),
  categories: z.catch(
    z.array(z.object({ id: z.string(), name: z.string(), color: z.catch(colorSchema, '#888888') })),
    [],
  ),
  zones: z.catch(z.array(z.object({ id: z.string(), name: text, seats: count, sellable: count })), []),
  seat_count: count,
  sellable_seats: count,
});

export type StoredPlan = z.infer<typeof storedPlanSchema> & { zones: StoredZoneSummary[] };

export function parseStoredPlan(data: unknown): StoredPlan {
  return storedPlanSchema.parse(data ?? {});
}

/** seating_plans/{planId}/zones/{zoneId} as read; its rows as written by the callables (a broken row list reads as none). */
const storedZoneSchema = z.looseObject({
  name: text,
  position: z.catch(positionSchema, { x: 0, y: 0 }),
  rows: z.catch(z.array(rowSchema), []),
  areas: z.catch(z.optional(z.array(z.unknown())), undefined),
  zone_id: z.catch(z.optional(z.string()), undefined),
  uuid: z.catch(z.optional(z.string()), undefined),
  sort: count,
});

export function parseStoredZone(id: string, data: unknown): PlanZone & { sort: number } {
  const { name, position, rows, areas, zone_id, uuid, sort } = storedZoneSchema.parse(data ?? {});
  return {
    id,
    name,
    position,
    rows,
    sort,
    ...(areas && { areas }),
    ...(zone_id !== undefined && { zone_id }),
    ...(uuid !== undefined && { uuid }),
  };
}

/** The whole plan from its document and its zones' (in the plan's order). */
export function planFromStored(plan: StoredPlan, zones: (PlanZone & { sort: number })[]): SeatingPlan {
  const ordered = [...zones].sort((a, b) => a.sort - b.sort).map(({ sort: _sort, ...zone }) => zone);
  return { name: plan.name, venue: plan.venue, size: plan.size, categories: plan.categories, zones: ordered };
}
