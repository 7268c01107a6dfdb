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
  unitPrice: number;
  quantity: number;
  subtotal: number;
  tax: number;
  serviceFee: number;
  total: number;
  currency: typeof CURRENCY;
  isFree: boolean;
}

/**
 * Spec pricing: subtotal = price × quantity; tax = round(subtotal × taxes / 100);
 * service fee = fees × quantity only when the price is above 0; total = the sum.
 * All values are whole COP.
 */
export function computeOrder(unitPrice: number, quantity: number, config: PaymentsConfig): OrderSummary {
  const subtotal = Math.round(unitPrice * quantity);
  const tax = Math.round((subtotal * config.taxes) / 100);
  const serviceFee = unitPrice > 0 ? Math.round(config.fees * quantity) : 0;
  return {
    unitPrice,
    quantity,
    subtotal,
    tax,
    serviceFee,
    total: subtotal + tax + serviceFee,
    currency: CURRENCY,
    isFree: unitPrice <= 0,
  };
}

const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$ 25.000" — COP without decimals. */
export function formatCop(amount: number): string {
  return copFormatter.format(amount);
}

export const FREE_ENTRY_LABEL = 'Entrada libre';

/** An event's price as cards, the detail page and link previews show it. */
export function priceLabel(price: number): string {
  return price > 0 ? formatCop(price) : FREE_ENTRY_LABEL;
}
