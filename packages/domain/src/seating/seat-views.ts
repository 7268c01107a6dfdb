import type { StoredZoneFields } from './storage.js';

/**
 * What a seated date's map reads (docs/seated-dates.md, "Storage: claims are the truth, views are what
 * the map reads"): the path of a zone's view, its stored fields and its state's alphabet. No zod
 * here: the buyer's map loads this module.
 */
export const SEAT_VIEWS_COLLECTION = 'seat_views';

export function seatViewPath(eventId: string, zoneId: string): string {
  return `events/${eventId}/${SEAT_VIEWS_COLLECTION}/${zoneId}`;
}

/** A view is refreshed at most this often per zone (the contract: one update every 2 s). */
export const SEAT_VIEW_PERIOD_MS = 2000;

/** One character per seat in a view's `state`. */
export const SEAT_VIEW_STATE = {
  free: '0',
  /** Held or sold (any live ticket). */
  taken: '1',
  /** Never sold (the plan's blocked seats). */
  blocked: 'b',
  /** Kept for the door (`box_office_seats`) and not yet sold there: not on sale online. */
  door: 'd',
} as const;
export type SeatViewChar = (typeof SEAT_VIEW_STATE)[keyof typeof SEAT_VIEW_STATE];

/**
 * events/{eventId}/seat_views/{zoneId} as stored: the zone as the plan stores it, as JSON text in
 * one string field (the buyer's Firestore SDK decodes one value, not a map per seat, from an
 * answer about a third smaller), and the date's `state`.
 */
export type SeatViewDocument<Time = unknown> = {
  planId: string;
  zone: string;
  state: string;
  refreshed_at: Time;
};

export function seatViewDocument<Time>(
  zone: StoredZoneFields,
  planId: string,
  state: string,
  refreshedAt: Time,
): SeatViewDocument<Time> {
  return { planId, zone: JSON.stringify(zone), state, refreshed_at: refreshedAt };
}

/**
 * A stored view's zone fields, not yet checked (the reader parses them as a plan zone). A view
 * written before the zone became one string carries the fields themselves.
 */
export function seatViewZoneFields(data: Readonly<Record<string, unknown>>): unknown {
  if (typeof data.zone !== 'string') return data;
  try {
    return JSON.parse(data.zone) as unknown;
  } catch {
    return {};
  }
}
