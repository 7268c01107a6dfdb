import {
  sellableSeatCount,
  zoneSeatCount,
  zoneSellableCount,
  type PlanVenue,
  type PlanZone,
  type SeatCategory,
  type SeatingPlan,
} from './model.js';

/**
 * Where a plan is stored (docs/seating.md, "Storage"): `seating_plans/{planId}` holds what a list
 * and a legend need (name, venue, categories, one summary per zone); each zone's rows and seats are
 * `seating_plans/{planId}/zones/{zoneId}`, so a view reads 1 + zones documents and no document
 * grows with the whole plan.
 */
export const SEATING_PLANS_COLLECTION = 'seating_plans';
export const PLAN_ZONES_COLLECTION = 'zones';

export function seatingPlanPath(planId: string): string {
  return `${SEATING_PLANS_COLLECTION}/${planId}`;
}

export function planZonePath(planId: string, zoneId: string): string {
  return `${SEATING_PLANS_COLLECTION}/${planId}/${PLAN_ZONES_COLLECTION}/${zoneId}`;
}

/** One zone in the plan document: enough to list it without reading its seats. */
export interface StoredZoneSummary {
  id: string;
  name: string;
  /** Every seat of the zone, blocked ones too. */
  seats: number;
  /** Its seats that can be sold (not blocked). */
  sellable: number;
}

/** seating_plans/{planId} without its timestamps. */
export interface StoredPlanFields {
  organizerId: string;
  name: string;
  venue: PlanVenue;
  size: { width: number; height: number };
  categories: SeatCategory[];
  zones: StoredZoneSummary[];
  seat_count: number;
  sellable_seats: number;
}

/** seating_plans/{planId}/zones/{zoneId}: the zone without its id (the document's). */
export type StoredZoneFields = Omit<PlanZone, 'id'> & { sort: number };

/** The documents of a plan: the plan's fields and one document per zone. */
export function seatingPlanDocuments(
  organizerId: string,
  plan: SeatingPlan,
): { plan: StoredPlanFields; zones: { id: string; data: StoredZoneFields }[] } {
  return {
    plan: {
      organizerId,
      name: plan.name,
      venue: plan.venue,
      size: plan.size,
      categories: plan.categories,
      zones: plan.zones.map((zone) => ({
        id: zone.id,
        name: zone.name,
        seats: zoneSeatCount(zone),
        sellable: zoneSellableCount(zone),
      })),
      seat_count: plan.zones.reduce((sum, zone) => sum + zoneSeatCount(zone), 0),
      sellable_seats: sellableSeatCount(plan),
    },
    zones: plan.zones.map((zone, sort) => ({ id: zone.id, data: zoneDocument(zone, sort) })),
  };
}

/** A zone as stored: optional fields left out when absent (Firestore refuses undefined). */
export function zoneDocument(zone: PlanZone, sort: number): StoredZoneFields {
  const { id: _id, ...fields } = zone;
  return withoutUndefined({ ...fields, sort }) as StoredZoneFields;
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry) => entry[1] !== undefined)
      .map(([key, inner]) => [key, withoutUndefined(inner)]),
  );
}

const utf8 = new TextEncoder();

function stringBytes(text: string): number {
  return utf8.encode(text).length + 1;
}

/**
 * A value's size as Firestore counts it (firebase.google.com/docs/firestore/storage-size): a
 * string its UTF-8 bytes + 1, a number or a timestamp 8, a boolean or null 1, a map its keys'
 * and values' sizes, an array its values'.
 */
export function firestoreValueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + firestoreValueBytes(item), 0);
  if (typeof value === 'object')
    return Object.entries(value).reduce(
      (sum, [key, inner]) => sum + (inner === undefined ? 0 : stringBytes(key) + firestoreValueBytes(inner)),
      0,
    );
  return 8;
}

/** A document's size: its name's (each path segment + 1, plus 16), its fields', plus 32. */
export function firestoreDocumentBytes(path: string, fields: object): number {
  const name = path.split('/').reduce((sum, segment) => sum + stringBytes(segment), 16);
  return name + firestoreValueBytes(fields) + 32;
}

/** The stored size of a zone's document in plan `planId` (its place in the plan's order counted as a number). */
export function zoneDocumentBytes(planId: string, zone: PlanZone): number {
  return firestoreDocumentBytes(planZonePath(planId, zone.id), zoneDocument(zone, 0));
}
