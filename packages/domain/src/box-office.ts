import { computeOrder, formatCop, type OrderSummary, type PaymentsConfig, type TicketPromotion } from './pricing.js';
import { chargeOf, type PaymentMethod } from './ticket/payment-methods.js';

/** The box office at the door: who pays how, when the door sells, what a sale costs, what a till holds. */
export const BOX_OFFICE_METHODS = ['cash', 'card'] as const;
export type BoxOfficeMethod = (typeof BOX_OFFICE_METHODS)[number];

/** The door sells from this long before the show starts… */
export const BOX_OFFICE_OPENS_BEFORE_MS = 2 * 60 * 60 * 1000;
/** …until this long after it started. */
export const BOX_OFFICE_CLOSES_AFTER_MS = 3 * 60 * 60 * 1000;

export type BoxOfficeWindow = 'notOpen' | 'open' | 'closed';

export function boxOfficeWindow(showStart: Date, now: Date): BoxOfficeWindow {
  if (now.getTime() < showStart.getTime() - BOX_OFFICE_OPENS_BEFORE_MS) return 'notOpen';
  if (now.getTime() >= showStart.getTime() + BOX_OFFICE_CLOSES_AFTER_MS) return 'closed';
  return 'open';
}

/** A door sale's price: the type's (or the date's) price, with its promotion, the date's taxes and no service fee. */
export function doorOrder(
  unitPrice: number,
  quantity: number,
  config: PaymentsConfig,
  promotion: TicketPromotion | null = null,
): OrderSummary {
  return computeOrder(unitPrice, quantity, { ...config, fees: 0 }, 0, promotion);
}

export interface SellAtDoorResult {
  ticketId: string;
  amount: number;
  admitted: boolean;
}

/** Sales of one method in a shift: how many and how much (COP). */
export interface MethodTotals {
  count: number;
  amount: number;
}

export interface ShiftTotals {
  cash: MethodTotals;
  card: MethodTotals;
  countedCash: number;
  /** Counted cash minus cash sold: negative is missing money. */
  difference: number;
}

export interface CloseBoxOfficeShiftResult extends ShiftTotals {
  shiftId: string;
}

/** A shift's figures from its sales and the cash counted. */
export function shiftTotals(
  sales: readonly { method: BoxOfficeMethod; amount: number }[],
  countedCash: number,
): ShiftTotals {
  const totals = (method: BoxOfficeMethod): MethodTotals => {
    const ofMethod = sales.filter((sale) => sale.method === method);
    return { count: ofMethod.length, amount: ofMethod.reduce((sum, sale) => sum + sale.amount, 0) };
  };
  const cash = totals('cash');
  return { cash, card: totals('card'), countedCash, difference: countedCash - cash.amount };
}

/** `paymentMethod` of a ticket sold at the door (charged `door`: the money is with the organizer). */
export const BOX_OFFICE_PAYMENT_METHOD = 'box_office' satisfies PaymentMethod;

/** saveEvent's field error for a `boxOfficeQuota` that is not a whole number from 0 to the capacity. */
export const BOX_OFFICE_QUOTA_MESSAGE =
  'El cupo de taquilla debe ser un número entero entre 0 y la capacidad (una función sin capacidad no lo tiene).';

/** The quota a save asks for: undefined keeps the stored one; null when it is not valid for this capacity. */
export function boxOfficeQuotaFrom(value: unknown, capacity: number | null): number | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return null;
  if (value > 0 && (capacity === null || value > capacity)) return null;
  return value;
}

/**
 * What a seller's phone learns with the door's list (`admissionList`'s `boxOffice`, given only to
 * those who may sell at that date): enough to price a sale and to sell offline from its share.
 */
