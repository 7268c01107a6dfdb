import {
  collection,
  count,
  doc,
  getAggregate,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  where,
} from 'firebase/firestore/lite';
import {
  groupSettlementByShow,
  BOX_OFFICE_PAYMENT_METHOD,
  REVERSED_PROVIDER_STATUSES,
  settlementCategoryTypes,
  settlementFigures,
  settlementTotals,
  type BoxOfficeMethod,
  type SettlementCategorySales,
  type ComedyEvent,
  type SettlementGroup,
  type SettlementLine,
  type SettlementFigures,
  type SettlementSales,
  type ShowScope,
} from '@carcajada/domain';
import { ORGANIZERS_COLLECTION, parseOrganizer } from '@carcajada/domain/stored/organizer';
import { eventsCollection } from '../../events';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery } from '../../../lib/use-query';
import { scopeKey } from '../hooks/use-show-scope';
import { getCashHeld, ownTickets, SOLD_MONEY, soldTickets } from './show-sales';

/** Shows per organizer on the settlement: a long season; older ones are settled already. */
export const SETTLEMENT_SHOW_LIMIT = 100;

export interface SettlementOrganizer {
  id: string;
  name: string;
  nit: string;
  commissionPercent: number;
}

export interface SettlementRow extends SettlementLine {
  event: ComedyEvent;
  organizer: SettlementOrganizer;
  figures: SettlementFigures;
  /** A seated date's sales per localidad (its categories' ticket types); [] for general admission. */
  categories: SettlementCategorySales[];
}

export interface Settlement {
  /** Per show with cash holds, and in total: seats and money in unpaid Efecty vouchers (not owed yet). */
  cash: { rows: { eventId: string; name: string; seats: number; amount: number }[]; seats: number; amount: number };
  organizers: SettlementOrganizer[];
  rows: SettlementRow[];
  /** The rows grouped by show (the dates of one show together), each with its subtotal. */
  groups: SettlementGroup<SettlementRow>[];
  totals: ReturnType<typeof settlementTotals>;
}

/** An organizer as its settlement names it, read by the organizer's one schema; nameless, by its id. */
function organizerFrom(id: string, data: unknown): SettlementOrganizer {
  const organizer = parseOrganizer(data);
  return { id, name: organizer.name || id, nit: organizer.nit, commissionPercent: organizer.commission_percent };
}

/** ADMIN: every organizer; an ORGANIZER: its own (the rules allow only that one). */
async function getOrganizers(scope: ShowScope): Promise<SettlementOrganizer[]> {
  if (scope.role === 'ORGANIZER') {
    const own = await getDoc(doc(firestoreLite, ORGANIZERS_COLLECTION, scope.organizerId));
    return [organizerFrom(own.id, own.data())];
  }
  const all = await getDocs(query(collection(firestoreLite, ORGANIZERS_COLLECTION), orderBy('name'), limit(200)));
  return all.docs.map((document) => organizerFrom(document.id, document.data()));
}

/** A show's box-office sales paid one way (cash or card terminal): their subtotal. */
function doorSubtotal(eventId: string, scope: ShowScope, method: BoxOfficeMethod) {
  return getAggregate(
    query(
      soldTickets(eventId, scope),
      where('paymentMethod', '==', BOX_OFFICE_PAYMENT_METHOD),
      where('boxOfficeMethod', '==', method),
    ),
    { subtotal: sum('price.subtotal') },
  );
}

/**
 * One show's settlement sums from seven aggregation queries (never its tickets): sold seats and
 * money of approved tickets (courtesies and free reservations count with 0 money), their
 * contribución parafiscal, what promotions sold and took off, the courtesies among them,
 * refunds, and what of it was sold at the box office in cash and by card.
 */
