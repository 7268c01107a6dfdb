import { collection, getAggregate, query, sum, where, type Query, type QueryConstraint } from 'firebase/firestore/lite';
import { CASH_PAYMENT_METHOD, SEAT_HOLDING_STATUSES, type ShowScope } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import type { ShowSales } from '../utils/show-figures';

/** An ORGANIZER's ticket queries filter on its organizerId, as the rules demand. */
export function ownTickets(scope: ShowScope): QueryConstraint[] {
  return scope.role === 'ORGANIZER' ? [where('organizerId', '==', scope.organizerId)] : [];
}

function showTickets(eventId: string, scope: ShowScope): [Query, QueryConstraint[]] {
  return [collection(firestoreLite, 'tickets'), [where('eventId', '==', eventId), ...ownTickets(scope)]];
}

/** A show's tickets whose seats are sold and paid for (or free): what its figures sum. */
export function soldTickets(eventId: string, scope: ShowScope): Query {
  const [tickets, show] = showTickets(eventId, scope);
  return query(
    tickets,
    ...show,
    // approved and holding seats: paid, validated at the door, or a free reservation
    where('paymentStatus', '==', 'approved'),
    where('ticketStatus', 'in', [...SEAT_HOLDING_STATUSES]),
  );
}

/** A show's unpaid checkouts: the seats they hold until they are paid or expire. */
export function heldTickets(eventId: string, scope: ShowScope): Query {
  const [tickets, show] = showTickets(eventId, scope);
  return query(tickets, ...show, where('paymentStatus', '==', 'pending'), where('ticketStatus', '==', 'reserved'));
}

/** A show's cash holds: Efecty vouchers not paid yet, shown apart ("Pendiente en efectivo"). */
export function cashHeldTickets(eventId: string, scope: ShowScope): Query {
  const [tickets, show] = showTickets(eventId, scope);
  return query(
    tickets,
    ...show,
    where('paymentMethod', '==', CASH_PAYMENT_METHOD),
    where('ticketStatus', '==', 'reserved'),
  );
}

/** Seats and money (each ticket's total) of a show's cash holds. */
export async function getCashHeld(eventId: string, scope: ShowScope): Promise<{ seats: number; amount: number }> {
  const cash = await getAggregate(cashHeldTickets(eventId, scope), { seats: sum('quantity'), amount: sum('amount') });
  return { seats: cash.data().seats, amount: cash.data().amount };
}

/** The money of sold tickets, each ticket's `price` as charged. */
export const SOLD_MONEY = {
  subtotal: sum('price.subtotal'),
  tax: sum('price.tax'),
  serviceFee: sum('price.serviceFee'),
};

/**
 * One show's sales from two aggregation queries (index `tickets (eventId, paymentStatus,
 * ticketStatus)`), never its tickets: sold seats and money over approved tickets (each ticket's
 * `price` as charged), held seats over unpaid checkouts, and the cash holds among them (seats and
 * money). Firestore bills one read per up to 1000 index entries each, so a show costs 3 reads.
 */
export async function getShowSales(eventId: string, scope: ShowScope): Promise<ShowSales> {
  const [sold, held, cash] = await Promise.all([
    getAggregate(soldTickets(eventId, scope), {
      seats: sum('quantity'),
      admitted: sum('admittedCount'),
      ...SOLD_MONEY,
    }),
    getAggregate(heldTickets(eventId, scope), { seats: sum('quantity') }),
    getCashHeld(eventId, scope),
  ]);
  const soldData = sold.data();
  return {
    sold: soldData.seats,
    admitted: soldData.admitted,
    subtotal: soldData.subtotal,
    tax: soldData.tax,
    serviceFee: soldData.serviceFee,
    // every unpaid hold; of them, the cash holds are also shown apart
    held: held.data().seats,
    cashHeld: cash.seats,
    cashHeldAmount: cash.amount,
  };
}
