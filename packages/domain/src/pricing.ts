import { CURRENCY } from './constants.js';

/** Per-ticket service fee (COP) and tax percent, as stored in config/payments_config. */
export interface PaymentsConfig {
  fees: number;
  taxes: number;
}

/** Used when the config document is missing or cannot be read (spec section 9). */
export const DEFAULT_PAYMENTS_CONFIG: Readonly<PaymentsConfig> = Object.freeze({ fees: 5000, taxes: 19 });

/**
 * The config document as stored: when it exists, a missing or malformed value becomes 0;
 * when it does not exist (undefined), the defaults apply.
 */
export function paymentsConfigFrom(data: Record<string, unknown> | undefined): PaymentsConfig {
  if (data === undefined) return { ...DEFAULT_PAYMENTS_CONFIG };
  return { fees: nonNegativeNumber(data.fees), taxes: nonNegativeNumber(data.taxes) };
}

function nonNegativeNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

/**
 * A ticket type's group pricing ("parche", contract "Sold out is a beginning"): of each full group
 * of `x` tickets `y` are paid (2x1, 4x3), or tickets sold by tables of `size` at `price` each.
 */
export type TicketPromotion =
  { kind: 'buy_x_pay_y'; x: number; y: number } | { kind: 'table'; size: number; price: number };

export interface OrderSummary {
  /** The list price of one ticket (the show's, or its type's), before any promo code or promotion. */
  unitPrice: number;
  /** COP off each ticket by a promo code (0 without one, and always 0 with a promotion). */
  discountPerTicket: number;
  quantity: number;
  subtotal: number;
  tax: number;
  serviceFee: number;
  total: number;
  currency: typeof CURRENCY;
  isFree: boolean;
  /** The type's promotion that priced the order (null without one). */
  promotion: TicketPromotion | null;
  /** COP the promotion took off the list subtotal (0 without one). */
  promotionDiscount: number;
  /** Tickets that pay something: they carry the service fee and the contribución parafiscal. */
  paidTickets: number;
}

/**
 * The subtotal of `quantity` tickets under a promotion, and how many of them pay. 2x1/4x3: of each
 * full group of x, y pay the list price, the rest of the order pays in full. A table: each full
 * table costs its price (its tickets pay when it is above 0); tickets beyond whole tables (the
 * sale refuses them: `tableSize`) would pay the list price.
 */
export function promotedCharge(
  unitPrice: number,
  quantity: number,
  promotion: TicketPromotion,
): { subtotal: number; paidTickets: number } {
  const listPaid = unitPrice > 0 ? 1 : 0;
  if (promotion.kind === 'buy_x_pay_y') {
    const paid = Math.floor(quantity / promotion.x) * promotion.y + (quantity % promotion.x);
    return { subtotal: paid * unitPrice, paidTickets: paid * listPaid };
  }
  const tables = Math.floor(quantity / promotion.size);
  const rest = quantity % promotion.size;
  const tablePaid = promotion.price > 0 ? tables * promotion.size : 0;
  return { subtotal: tables * promotion.price + rest * unitPrice, paidTickets: tablePaid + rest * listPaid };
}

/**
 * Spec pricing, with a promo code's discount `d` per ticket: subtotal =
 * (price − d) × quantity; tax = round(subtotal × taxes / 100); service fee = fees × quantity only
 * when price − d is above 0; total = the sum. All values are whole COP. One rule for web and functions.
 * With a type's `promotion` the subtotal is the promoted one (promotedCharge), the service fee is
 * charged per paid ticket, and a code's discount does not apply (they never combine).
 */
export function computeOrder(
  unitPrice: number,
  quantity: number,
  config: PaymentsConfig,
  discountPerTicket = 0,
  promotion: TicketPromotion | null = null,
): OrderSummary {
  const discount = promotion ? 0 : Math.min(Math.max(0, discountPerTicket), Math.max(0, unitPrice));
  const netPrice = unitPrice - discount;
  const charge = promotion
    ? promotedCharge(unitPrice, quantity, promotion)
    : { subtotal: Math.round(netPrice * quantity), paidTickets: netPrice > 0 ? quantity : 0 };
  const subtotal = Math.round(charge.subtotal);
  const tax = Math.round((subtotal * config.taxes) / 100);
  const serviceFee = Math.round(config.fees * charge.paidTickets);
  return {
    unitPrice,
    discountPerTicket: discount,
    quantity,
    subtotal,
    tax,
    serviceFee,
    total: subtotal + tax + serviceFee,
    currency: CURRENCY,
    // nothing chosen yet (a seated date before its seats): free only if the price is
    isFree: quantity > 0 ? subtotal <= 0 : netPrice <= 0,
    promotion,
    promotionDiscount: promotion ? Math.max(0, Math.round(unitPrice * quantity) - subtotal) : 0,
    paidTickets: charge.paidTickets,
  };
}

/**
 * The unit price a paid ticket of the order actually carries (the contribución parafiscal is
 * judged on it) and how many carry it: the subtotal spread over the paid tickets (a 2x1 pays the
 * list price on half; a table of 4 at $ 200.000 is $ 50.000 each). 0 for a free order.
 */
export function paidUnitPrice(order: Pick<OrderSummary, 'subtotal' | 'paidTickets'>): number {
  return order.paidTickets > 0 ? order.subtotal / order.paidTickets : 0;
}

/** What a promo code takes off: a percent of the price, or a fixed amount of COP per ticket. */
export interface PromoDiscount {
  kind: 'percent' | 'fixed';
  value: number;
}

/** d = round(price × value / 100) for a percent code, min(value, price) for a fixed one. */
export function promoDiscountPerTicket(price: number, promo: PromoDiscount): number {
  if (price <= 0) return 0;
  if (promo.kind === 'percent') return Math.min(price, Math.round((price * Math.min(100, promo.value)) / 100));
  return Math.min(Math.max(0, promo.value), price);
}

/** A show's price on cards and previews: "Desde $ 35.000" when its types sell at several prices (`price_from`). */
export function showPriceLabel(event: { ticket_price: number; price_from?: boolean }): string {
  return event.price_from ? `Desde ${formatCop(event.ticket_price)}` : priceLabel(event.ticket_price);
}

/**
 * "$ 25.000" — COP without decimals, as Intl's es-CO currency format writes it (a no-break space
 * after the sign, dots between thousands, halves rounded away from zero), written out because a
 * page's first Intl formatter costs it the locale's data (see dates.ts).
 */
export function formatCop(amount: number): string {
  return `${amount < 0 ? '-' : ''}$\u00a0${groupThousands(Math.abs(amount))}`;
}

/** "1.234.567": a whole number with es-CO's thousands dots (halves rounded up). */
export function groupThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, '.');
}

export const FREE_ENTRY_LABEL = 'Entrada libre';

/** An event's price as cards, the detail page and link previews show it. */
export function priceLabel(price: number): string {
  return price > 0 ? formatCop(price) : FREE_ENTRY_LABEL;
}
