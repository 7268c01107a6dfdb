import { planSeats, type SeatingPlan } from './model.js';

/** A seat a live ticket of a date to come holds, as the ticket names it (`tickets/{id}.seats[]`). */
export interface SeatInUse {
  seatId: string;
  /** The category's name. */
  category: string;
  label: string;
}

/** The seats of a stored ticket (`seats: [{ seatId, category, label, … }]`); anything odd is skipped. */
export function ticketSeatsInUse(ticket: unknown): SeatInUse[] {
  const seats = typeof ticket === 'object' && ticket !== null ? (ticket as { seats?: unknown }).seats : undefined;
  if (!Array.isArray(seats)) return [];
  return seats.flatMap((seat: unknown) => {
    if (typeof seat !== 'object' || seat === null) return [];
    const { seatId, category, label } = seat as Record<string, unknown>;
    if (typeof seatId !== 'string') return [];
    return [
      {
        seatId,
        category: typeof category === 'string' ? category : '',
        label: typeof label === 'string' && label ? label : seatId,
      },
    ];
  });
}

/**
 * The planInUse rule: a seat sold or held on a date to come may not be removed from the plan
 * nor moved out of its category (compared by name: tickets and dates name categories by it).
 * Answers the seats the new plan would break; empty when it may be saved.
 */
export function seatsBrokenByPlan(plan: SeatingPlan, inUse: readonly SeatInUse[]): SeatInUse[] {
  const categoryNames = new Map(plan.categories.map((category) => [category.id, category.name]));
  const categoryOf = new Map<string, string | undefined>();
  for (const { seat } of planSeats(plan)) categoryOf.set(seat.id, categoryNames.get(seat.category));
  return inUse.filter(
    (seat) => !categoryOf.has(seat.seatId) || (seat.category !== '' && categoryOf.get(seat.seatId) !== seat.category),
  );
}
