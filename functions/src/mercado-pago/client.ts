import { mercadoPagoFee } from '@carcajada/domain';
import type { Payment, PaymentRefund, Preference } from 'mercadopago';
import { mpAccessToken, mpApiBaseUrl } from '../config.js';

/** The SDK's request body type, taken from its public client so no internal path is imported. */
export type PreferenceRequest = Parameters<Preference['create']>[0]['body'];

/**
 * The official SDK has no base-URL option: its RestClient builds every URL as
 * `${AppConfig.BASE_URL}${path}` (mercadopago/dist/utils/restClient). We set that one static from
 * MP_API_BASE_URL (the local stand-in in the emulators, https://api.mercadopago.com in production)
 * before any call, and leave the rest of the SDK untouched.
 */
async function pointSdkAt(baseUrl: string): Promise<void> {
  const { AppConfig } = await import('mercadopago/dist/utils/config/index.js');
  (AppConfig as { BASE_URL: string }).BASE_URL = baseUrl.replace(/\/+$/, '');
}

interface Clients {
  preferences: Preference;
  payments: Payment;
  refunds: PaymentRefund;
}

let clients: { accessToken: string; baseUrl: string; value: Clients } | undefined;

/** The SDK is loaded on the first call: most functions never call Mercado Pago (a shorter cold start). */
async function mercadoPago(): Promise<Clients> {
  const accessToken = mpAccessToken.value();
  const baseUrl = mpApiBaseUrl.value();
  if (clients?.accessToken !== accessToken || clients.baseUrl !== baseUrl) {
    const { MercadoPagoConfig, Payment, PaymentRefund, Preference } = await import('mercadopago');
    await pointSdkAt(baseUrl);
    const config = new MercadoPagoConfig({ accessToken });
    clients = {
      accessToken,
      baseUrl,
      value: {
        preferences: new Preference(config),
        payments: new Payment(config),
        refunds: new PaymentRefund(config),
      },
    };
  }
  return clients.value;
}

/**
 * Creates a Checkout Pro preference. One quick retry on 5xx/network errors; the ticket id is the
 * idempotency key, so a retry can never create two preferences for one ticket.
 */
export async function createPreference(
  body: PreferenceRequest,
  ticketId: string,
): Promise<{ id: string; initPoint: string }> {
  const { preferences } = await mercadoPago();
  const created = await preferences.create({
    body,
    requestOptions: { idempotencyKey: ticketId, timeout: 15_000, maxRetries: 1, initialDelay: 250 },
  });
  if (!created.id || !created.init_point)
    throw new Error('Mercado Pago returned a preference without id or init_point');
  return { id: created.id, initPoint: created.init_point };
}

/** What the webhook needs from GET /v1/payments/{id}. */
export interface ProviderPayment {
  id: string;
  status: string;
  statusDetail: string;
  externalReference: string;
  transactionAmount: number;
  currencyId: string;
  /** Mercado Pago's fee on the payment (from `fee_details`), COP. */
  mpFee: number;
  /** 'credit_card', 'bank_transfer' (PSE), 'ticket' (Efecty cash)… ('' when absent). */
  paymentTypeId: string;
  /** A cash payment's voucher (`transaction_details.external_resource_url`), else null. */
  voucherUrl: string | null;
}

function providerPayment(payment: {
  id?: string | number;
  status?: string;
  status_detail?: string;
  external_reference?: string;
  transaction_amount?: number;
  currency_id?: string;
  fee_details?: unknown;
  payment_type_id?: string;
  transaction_details?: { external_resource_url?: string | null };
}): ProviderPayment {
  const voucher = payment.transaction_details?.external_resource_url;
  return {
    id: String(payment.id ?? ''),
    status: payment.status ?? '',
    statusDetail: payment.status_detail ?? '',
    externalReference: payment.external_reference ?? '',
    transactionAmount: payment.transaction_amount ?? Number.NaN,
    currencyId: payment.currency_id ?? '',
    mpFee: mercadoPagoFee(payment.fee_details),
    paymentTypeId: payment.payment_type_id ?? '',
    voucherUrl: typeof voucher === 'string' && /^https?:\/\//.test(voucher) ? voucher : null,
  };
}

/** Every payment Mercado Pago holds for a ticket (GET /v1/payments/search by external_reference), oldest first. */
export async function searchPayments(externalReference: string): Promise<ProviderPayment[]> {
  const { payments } = await mercadoPago();
  const found = await payments.search({
    options: { external_reference: externalReference, sort: 'date_created', criteria: 'asc' },
    requestOptions: { timeout: 10_000, maxRetries: 1 },
  });
  return (found.results ?? [])
    .map(providerPayment)
    .filter((payment) => payment.id !== '' && payment.externalReference === externalReference)
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Reads a payment from the API, or null when Mercado Pago does not know it. No SDK retries: a
 * failure answers 5xx and Mercado Pago itself re-delivers the webhook later.
 */
export async function fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
  const { payments } = await mercadoPago();
  try {
    const payment = await payments.get({
      id: paymentId,
      requestOptions: { timeout: 10_000, maxRetries: 0 },
    });
    return providerPayment({ ...payment, id: payment.id ?? paymentId });
  } catch (error) {
    const { MPNotFoundError } = await import('mercadopago');
    if (error instanceof MPNotFoundError) return null;
    throw error;
  }
}

/**
 * Refunds a payment in full (POST /v1/payments/{id}/refunds). The idempotency key is the payment
 * id, so asking again (a re-delivered webhook, a second click) never refunds twice.
 */
export async function refundPayment(paymentId: string): Promise<void> {
  const { refunds } = await mercadoPago();
  await refunds.create({
    payment_id: paymentId,
    body: {},
    requestOptions: { idempotencyKey: `refund-${paymentId}`, timeout: 15_000, maxRetries: 1, initialDelay: 250 },
  });
}

/**
 * Cancels a pending payment (PUT /v1/payments/{id} `{ status: 'cancelled' }`): an Efecty voucher
 * whose deadline passed can then no longer be paid at the counter.
 */
export async function cancelPayment(paymentId: string): Promise<void> {
  const { payments } = await mercadoPago();
  await payments.cancel({ id: paymentId, requestOptions: { timeout: 10_000, maxRetries: 1 } });
}
