import { formatCop } from './pricing.js';

/**
 * Settlement (v3): what a show sold and what the platform owes its organizer. Inputs are sums
 * from aggregation queries over the show's tickets; courtesies and free reservations count as
 * tickets with 0 money.
 */
export interface SettlementSales {
  /** Seats of paid tickets, courtesies and free reservations (validated ones included). */
  tickets: number;
  /** Of those, seats given by a promo code that brought the price to 0 (`paymentMethod: 'courtesy'`). */
  courtesyTickets: number;
  subtotal: number;
  tax: number;
  serviceFee: number;
  /** Mercado Pago's fees on those payments (`mpFee` on each ticket). */
  mpFee: number;
  /** Refunded tickets: how many and how much went back to buyers. */
  refundedTickets: number;
  refunds: number;
  /** The contribución parafiscal of those tickets (`parafiscal` on each); absent = 0. */
  parafiscal?: number;
  /**
   * Of `subtotal`, what was sold at the box office in cash and by card terminal: that money is
   * already with the organizer (absent = 0).
   */
  doorCash?: number;
  doorCard?: number;
  /**
   * Of `tickets`, seats sold under a type's promotion (2x1, 4x3, tables), and the COP the
   * promotions took off the list price (absent = 0).
   */
  promotionTickets?: number;
  promotionDiscount?: number;
}

/**
 * One named line of what is owed to the organizer: `amount` is its signed effect on
 * `owed` (+ money the platform holds for the organizer, − what it keeps or withholds). `owed` is
 * the sum of the lines, so a new kind (the box office's door sales and their commission) plugs in
 * by adding its line here; the screen and the CSV draw a column per kind.
 */
export type SettlementEntryKind = 'online_sales' | 'commission' | 'parafiscal';

export interface SettlementEntry {
  kind: SettlementEntryKind;
  label: string;
  amount: number;
}

export const SETTLEMENT_ENTRY_LABELS: Record<SettlementEntryKind, string> = {
  online_sales: 'Subtotal entradas',
  commission: 'Comisión Carcajada',
  parafiscal: 'Contribución parafiscal',
};

/** Every kind in the order of the lines (the screen's and the CSV's columns). */
export const SETTLEMENT_ENTRY_KINDS = Object.keys(SETTLEMENT_ENTRY_LABELS) as SettlementEntryKind[];

/** A kind's amount in a list of lines (0 when absent). */
export function settlementEntryAmount(entries: readonly SettlementEntry[], kind: SettlementEntryKind): number {
  return entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amount, 0);
}

export interface SettlementFigures extends SettlementSales {
  parafiscal: number;
  doorCash: number;
  doorCard: number;
  promotionTickets: number;
  promotionDiscount: number;
  commissionPercent: number;
  /** The platform's share of the ticket subtotal, rounded to the peso. */
  commission: number;
  /** What makes up `owed`, in order (see SettlementEntry). */
  entries: SettlementEntry[];
  /** The sum of `entries`: subtotal of paid tickets − commission − contribución parafiscal. */
  owed: number;
}

/**
 * The lines of one date: the subtotal sold online (the platform holds it), less the platform's
 * commission on every sale, online and at the box office (whose money the organizer already has),
 * and the contribution withheld.
 */
export function settlementEntries(sales: SettlementSales, commissionPercent: number): SettlementEntry[] {
  const commission = Math.round((sales.subtotal * commissionPercent) / 100);
  const door = (sales.doorCash ?? 0) + (sales.doorCard ?? 0);
  const entry = (kind: SettlementEntryKind, amount: number): SettlementEntry => ({
    kind,
    label: SETTLEMENT_ENTRY_LABELS[kind],
    amount,
  });
  return [
    entry('online_sales', sales.subtotal - door),
    entry('commission', -commission),
    entry('parafiscal', -(sales.parafiscal ?? 0)),
  ];
}

