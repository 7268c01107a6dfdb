import { getAggregate, query, sum, where } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { defer } from 'rxjs';
import type { ShowScope, TicketType } from '@carcajada/domain';
import { scopeKey, useShowScope } from '../hooks/use-show-scope';
import { typeSalesRows, type TypeSales, type TypeSalesRow } from '../utils/type-figures';
import { getShowSales, heldTickets, SOLD_MONEY, soldTickets } from './show-sales';

/**
 * One type's sales from two aggregation queries over the show's tickets of that type (index
 * `tickets (eventId[, organizerId], ticketTypeId, paymentStatus, ticketStatus)`), never its tickets.
 */
export async function getTypeSales(eventId: string, typeId: string, scope: ShowScope): Promise<TypeSales> {
  const ofType = where('ticketTypeId', '==', typeId);
  const [sold, held] = await Promise.all([
    getAggregate(query(soldTickets(eventId, scope), ofType), { seats: sum('quantity'), ...SOLD_MONEY }),
    getAggregate(query(heldTickets(eventId, scope), ofType), { seats: sum('quantity') }),
  ]);
  const money = sold.data();
  return { sold: money.seats, held: held.data().seats, total: money.subtotal + money.tax + money.serviceFee };
}

/**
 * The show's figures per type, in the organizer's order, and a last row for what the listed types
 * do not explain (tickets sold before the show had types, or of a type since removed).
 */
export async function getTypeSalesRows(
  eventId: string,
  types: TicketType[],
  scope: ShowScope,
): Promise<TypeSalesRow[]> {
  const [show, perType] = await Promise.all([
    getShowSales(eventId, scope),
    Promise.all(types.map((type) => getTypeSales(eventId, type.id, scope))),
  ]);
  return typeSalesRows(types, perType, show);
}

/** Suspends while loading; throws on failure (for the page's error boundary). */
export function useTypeSalesRows(eventId: string, types: TicketType[], version: number): TypeSalesRow[] {
  const scope = useShowScope();
  const rows$ = defer(() => getTypeSalesRows(eventId, types, scope));
  const key = `carcajada:admin-type-sales:${scopeKey(scope)}:${eventId}:${types.map((type) => type.id).join(',')}:${version}`;
  return useObservable(key, rows$, { suspense: true }).data;
}
