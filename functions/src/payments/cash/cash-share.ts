import { cashOffer, onlineSeatPool, type CashOffer } from '@carcajada/domain';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { ticketsCollection } from '../../common/firestore.js';
import type { SaleEvent } from '../purchase/purchase-context.js';

/**
 * Seats of a date that cash may hold now: unpaid checkouts offered Efecty whose deadline is ahead,
 * a voucher issued or not (a checkout offered cash can turn into a 48-hour voucher at any moment
 * of its hold), counted with one aggregation query (no counter to keep in step). It is read when a
 * checkout opens, outside the seat transaction, so checkouts opened in the same instant may all
 * see the share just under 20 %: the bound is a risk limit, never a seat limit
 * (docs/pse-and-efecty.md).
 */
export async function cashHeldSeats(eventId: string, now: Date): Promise<number> {
  const snapshot = await ticketsCollection()
    .where('eventId', '==', eventId)
    .where('ticketStatus', '==', 'reserved')
    .where('cashDeadline', '>', Timestamp.fromDate(now))
    .aggregate({ seats: AggregateField.sum('quantity') })
    .get();
  return Number(snapshot.data().seats ?? 0);
}

/** Whether a checkout of this date opened now offers Efecty, and its voucher's deadline. */
export async function decideCash(event: SaleEvent, now: Date): Promise<CashOffer> {
  const showStartsAt = event.event_date.toDate();
  // too close: no need to count
  const early = cashOffer({ now, showStartsAt, cashHeldSeats: 0 });
  // the share is of the online seats (the door's quota is never sold online)
  const online = onlineSeatPool(event);
  if (!early.offered || online === null) return early;
  return cashOffer({ now, showStartsAt, capacity: online, cashHeldSeats: await cashHeldSeats(event.id, now) });
}
