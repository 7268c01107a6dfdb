/**
 * How a ticket was paid (`paymentMethod`), and what each means for its money. The one list of
 * payment methods: a refund, a cancelled date, the settlement and the door ask `chargeOf`.
 */
export const PAYMENT_METHODS = ['mercadopago', 'efecty', 'free', 'courtesy', 'box_office'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * - `provider`: charged through Mercado Pago (its checkout: card or PSE; or an Efecty voucher).
 *   Refunds go back through Mercado Pago and the webhook applies its payments.
 * - `none`: costs nothing and is confirmed at once (a free show's reservation, a 100 % courtesy).
 * - `door`: paid at the box office, in cash or by card terminal: the money is already with the organizer.
 */
export type PaymentCharge = 'provider' | 'none' | 'door';

const CHARGE_OF_METHOD: Record<PaymentMethod, PaymentCharge> = {
  mercadopago: 'provider',
  efecty: 'provider',
  free: 'none',
  courtesy: 'none',
  box_office: 'door',
};

/** Mercado Pago's checkout (card or PSE). */
export const CHECKOUT_PAYMENT_METHOD = 'mercadopago' satisfies PaymentMethod;
/** An Efecty voucher: a cash hold until it is paid. */
export const CASH_PAYMENT_METHOD = 'efecty' satisfies PaymentMethod;
export const FREE_PAYMENT_METHOD = 'free' satisfies PaymentMethod;
export const COURTESY_PAYMENT_METHOD = 'courtesy' satisfies PaymentMethod;

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** What a stored `paymentMethod` means; an unknown one is charged nowhere we can refund. */
export function chargeOf(method: unknown): PaymentCharge | null {
  return isPaymentMethod(method) ? CHARGE_OF_METHOD[method] : null;
}

function methodsCharged(charge: PaymentCharge): readonly PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => CHARGE_OF_METHOD[method] === charge);
}

/** Methods whose money goes through Mercado Pago (refunds, webhook, holds, the settlement's fee). */
export const PROVIDER_PAYMENT_METHODS = methodsCharged('provider');
/** Tickets that cost nothing and are confirmed at once. */
export const NO_CHARGE_PAYMENT_METHODS = methodsCharged('none');

export function isProviderPaymentMethod(method: unknown): boolean {
  return chargeOf(method) === 'provider';
}

export function isNoChargePaymentMethod(method: unknown): boolean {
  return chargeOf(method) === 'none';
}
