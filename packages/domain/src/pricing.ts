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

export interface OrderSummary {
  /** The list price of one ticket (the show's, or its type's), before any promo code. */
  unitPrice: number;
  /** COP off each ticket by a promo code (0 without one). */
  discountPerTicket: number;
  quantity: number;
  subtotal: number;
  tax: number;
  serviceFee: number;
  total: number;
  currency: typeof CURRENCY;
  isFree: boolean;
}

/**
 * Spec pricing, with a promo code's discount `d` per ticket: subtotal =
 * (price − d) × quantity; tax = round(subtotal × taxes / 100); service fee = fees × quantity only
 * when price − d is above 0; total = the sum. All values are whole COP. One rule for web and functions.
 */
export function computeOrder(
  unitPrice: number,
  quantity: number,
  config: PaymentsConfig,
  discountPerTicket = 0,
): OrderSummary {
  const discount = Math.min(Math.max(0, discountPerTicket), Math.max(0, unitPrice));
  const netPrice = unitPrice - discount;
  const subtotal = Math.round(netPrice * quantity);
  const tax = Math.round((subtotal * config.taxes) / 100);
  const serviceFee = netPrice > 0 ? Math.round(config.fees * quantity) : 0;
  return {
    unitPrice,
    discountPerTicket: discount,
    quantity,
    subtotal,
    tax,
    serviceFee,
    total: subtotal + tax + serviceFee,
    currency: CURRENCY,
    isFree: netPrice <= 0,
  };
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
