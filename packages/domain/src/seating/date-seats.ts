import { z } from 'zod';

/**
 * A seated date (contract v6, "Numbered seats and localidades"; docs/seated-dates.md).
 *
 * The event carries `seating_plan_id`, `seat_categories` ({ [categoryName]: ticketTypeId }) and
 * `box_office_seats` (seat ids kept for the door). Its `capacity` is the plan's sellable seats, and
 * every counting rule (blocks, holds, waitlist, queue turns, door quota) counts them as for a
 * general-admission date: a seated sale takes its count from the blocks *and* claims its seats, in
 * one guarded batch.
 *
 * - The truth: `events/{eventId}/seat_claims/{seatId}`, created by the sale that takes the seat
 *   (a create: two buyers of one seat cannot both commit) and deleted when the seat comes back.
 * - What the map reads: `events/{eventId}/seat_views/{zoneId}`, the zone's geometry as the plan
 *   has it (JSON text, `seatViewDocument`) plus `state`, one character per seat in
 *   rows-then-seats order, refreshed from the claims at most once per SEAT_VIEW_PERIOD_MS per zone.
 *   A view reads the plan document and one view per zone: 1 + zones documents.
 */
export const SEAT_CLAIMS_COLLECTION = 'seat_claims';

export function seatClaimPath(eventId: string, seatId: string): string {
  return `events/${eventId}/${SEAT_CLAIMS_COLLECTION}/${seatId}`;
}

/** events/{eventId}/seat_claims/{seatId} */
export const SeatClaimSchema = z.object({
  ticketId: z.string().min(1),
  zoneId: z.string().min(1),
  /** `held`: an unpaid hold or a reservation; `sold`: paid or confirmed. */
  state: z.enum(['held', 'sold']),
  claimedAt: z.unknown(),
});
export type SeatClaim = z.infer<typeof SeatClaimSchema>;

/** A seat as a ticket of a seated date names it: one per unit of the ticket's `quantity`. */
export const TicketSeatSchema = z.object({
  seatId: z.string().min(1),
  /** The zone's name. */
  zone: z.string(),
  /** The row's label. */
  row: z.string(),
  /** As pretix has it: a string. */
  number: z.string(),
  /** The category's name. */
  category: z.string(),
  /** "Platea · Fila F · Silla 12" (seatLabel). */
  label: z.string(),
});
export type TicketSeat = z.infer<typeof TicketSeatSchema>;

/** The seated fields of an event document (absent or null: general admission). */
export const SeatedEventFieldsSchema = z.object({
  seating_plan_id: z.string().min(1).nullish(),
  /** { [categoryName]: ticketTypeId }: each category is sold as one of the date's ticket types. */
  seat_categories: z.record(z.string(), z.string()).nullish(),
  /** The seats the door sells (its `box_office_quota` is their count); offline it sells only these. */
  box_office_seats: z.array(z.string()).nullish(),
});
export type SeatedEventFields = z.infer<typeof SeatedEventFieldsSchema>;

export function isSeatedDate(event: SeatedEventFields): boolean {
  return typeof event.seating_plan_id === 'string' && event.seating_plan_id.length > 0;
}

/** What `seatTaken` answers: the seats lost and as many free seats of the category nearby. */
export interface SeatTakenDetails {
  taken: string[];
  suggestion: string[];
}
