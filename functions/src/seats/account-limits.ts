import { bogotaDateString, MAX_CANCELLATIONS_PER_SHOW_PER_DAY, MAX_HELD_SEATS_PER_ACCOUNT } from '@carcajada/domain';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { RefusalError, refusal } from '../common/errors.js';

/**
 * Per account and show, on events/{eventId}/seat_holds/{uid} (docs/inventory.md): `seats` are the seats the account holds now, unpaid checkouts and free
 * reservations together (at most MAX_HELD_SEATS_PER_ACCOUNT); `cancellations.<Bogotá day>` counts
 * its tickets of the show that day ended by the owner or by an unpaid hold running out (at most
 * MAX_CANCELLATIONS_PER_SHOW_PER_DAY, then no new ticket of that show until the next day).
 */

/** Set on a ticket whose seats were added to its buyer's `seats`, so they are taken off exactly once. */
export const HELD_SEATS_COUNTED = 'heldSeatsCounted';

export function heldSeatsOf(hold: DocumentSnapshot | undefined): number {
  return Number(hold?.get('seats') ?? 0);
}

function cancellationsOn(hold: DocumentSnapshot | undefined, day: string): number {
  const counts = hold?.get('cancellations') as Record<string, unknown> | undefined;
  const count = counts?.[day];
  return typeof count === 'number' ? count : 0;
}

/** Both limits, checked on the counter read in the caller's transaction or guarded batch. */
export function assertAccountMayTake(hold: DocumentSnapshot | undefined, quantity: number, now: Date): void {
  if (cancellationsOn(hold, bogotaDateString(now)) >= MAX_CANCELLATIONS_PER_SHOW_PER_DAY)
    throw refusal('tooManyCancellations');
  const held = heldSeatsOf(hold);
  if (held + quantity > MAX_HELD_SEATS_PER_ACCOUNT)
    throw new RefusalError({ reason: 'holdLimitReached', heldSeats: held });
}

/** The counter fields (merged) of a ticket of this show ended by its owner or by its unpaid hold running out, on that Bogotá day. */
export function cancellationCount(now: Date): Record<string, unknown> {
  return { cancellations: { [bogotaDateString(now)]: FieldValue.increment(1) } };
}
