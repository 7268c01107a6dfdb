import { randomUUID } from 'node:crypto';
import type { StandInOptions } from './options.js';
import { preferenceTotal, SITE_CURRENCY, type PreferenceInput } from './preference-validation.js';
import type { Payment, PaymentStatus, Preference, Refund, WebhookDelivery } from './types.js';

/** Mercado Pago's usual status_detail for each status, so receivers see realistic values. */
const DEFAULT_STATUS_DETAIL: Record<PaymentStatus, string> = {
  pending: 'pending_waiting_payment',
  approved: 'accredited',
  authorized: 'pending_capture',
  in_process: 'pending_review_manual',
  in_mediation: 'in_mediation',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'expired',
  refunded: 'refunded',
  charged_back: 'settled',
};

const TEST_PAYER_ID = '1123581321';

/**
 * Mercado Pago Colombia's Checkout Pro fee for a card paid at once: 3.29 % + $952 per payment,
 * plus 19 % IVA on that fee, rounded to the peso (COP has no decimals).
 */
export function checkoutProFee(amount: number): Payment['fee_details'] {
  const fee = Math.round((amount * 0.0329 + 952) * 1.19);
  return [{ type: 'mercadopago_fee', amount: fee, fee_payer: 'collector' }];
}

export interface PaymentOverrides {
  statusDetail?: string;
  /** Charge a different amount than the preference's total (amount-mismatch tests). */
  amount?: number;
  currency?: string;
}

/** All state of a stand-in run. In memory only: a restart forgets everything, like a fresh sandbox. */
export class StandInStore {
  private readonly preferences = new Map<string, Preference>();
  private readonly payments = new Map<number, Payment>();
  private readonly deliveries: WebhookDelivery[] = [];
  /** Refunds by idempotency key: asking again with the same key answers the same refund. */
  private readonly refunds = new Map<string, Refund>();
  /** Time-based so payment ids do not repeat across restarts while tickets still hold old ones. */
  private nextPaymentId = Date.now();
  private nextOrderId = Date.now() + 1;
  private nextNotificationId = 1;

  constructor(private readonly options: StandInOptions) {}

  createPreference(input: PreferenceInput): Preference {
    const id = `${this.options.sellerId}-${randomUUID()}`;
    const preference: Preference = {
      ...input,
      id,
      collector_id: this.options.sellerId,
      client_id: String(this.options.sellerId),
      operation_type: 'regular_payment',
      date_created: new Date().toISOString(),
      init_point: `${this.options.publicUrl}/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `${this.options.publicUrl}/sandbox/checkout/v1/redirect?pref_id=${id}`,
    };
    this.preferences.set(id, preference);
    return preference;
  }

  preference(id: string): Preference | undefined {
    return this.preferences.get(id);
  }

  payment(id: number): Payment | undefined {
    return this.payments.get(id);
  }

  listPayments(): Payment[] {
    return [...this.payments.values()];
  }

  /** A new payment for the preference, as a buyer finishing the checkout creates one. */
  payPreference(preference: Preference, status: PaymentStatus, overrides: PaymentOverrides = {}): Payment {
    const now = new Date().toISOString();
    const payment: Payment = {
      id: this.nextPaymentId++,
      status,
      status_detail: overrides.statusDetail ?? DEFAULT_STATUS_DETAIL[status],
      external_reference: preference.external_reference,
      transaction_amount: overrides.amount ?? preferenceTotal(preference.items),
      currency_id: overrides.currency ?? SITE_CURRENCY,
      description: preference.items[0]?.title ?? '',
      payer: { id: TEST_PAYER_ID, email: preference.payer.email ?? '', type: 'guest' },
      collector_id: this.options.sellerId,
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      live_mode: false,
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      date_last_updated: now,
      order: { type: 'mercadopago', id: this.nextOrderId++ },
      fee_details: status === 'approved' ? checkoutProFee(overrides.amount ?? preferenceTotal(preference.items)) : [],
      metadata: { preference_id: preference.id },
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** A later change of an existing payment (refund, chargeback, a pending payment settling). */
  changePaymentStatus(payment: Payment, status: PaymentStatus, statusDetail?: string): Payment {
    const now = new Date().toISOString();
    payment.status = status;
    payment.status_detail = statusDetail ?? DEFAULT_STATUS_DETAIL[status];
    payment.date_last_updated = now;
    if (status === 'approved' && !payment.date_approved) payment.date_approved = now;
    if (status === 'approved' && payment.fee_details.length === 0)
      payment.fee_details = checkoutProFee(payment.transaction_amount);
    return payment;
  }

  /**
   * A full refund of an approved payment, as Mercado Pago's refunds API makes one: the payment
   * becomes `refunded`. The same idempotency key answers the same refund; a payment that cannot be
   * refunded answers null.
   */
  refund(payment: Payment, idempotencyKey: string | undefined): { refund: Refund; created: boolean } | null {
    const kept = idempotencyKey ? this.refunds.get(idempotencyKey) : undefined;
    if (kept) return kept.payment_id === payment.id ? { refund: kept, created: false } : null;
    if (payment.status !== 'approved') return null;
    const refund: Refund = {
      id: this.nextPaymentId++,
      payment_id: payment.id,
      amount: payment.transaction_amount,
      status: 'approved',
      date_created: new Date().toISOString(),
      source: { id: String(this.options.sellerId), name: 'Carcajada', type: 'collector' },
      refund_mode: 'standard',
    };
    if (idempotencyKey) this.refunds.set(idempotencyKey, refund);
    this.changePaymentStatus(payment, 'refunded');
    return { refund, created: true };
  }

  takeNotificationId(): number {
    return this.nextNotificationId++;
  }

  recordDelivery(delivery: WebhookDelivery): void {
    this.deliveries.push(delivery);
  }

  deliveriesFor(paymentId?: number): WebhookDelivery[] {
    return paymentId === undefined
      ? [...this.deliveries]
      : this.deliveries.filter((entry) => entry.paymentId === paymentId);
  }

  reset(): void {
    this.preferences.clear();
    this.payments.clear();
    this.deliveries.length = 0;
    this.refunds.clear();
  }
}

export function isExpired(preference: Preference, now: Date): boolean {
  return (
    preference.expires &&
    preference.expiration_date_to !== null &&
    Date.parse(preference.expiration_date_to) < now.getTime()
  );
}
