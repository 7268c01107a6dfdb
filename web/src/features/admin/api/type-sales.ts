import { getAggregate, query, sum, where } from 'firebase/firestore/lite';
import type { ShowScope, TicketType } from '@carcajada/domain';
import { invalidateQueries, useQueryData } from '../../../lib/use-query';
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

const typeSalesKey = (eventId: string) => ['admin-type-sales', eventId];

/** Undefined while loading; a failure goes to the section's error boundary. */
export function useTypeSalesRows(eventId: string, types: TicketType[]): TypeSalesRow[] | undefined {
  const scope = useShowScope();
  const key = [...typeSalesKey(eventId), scopeKey(scope), ...types.map((type) => type.id)];
  return useQueryData(key, () => getTypeSalesRows(eventId, types, scope));
}

/** "Actualizar cifras": the show's figures are read again (they change with every sale). */
export function invalidateTypeSales(eventId: string): void {
  invalidateQueries(typeSalesKey(eventId));
}