export async function getShowSettlementSales(eventId: string, scope: ShowScope): Promise<SettlementSales> {
  const [sold, contribution, promotions, courtesies, refunded, doorCash, doorCard] = await Promise.all([
    getAggregate(soldTickets(eventId, scope), { tickets: sum('quantity'), ...SOLD_MONEY, mpFee: sum('mpFee') }),
    // a query of its own (Firestore takes at most 5 aggregations per query)
    getAggregate(soldTickets(eventId, scope), { parafiscal: sum('parafiscal') }),
    // apart too: several aggregations of one query count only the documents that have every field
    // summed (tickets sold before promotions have neither of these, and add nothing to them)
    getAggregate(soldTickets(eventId, scope), {
      promotionTickets: sum('promotionTickets'),
      promotionDiscount: sum('promotionDiscount'),
    }),
    getAggregate(query(soldTickets(eventId, scope), where('paymentMethod', '==', 'courtesy')), {
      tickets: sum('quantity'),
    }),
    getAggregate(
      query(
        collection(firestoreLite, 'tickets'),
        where('eventId', '==', eventId),
        ...ownTickets(scope),
        // money Mercado Pago gave back (one by one, with a whole date, each part of a split
        // payment, a chargeback); an unpaid hold of a cancelled date was never charged
        where('providerStatus', 'in', [...REVERSED_PROVIDER_STATUSES]),
      ),
      { orders: count(), tickets: sum('quantity'), refunds: sum('price.total') },
    ),
    doorSubtotal(eventId, scope, 'cash'),
    doorSubtotal(eventId, scope, 'card'),
  ]);
  const money = sold.data();
  return {
    tickets: money.tickets,
    courtesyTickets: courtesies.data().tickets,
    subtotal: money.subtotal,
    tax: money.tax,
    serviceFee: money.serviceFee,
    mpFee: money.mpFee,
    refundedTickets: refunded.data().tickets,
    refunds: refunded.data().refunds,
    parafiscal: contribution.data().parafiscal,
    doorCash: doorCash.data().subtotal,
    doorCard: doorCard.data().subtotal,
    promotionTickets: promotions.data().promotionTickets,
    promotionDiscount: promotions.data().promotionDiscount,
  };
}

/**
 * A seated date's sales per localidad: seats and subtotal of each category's ticket type, one
 * aggregation query per type (index `tickets (eventId, [organizerId,] ticketTypeId, paymentStatus,
 * ticketStatus)`). General admission reads nothing.
 */
export async function getSeatedCategorySales(event: ComedyEvent, scope: ShowScope): Promise<SettlementCategorySales[]> {
  if (!event.seating_plan_id) return [];
  return Promise.all(
    settlementCategoryTypes(event.seat_categories).map(async ({ category, ticketTypeId }) => {
      const sold = await getAggregate(query(soldTickets(event.id, scope), where('ticketTypeId', '==', ticketTypeId)), {
        tickets: sum('quantity'),
        subtotal: sum('price.subtotal'),
      });
      return { category, tickets: sold.data().tickets, subtotal: sold.data().subtotal };
    }),
  );
}

/** The settlement of one organizer (or, for ADMIN with no choice, every organizer): per show and in total. */
export async function getSettlement(scope: ShowScope, organizerId: string): Promise<Settlement> {
  const organizers = await getOrganizers(scope);
  const chosen = organizers.filter((organizer) => !organizerId || organizer.id === organizerId);
  const perOrganizer = await Promise.all(
    chosen.map(async (organizer) => {
      const shows = await getDocs(
        query(
          eventsCollection(firestoreLite),
          where('organizerId', '==', organizer.id),
          orderBy('event_date', 'desc'),
          limit(SETTLEMENT_SHOW_LIMIT),
        ),
      );
      return Promise.all(
        shows.docs.map(async (document) => {
          const event = document.data();
          const [sales, cash, categories] = await Promise.all([
            getShowSettlementSales(event.id, scope),
            getCashHeld(event.id, scope),
            getSeatedCategorySales(event, scope),
          ]);
          const figures = settlementFigures(sales, organizer.commissionPercent);
          return { event, organizer, figures, categories, cash, eventId: event.id, seriesId: event.series_id ?? null };
        }),
      );
    }),
  );
  const rows = perOrganizer.flat();
  const cashRows = rows
    .filter((row) => row.cash.seats > 0)
    .map((row) => ({ eventId: row.event.id, name: row.event.name, ...row.cash }));
  const cash = {
    rows: cashRows,
    seats: cashRows.reduce((sum, row) => sum + row.seats, 0),
    amount: cashRows.reduce((sum, row) => sum + row.amount, 0),
  };
  return {
    organizers,
    rows: rows.map(({ cash: _cash, ...row }) => row),
    groups: groupSettlementByShow(rows.map(({ cash: _cash, ...row }) => row)),
    totals: settlementTotals(rows.map((row) => row.figures)),
    cash,
  };
}

/** The settlement for this scope and choice of organizer ('' = all): each choice is its own read. */
export function useSettlement(scope: ShowScope, organizerId: string) {
  return useQuery(['settlement', scopeKey(scope), organizerId], () => getSettlement(scope, organizerId));
}
