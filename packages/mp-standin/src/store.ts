import { randomUUID } from 'node:crypto';
import type { StandInOptions } from './options.js';
import { preferenceTotal, SITE_CURRENCY, type PreferenceInput } from './preference-validation.js';
import {
  METHOD_IDS,
  type CheckoutMethod,
  type Payment,
  type PaymentStatus,
  type Preference,
  type Refund,
  type WebhookDelivery,
} from './types.js';

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

/** A PSE transfer the buyer never finishes is rejected by itself this long after its creation. */
export const PSE_TIMEOUT_MS = 15 * 60_000;
/** An Efecty voucher of a preference without date_of_expiration lasts three days, Mercado Pago's default. */
export const DEFAULT_VOUCHER_MS = 3 * 24 * 60 * 60_000;

/** How a pending payment is settled later (control API): paid, refused, or left to expire. */
export type PendingOutcome = 'approved' | 'rejected' | 'expired';

const OUTCOME_STATUS: Record<PendingOutcome, { status: PaymentStatus; detail: Record<CheckoutMethod, string> }> = {
  approved: { status: 'approved', detail: { card: 'accredited', pse: 'accredited', efecty: 'accredited' } },
  rejected: {
    status: 'rejected',
    detail: { card: 'cc_rejected_other_reason', pse: 'rejected_by_bank', efecty: 'rejected_other_reason' },
  },
  expired: { status: 'cancelled', detail: { card: 'expired', pse: 'expired', efecty: 'expired' } },
};

/** Which of the modelled methods a payment was made with. */
export function checkoutMethodOf(payment: Payment): CheckoutMethod {
  if (payment.payment_type_id === METHOD_IDS.efecty.typeId) return 'efecty';
  if (payment.payment_type_id === METHOD_IDS.pse.typeId) return 'pse';
  return 'card';
}

/** Whether the preference lets the buyer pay this way (`payment_methods.excluded_payment_types`/`…_methods`). */
export function methodAllowed(preference: Preference, method: CheckoutMethod): boolean {
  const { methodId, typeId } = METHOD_IDS[method];
  const filter = preference.payment_methods;
  return (
    !filter.excluded_payment_types.some((excluded) => excluded.id === typeId) &&
    !filter.excluded_payment_methods.some((excluded) => excluded.id === methodId)
  );
}

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
  /** How the buyer paid (default card); PSE and Efecty always start pending. */
  method?: CheckoutMethod;
}

/** All state of a stand-in run. In memory only: a restart forgets everything, like a fresh sandbox. */
export class StandInStore {
  private readonly preferences = new Map<string, Preference>();
  private readonly payments = new Map<number, Payment>();
  private readonly deliveries: WebhookDelivery[] = [];
  /** Refunds by idempotency key: asking again with the same key answers the same refund. */
  private readonly refunds = new Map<string, Refund>();
  /** Every refund request that reached the store (a repeated key counts again): a test's retry figure. */
  private refundRequestCount = 0;
  /** Time-based so payment ids do not repeat across restarts while tickets still hold old ones. */
  private nextPaymentId = Date.now();
  private nextOrderId = Date.now() + 1;
  private nextNotificationId = 1;

  constructor(private readonly options: StandInOptions) {}

  private now(): Date {
    return this.options.clock();
  }