function sumEntries(entries: readonly SettlementEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

export function settlementFigures(sales: SettlementSales, commissionPercent: number): SettlementFigures {
  const entries = settlementEntries(sales, commissionPercent);
  return {
    ...sales,
    parafiscal: sales.parafiscal ?? 0,
    doorCash: sales.doorCash ?? 0,
    doorCard: sales.doorCard ?? 0,
    promotionTickets: sales.promotionTickets ?? 0,
    promotionDiscount: sales.promotionDiscount ?? 0,
    commissionPercent,
    commission: -settlementEntryAmount(entries, 'commission'),
    entries,
    owed: sumEntries(entries),
  };
}

/** Lines of several dates added up by kind, in the order the kinds first appear. */
export function mergeSettlementEntries(lists: readonly (readonly SettlementEntry[])[]): SettlementEntry[] {
  const merged = new Map<SettlementEntryKind, SettlementEntry>();
  for (const entries of lists)
    for (const entry of entries) {
      const sum = merged.get(entry.kind);
      merged.set(entry.kind, sum ? { ...sum, amount: sum.amount + entry.amount } : { ...entry });
    }
  return [...merged.values()];
}

const SUMMED = [
  'tickets',
  'courtesyTickets',
  'subtotal',
  'tax',
  'serviceFee',
  'mpFee',
  'refundedTickets',
  'refunds',
  'parafiscal',
  'doorCash',
  'doorCard',
  'promotionTickets',
  'promotionDiscount',
  'commission',
  'owed',
] as const;

/** Totals of several shows (the percent is left out: it may differ per organizer). */
export function settlementTotals(rows: SettlementFigures[]): Omit<SettlementFigures, 'commissionPercent'> {
  const totals = Object.fromEntries(SUMMED.map((key) => [key, 0])) as Record<(typeof SUMMED)[number], number>;
  for (const row of rows) for (const key of SUMMED) totals[key] += row[key];
  return { ...totals, entries: mergeSettlementEntries(rows.map((row) => row.entries)) };
}

/**
 * Mercado Pago's fee on a payment: the sum of its `fee_details` amounts paid by the collector
 * (rounded to the peso; COP has no decimals). Absent or malformed: 0.
 */
export function mercadoPagoFee(feeDetails: unknown): number {
  if (!Array.isArray(feeDetails)) return 0;
  let total = 0;
  for (const detail of feeDetails) {
    const amount = typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>).amount : null;
    const payer = typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>).fee_payer : null;
    if (typeof amount === 'number' && Number.isFinite(amount) && payer !== 'payer') total += amount;
  }
  return Math.round(total);
}

/** One settlement line as grouping needs it: its date's id, its show's `series_id` (null: a single date). */
export interface SettlementLine {
  eventId: string;
  seriesId: string | null;
  figures: SettlementFigures;
}

/** The dates of one show together, with their subtotal (the percent left out, as in the totals). */
export interface SettlementGroup<T extends SettlementLine> {
  /** The show's series id, or the date's own id for a show of one date. */
  showId: string;
  lines: T[];
  subtotal: Omit<SettlementFigures, 'commissionPercent'>;
}

/**
 * A line per date, grouped by show (dates sharing `series_id`), each group with its subtotal; the
 * groups and the lines inside keep the order they came in (the first line of a show places it).
 */
export function groupSettlementByShow<T extends SettlementLine>(lines: readonly T[]): SettlementGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const showId = line.seriesId ?? line.eventId;
    groups.set(showId, [...(groups.get(showId) ?? []), line]);
  }
  return [...groups].map(([showId, grouped]) => ({
    showId,
    lines: grouped,
    subtotal: settlementTotals(grouped.map((line) => line.figures)),
  }));
}

/** One localidad of a seated date as the settlement reads it: the ticket type its categories sell as. */
export interface SettlementCategoryType {
  /** The category's name; categories sold as one type are one line ("Platea y Balcón"). */
  category: string;
  ticketTypeId: string;
}

/**
 * A seated date's localidades for the settlement (`seat_categories`: { [category]: ticketTypeId }),
 * in the map's order. Sales are summed per ticket type (tickets carry `ticketTypeId`), so
 * categories sharing a type cannot be told apart and share a line. General admission: none.
 */
export function settlementCategoryTypes(
  seatCategories: Readonly<Record<string, string>> | null | undefined,
): SettlementCategoryType[] {
  const names = new Map<string, string[]>();
  for (const [category, ticketTypeId] of Object.entries(seatCategories ?? {}))
    names.set(ticketTypeId, [...(names.get(ticketTypeId) ?? []), category]);
  return [...names].map(([ticketTypeId, categories]) => ({ category: joinedNames(categories), ticketTypeId }));
}

function joinedNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/** A seated date's sales of one localidad: seats of paid tickets, courtesies and free ones, and their subtotal. */
export interface SettlementCategorySales {
  category: string;
  tickets: number;
  subtotal: number;
}

/** "Preferencial: 3 entradas, $ 270.000 · Platea: 1 entrada, $ 70.000" (the screen's and the CSV's). */
export function settlementCategoriesText(categories: readonly SettlementCategorySales[]): string {
  return categories
    .map(
      ({ category, tickets, subtotal }) =>
        `${category}: ${tickets} ${tickets === 1 ? 'entrada' : 'entradas'}, ${formatCop(subtotal)}`,
    )
    .join(' · ');
}
