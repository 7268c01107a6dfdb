import type { FaultScope, FaultSpec } from './faults.js';
import type { NotifyOptions } from './notifier.js';
import type { CheckoutMethod, Payment, PaymentStatus, Preference, Refund, WebhookDelivery } from './types.js';

export interface PayOptions extends NotifyOptions {
  statusDetail?: string;
  /** Charge another amount than the preference total. */
  amount?: number;
  currency?: string;
  /** false: create the payment without sending its webhook. */
  notify?: boolean;
  /** How the buyer pays (default card); 'pse' and 'efecty' start pending whatever the status. */
  method?: CheckoutMethod;
}

export interface PaymentResult {
  payment: Payment;
  deliveries: WebhookDelivery[];
}

export const DEFAULT_STANDIN_URL = 'http://127.0.0.1:8090';

/** Typed client of the stand-in's /__control/ API (and its preference lookup) for tests and benchmarks. */
export class StandInControl {
  constructor(
    readonly baseUrl: string = DEFAULT_STANDIN_URL,
    private readonly accessToken: string = 'TEST-demo-access-token',
  ) {}

  payPreference(preferenceId: string, status: PaymentStatus, options: PayOptions = {}): Promise<PaymentResult> {
    return this.call('POST', `/__control/preferences/${encodeURIComponent(preferenceId)}/pay`, { status, ...options });
  }

  async notify(paymentId: number, options: NotifyOptions = {}): Promise<WebhookDelivery[]> {
    const result = await this.call<{ deliveries: WebhookDelivery[] }>(
      'POST',
      `/__control/payments/${paymentId}/notify`,
      options,
    );
    return result.deliveries;
  }

  /** Changes an existing payment (e.g. 'refunded') and, unless notify is false, sends its webhook. */
  setPaymentStatus(paymentId: number, status: PaymentStatus, options: PayOptions = {}): Promise<PaymentResult> {
    return this.call('POST', `/__control/payments/${paymentId}/status`, { status, ...options });
  }

  /** A pending PSE transfer or Efecty voucher settled later ("paid at the counter": 'approved'), then its webhook. */
  settlePayment(
    paymentId: number,
    outcome: 'approved' | 'rejected' | 'expired',
    options: NotifyOptions & { notify?: boolean } = {},
  ): Promise<PaymentResult> {
    return this.call('POST', `/__control/payments/${paymentId}/settle`, { outcome, ...options });
  }

  /** Applies time to every payment now (PSE timeouts, expired vouchers) and notifies each change. */
  async sweep(): Promise<Payment[]> {
    return (await this.call<{ changed: Payment[] }>('POST', '/__control/sweep')).changed;
  }

  payment(paymentId: number): Promise<PaymentResult> {
    return this.call('GET', `/__control/payments/${paymentId}`);
  }

  async listPayments(): Promise<Payment[]> {
    return (await this.call<{ payments: Payment[] }>('GET', '/__control/payments')).payments;
  }

  /** Every refund the stand-in made (one per idempotency key) and how many refund requests it received. */
  refunds(): Promise<{ refunds: Refund[]; requests: number }> {
    return this.call('GET', '/__control/refunds');
  }

  /** The next `count` matching API requests (all until clearFaults when omitted) answer `status` (default 500). */
  async failApi(options: { count?: number; after?: number; status?: number; scope?: FaultScope } = {}): Promise<void> {
    await this.addFault({ kind: 'fail', ...options });
  }

  async slowApi(options: { delayMs: number; count?: number; scope?: FaultScope }): Promise<void> {
    await this.addFault({ kind: 'delay', ...options });
  }

  /** Clears every fault, or only the faults added with exactly this scope (leaves other users' faults alone). */
  async clearFaults(scope?: FaultScope): Promise<void> {
    const query = new URLSearchParams();
    if (scope?.paymentId !== undefined) query.set('paymentId', scope.paymentId);
    if (scope?.payerEmail !== undefined) query.set('payerEmail', scope.payerEmail);
    await this.call('DELETE', `/__control/faults${query.size > 0 ? `?${query}` : ''}`);
  }

  /** Forgets every preference, payment and fault: disturbs anyone else using the same stand-in. */
  async reset(): Promise<void> {
    await this.call('POST', '/__control/reset');
  }

  async preference(preferenceId: string): Promise<Preference> {
    const response = await fetch(`${this.baseUrl}/checkout/preferences/${encodeURIComponent(preferenceId)}`, {
      headers: { authorization: `Bearer ${this.accessToken}` },
    });
    if (!response.ok)
      throw new Error(`stand-in preference ${preferenceId}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Preference;
  }

  private async addFault(spec: FaultSpec): Promise<void> {
    await this.call('POST', '/__control/faults', spec);
  }

  private async call<T>(method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`stand-in ${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}
