import { EVENT_STATUS_CANCELLED, onlineSeatPool } from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, db, runTransaction, seatBlocksOf } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { resizeSeats } from '../seats/seat-resize.js';
import { readAllBlocks } from '../seats/seat-blocks.js';
import { noteSeatsReturned } from '../seats/waitlist-gate.js';
import { logPlanCapacityKept } from './log.js';

/**
 * One date to come of a plan saved with `sellable` seats to sell: its capacity becomes that, its
 * blocks resized by the difference as saveEvent resizes them (read and written in one
 * transaction, so seats sold meanwhile stay sold), its door quota unchanged. Seats added to the
 * online sale go to the date's waitlist first. False when its sold seats would not fit (sold
 * seats blocked in the plan): the date keeps its capacity.
 */
async function resizeDate(eventId: string, sellable: number, now: Date): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const ref = db().collection(COLLECTIONS.events).doc(eventId);
    const event = parseEvent((await transaction.get(ref)).data());
    if (event.status === EVENT_STATUS_CANCELLED || (event.event_date?.toMillis() ?? 0) <= now.getTime()) return true;
    const { capacity, box_office_quota: quota } = event;
    if (capacity === null || capacity === sellable || sellable < quota) return capacity === sellable;
    const from = onlineSeatPool({ capacity, box_office_quota: quota });
    const to = onlineSeatPool({ capacity: sellable, box_office_quota: quota })!;
    const blocks = await readAllBlocks(transaction, eventId);
    const resize = blocks.length > 0 ? resizeSeats(blocks, from, to) : null;
    if (resize && !resize.ok) return false;
    transaction.update(ref, {
      capacity: sellable,
      ...(resize && { seats_left: resize.seatsLeft }),
      updated_at: FieldValue.serverTimestamp(),
    });
    for (const [id, seatsLeft] of Object.entries(resize?.blocks ?? {}))
      transaction.set(seatBlocksOf(eventId).doc(id), { seats_left: seatsLeft }, { merge: true });
    if (resize) noteSeatsReturned(transaction, eventId, sellable - capacity);
    return true;
  });
}

/**
 * After a plan is saved: each of its dates to come whose capacity is not the plan's sellable seats
 * takes them (docs/seated-dates.md, "Storage"), one transaction per date, as the views are
 * rewritten after the save. A date that cannot (its sold seats would not fit) keeps its capacity
 * and is logged.
 */
export async function resizePlanDates(planId: string, sellable: number, now = new Date()): Promise<void> {
  const dates = await db().collection(COLLECTIONS.events).where('seating_plan_id', '==', planId).get();
  for (const date of dates.docs) {
    if (date.get('capacity') === sellable) continue;
    if (!(await resizeDate(date.id, sellable, now))) logPlanCapacityKept({ planId, eventId: date.id, sellable });
  }
}