  createPreference(input: PreferenceInput): Preference {
    const id = `${this.options.sellerId}-${randomUUID()}`;
    const preference: Preference = {
      ...input,
      id,
      collector_id: this.options.sellerId,
      client_id: String(this.options.sellerId),
      operation_type: 'regular_payment',
      date_created: this.now().toISOString(),
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
    const method = overrides.method ?? 'card';
    const at = this.now();
    const now = at.toISOString();
    // a transfer or a voucher is never settled at once: the bank or the counter comes later
    const effective: PaymentStatus = method === 'card' ? status : 'pending';
    const amount = overrides.amount ?? preferenceTotal(preference.items);
    const id = this.nextPaymentId++;
    const voucher = method === 'efecty';
    const payment: Payment = {
      id,
      status: effective,
      status_detail: overrides.statusDetail ?? pendingDetail(method) ?? DEFAULT_STATUS_DETAIL[effective],
      external_reference: preference.external_reference,
      transaction_amount: amount,
      currency_id: overrides.currency ?? SITE_CURRENCY,
      description: preference.items[0]?.title ?? '',
      payer: { id: TEST_PAYER_ID, email: preference.payer.email ?? '', type: 'guest' },
      collector_id: this.options.sellerId,
      payment_method_id: METHOD_IDS[method].methodId,
      payment_type_id: METHOD_IDS[method].typeId,
      live_mode: false,
      date_created: now,
      date_approved: effective === 'approved' ? now : null,
      date_last_updated: now,
      date_of_expiration: voucher
        ? (preference.date_of_expiration ?? new Date(at.getTime() + DEFAULT_VOUCHER_MS).toISOString())
        : null,
      transaction_details: {
        external_resource_url: voucher ? `${this.options.publicUrl}/vouchers/${id}` : null,
        total_paid_amount: amount,
      },
      order: { type: 'mercadopago', id: this.nextOrderId++ },
      fee_details: effective === 'approved' ? checkoutProFee(amount) : [],
      metadata: { preference_id: preference.id },
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /**
   * What time alone does to a pending payment, evaluated when it is read (no timers): a PSE
   * transfer not finished within 15 minutes is rejected; an Efecty voucher not paid by its
   * date_of_expiration is cancelled (`expired`). True when the payment changed.
   */
  refresh(payment: Payment): boolean {
    if (payment.status !== 'pending') return false;
    const now = this.now().getTime();
    const method = checkoutMethodOf(payment);
    if (method === 'pse' && now - Date.parse(payment.date_created) >= PSE_TIMEOUT_MS) {
      this.changePaymentStatus(payment, 'rejected', OUTCOME_STATUS.rejected.detail.pse);
      return true;
    }
    if (method === 'efecty' && payment.date_of_expiration && now > Date.parse(payment.date_of_expiration)) {
      this.changePaymentStatus(payment, 'cancelled', 'expired');
      return true;
    }
    return false;
  }

  /** Every payment that time changed since it was last read (the sweep notifies each). */
  refreshAll(): Payment[] {
    return this.listPayments().filter((payment) => this.refresh(payment));
  }

  /**
   * A pending payment settled later: the transfer confirmed or refused by the bank, the voucher
   * paid at the counter, or left to expire. Null when the payment is no longer pending (an Efecty
   * voucher past its date_of_expiration can no longer be paid).
   */
  settlePending(payment: Payment, outcome: PendingOutcome): Payment | null {
    this.refresh(payment);
    if (payment.status !== 'pending' && payment.status !== 'in_process') return null;
    const target = OUTCOME_STATUS[outcome];
    return this.changePaymentStatus(payment, target.status, target.detail[checkoutMethodOf(payment)]);
  }

  /** PUT /v1/payments/{id} {status:'cancelled'}: the seller cancels a pending payment; null when it is not pending. */
  cancelPending(payment: Payment): Payment | null {
    this.refresh(payment);
    if (payment.status !== 'pending' && payment.status !== 'in_process') return null;
    return this.changePaymentStatus(payment, 'cancelled', 'by_collector');
  }

  /** A later change of an existing payment (refund, chargeback, a pending payment settling). */
  changePaymentStatus(payment: Payment, status: PaymentStatus, statusDetail?: string): Payment {
    const now = this.now().toISOString();
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
    this.refundRequestCount += 1;
    const kept = idempotencyKey ? this.refunds.get(idempotencyKey) : undefined;
    if (kept) return kept.payment_id === payment.id ? { refund: kept, created: false } : null;
    if (payment.status !== 'approved') return null;
    const refund: Refund = {
      id: this.nextPaymentId++,
      payment_id: payment.id,
      amount: payment.transaction_amount,
      status: 'approved',
      date_created: this.now().toISOString(),
      source: { id: String(this.options.sellerId), name: 'Carcajada', type: 'collector' },
      refund_mode: 'standard',
    };
    if (idempotencyKey) this.refunds.set(idempotencyKey, refund);
    this.changePaymentStatus(payment, 'refunded');
    return { refund, created: true };
  }

  /** Every refund made (one per idempotency key) and how many refund requests arrived. */
  listRefunds(): { refunds: Refund[]; requests: number } {
    return { refunds: [...this.refunds.values()], requests: this.refundRequestCount };
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
    this.refundRequestCount = 0;
  }
}

/** The status_detail a PSE or Efecty payment starts with (null: a card, whose detail follows its status). */
function pendingDetail(method: CheckoutMethod): string | null {
  if (method === 'pse') return 'pending_waiting_transfer';
  if (method === 'efecty') return 'pending_waiting_payment';
  return null;
}

export function isExpired(preference: Preference, now: Date): boolean {
  return (
    preference.expires &&
    preference.expiration_date_to !== null &&
    Date.parse(preference.expiration_date_to) < now.getTime()
  );
}
