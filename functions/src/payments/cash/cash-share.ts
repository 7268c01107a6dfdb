import { CASH_PAYMENT_METHOD, cashOffer, type CashOffer } from '@carcajada/domain';
import { AggregateField } from 'firebase-admin/firestore';
import { ticketsCollection } from '../../common/firestore.js';
import type { SaleEvent } from '../purchase/purchase-context.js';

/**
 * Seats of a date held now by unpaid Efecty vouchers, counted with one aggregation query (no
 * counter to keep in step). It is read when a checkout opens, outside the seat transaction, so
 * parallel checkouts may all see the share just under 20 %: the bound is a risk limit, never a
 * seat limit (docs/decisions.md, "PSE and Efecty").
 */
export async function cashHeldSeats(eventId: string): Promise<number> {
  const snapshot = await ticketsCollection()
    .where('eventId', '==', eventId)
    .where('paymentMethod', '==', CASH_PAYMENT_METHOD)
    .where('ticketStatus', '==', 'reserved')
    .aggregate({ seats: AggregateField.sum('quantity') })
    .get();
  return Number(snapshot.data().seats ?? 0);
}

/** Whether a checkout of this date opened now offers Efecty, and its voucher's deadline. */
export async function decideCash(event: SaleEvent, now: Date): Promise<CashOffer> {
  const showStartsAt = event.event_date.toDate();
  // too close: no need to count
  const early = cashOffer({ now, showStartsAt, cashHeldSeats: 0 });
  if (!early.offered || event.capacity === null) return early;
  return cashOffer({ now, showStartsAt, capacity: event.capacity, cashHeldSeats: await cashHeldSeats(event.id) });
}
