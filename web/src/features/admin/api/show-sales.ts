import { collection, getAggregate, query, sum, where } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';
import type { ShowSales } from '../utils/show-figures';

/** Tickets whose seats are sold: paid, validated at the door, or a free reservation. */
export const SOLD_TICKET_STATUSES = ['paid', 'redeemed', 'used', 'reserved'] as const;

/**
 * One show's sales from two aggregation queries (index `tickets (eventId, paymentStatus,
 * ticketStatus)`), never its tickets: sold seats and money over approved tickets (each ticket's
 * `price` as charged), held seats over unpaid checkouts. Firestore bills one read per up to 1000
 * index entries each, so a show costs 2 reads whatever it sold.
 */
export async function getShowSales(eventId: string): Promise<ShowSales> {
  const tickets = collection(firestoreLite, 'tickets');
  const [sold, held] = await Promise.all([
    getAggregate(
      query(
        tickets,
        where('eventId', '==', eventId),
        where('paymentStatus', '==', 'approved'),
        where('ticketStatus', 'in', SOLD_TICKET_STATUSES),
      ),
      {
        seats: sum('quantity'),
        admitted: sum('admittedCount'),
        subtotal: sum('price.subtotal'),
        tax: sum('price.tax'),
        serviceFee: sum('price.serviceFee'),
      },
    ),
    getAggregate(
      query(
        tickets,
        where('eventId', '==', eventId),
        where('paymentStatus', '==', 'pending'),
        where('ticketStatus', '==', 'reserved'),
      ),
      { seats: sum('quantity') },
    ),
  ]);
  const soldData = sold.data();
  return {
    sold: soldData.seats,
    admitted: soldData.admitted,
    subtotal: soldData.subtotal,
    tax: soldData.tax,
    serviceFee: soldData.serviceFee,
    held: held.data().seats,
  };
}