export interface BoxOfficeView {
  /** Seats left of the door's quota (`box_office_blocks`). */
  seatsLeft: number;
  /** How many may sell at this door: its box-office staff, plus one for the organizer's side. */
  sellers: number;
  /** The date's taxes (percent), for the total shown before a sale. */
  taxes: number;
  /** The date's price, when it has no types. */
  price: number;
  /** Live types (hidden ones too), in the organizer's order; empty on one price. */
  types: { id: string; name: string; price: number; promotion: TicketPromotion | null }[];
  /** A seated date's door seats (`box_office_seats`), in the plan's order; absent on a general date. */
  doorSeats?: DoorSeatView[];
}

/** A door seat as the seller's phone lists it: sold by now (`free: false`) or still the door's to sell. */
export interface DoorSeatView {
  id: string;
  /** "Platea · Fila F · Silla 12". */
  label: string;
  /** The category's name. */
  category: string;
  /** The ticket type the category is sold as (null: none mapped, not sold). */
  typeId: string | null;
  free: boolean;
}

/**
 * A door sale whose seat another sale took first (`seatTaken`, e.g. two phones offline): the phone
 * shows it on the sale, which is not counted; the seller gives the money back, as for a sold-out.
 */
export const DOOR_SEAT_TAKEN_MESSAGE = 'Otra venta tomó esa silla antes de que esta llegara.';

/** The seats a phone may sell offline: an even share of the door's seats left, never more. */
export function offlineDoorShare(view: Pick<BoxOfficeView, 'seatsLeft' | 'sellers'>): number {
  return Math.floor(Math.max(0, view.seatsLeft) / Math.max(1, view.sellers));
}

/** A till's difference in words: "Sobran $ 2.000", "Faltan $ 5.000" or "Cuadra". */
export function shiftDifferenceText(difference: number): string {
  if (difference === 0) return 'Cuadra: no sobra ni falta efectivo';
  return difference > 0 ? `Sobran ${formatCop(difference)}` : `Faltan ${formatCop(-difference)}`;
}

/** "2 ventas · $ 107.100": a till's sales of one method. */
export function shiftSalesText({ count, amount }: MethodTotals): string {
  return `${count} ${count === 1 ? 'venta' : 'ventas'} · ${formatCop(amount)}`;
}

/** Where a ticket was sold, as the attendee CSV's "Canal" says it. */
export const SALE_CHANNEL_LABELS = {
  online: 'En línea',
  cash: 'Taquilla en efectivo',
  card: 'Taquilla con tarjeta',
} as const;

/** Online, or at the door in cash or by card (a door ticket's `boxOfficeMethod`; cash when unreadable). */
export function saleChannelLabel(paymentMethod: unknown, boxOfficeMethod: unknown): string {
  if (chargeOf(paymentMethod) !== 'door') return SALE_CHANNEL_LABELS.online;
  return boxOfficeMethod === 'card' ? SALE_CHANNEL_LABELS.card : SALE_CHANNEL_LABELS.cash;
}

/**
 * A door sale of a date that was cancelled: its money was paid at the door, so it is owed back
 * there (no payment provider returns it) until the organizer marks it returned.
 */
export function owesDoorRefund(ticket: {
  paymentMethod: string;
  ticketStatus: string;
  cancelReason: string | null;
  amount: number;
}): boolean {
  return (
    ticket.paymentMethod === BOX_OFFICE_PAYMENT_METHOD &&
    ticket.ticketStatus === 'cancelled' &&
    ticket.cancelReason === 'event_cancelled' &&
    ticket.amount > 0
  );
}

/** `markDoorRefundReturned`: the organizer gave a door buyer of a cancelled date their money back. */
export interface MarkDoorRefundReturnedResult {
  ticketId: string;
  returnedAt: string;
}

export const DOOR_REFUND_TEXTS = {
  title: 'Devoluciones pendientes en taquilla',
  intro:
    'Estas entradas se pagaron en la puerta de funciones canceladas: devuelve el dinero a cada persona y márcalo como devuelto.',
  none: 'No hay devoluciones pendientes en taquilla.',
  markReturned: 'Marcar como devuelto',
  returned: 'Devuelto',
  holder: 'Titular',
  amount: 'Valor',
  method: (method: string) => (method === 'card' ? 'Datáfono' : 'Efectivo'),
} as const;
