import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { mpAccessToken, mpWebhookSecret, ticketQrPrivateKey } from '../config.js';
import {
  logInvalidSignature,
  logProviderError,
  logRefundFailed,
  logRefundRequested,
  logStoreError,
  logUnknownPayment,
  logWebhookIgnored,
} from '../shared/log.js';
import { fetchPayment, refundPayment, type ProviderPayment } from './mercado-pago.js';
import { applyPayment, type ApplyResult } from './webhook/apply-payment.js';
import { readNotification, type IncomingNotification } from './webhook/notification.js';
import { recordNotification, type WebhookOutcome } from './webhook/notification-log.js';
import { verifyWebhookSignature } from './webhook/verify-signature.js';

/** Express's response, as firebase-functions types its handlers (express itself is not our dependency). */
type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

function answer(response: Response, status: number, outcome: WebhookOutcome): void {
  response.status(status).json({ outcome });
}

async function ignore(
  response: Response,
  notification: IncomingNotification,
  outcome: 'ipn_ignored' | 'type_ignored',
): Promise<void> {
  logWebhookIgnored({ reason: outcome, requestId: notification.requestId, type: notification.type });
  await recordNotification(notification, outcome);
  answer(response, 200, outcome);
}

/**
 * Mercado Pago Webhooks → ticket state. 401 for a bad signature; 200 once the outcome is stored
 * (including deliveries that change nothing); 5xx when the API or Firestore fails, so Mercado Pago retries.
 */
export async function handlePaymentNotification(request: Request, response: Response): Promise<void> {
  if (request.method !== 'POST') {
    response.status(405).set('allow', 'POST').end();
    return;
  }
  const notification = readNotification(request.originalUrl, request.headers, request.body);
  if (notification.kind === 'ipn') return ignore(response, notification, 'ipn_ignored');

  const signature = verifyWebhookSignature(notification, mpWebhookSecret.value());
  if (!signature.valid) {
    logInvalidSignature({ reason: signature.reason, requestId: notification.requestId, dataId: notification.dataId });
    await recordNotification(notification, 'invalid_signature', { reason: signature.reason });
    return answer(response, 401, 'invalid_signature');
  }
  if (notification.type !== 'payment') return ignore(response, notification, 'type_ignored');

  const paymentId = notification.dataId ?? '';
  let payment: ProviderPayment | null;
  try {
    payment = await fetchPayment(paymentId);
  } catch (error) {
    logProviderError({ paymentId, error });
    await recordNotification(notification, 'provider_error');
    return answer(response, 502, 'provider_error');
  }
  if (!payment) {
    logUnknownPayment({ paymentId });
    await recordNotification(notification, 'unknown_payment');
    return answer(response, 200, 'unknown_payment');
  }

  let result: ApplyResult;
  try {
    result = await applyPayment(notification, payment, ticketQrPrivateKey.value());
  } catch (error) {
    logStoreError({ paymentId, error });
    await recordNotification(notification, 'store_error');
    return answer(response, 500, 'store_error');
  }
  if (result.outcome === 'sold_out_refund') return refundSoldOut(response, notification, payment);
  answer(response, 200, result.outcome);
}

/**
 * A late approval with no seats left: the money goes back. If the refund cannot be asked for now,
 * 502 makes Mercado Pago deliver again, and the next delivery asks again (same idempotency key).
 */
async function refundSoldOut(
  response: Response,
  notification: IncomingNotification,
  payment: ProviderPayment,
): Promise<void> {
  const ticketId = payment.externalReference;
  try {
    await refundPayment(payment.id);
    logRefundRequested({ ticketId, paymentId: payment.id, why: 'sold_out_refunded' });
    answer(response, 200, 'sold_out_refund');
  } catch (error) {
    logRefundFailed({ ticketId, paymentId: payment.id, error });
    await recordNotification(notification, 'refund_failed', { ticketId });
    answer(response, 502, 'refund_failed');
  }
}

export const paymentWebhook = onRequest(
  {
    region: FUNCTIONS_REGION,
    invoker: 'public',
    timeoutSeconds: 60,
    secrets: [mpAccessToken, mpWebhookSecret, ticketQrPrivateKey],
    // abuse limits (docs/decisions.md): beyond 10 × 40 deliveries in flight Mercado Pago gets 429 and retries
    maxInstances: 10,
    concurrency: 40,
  },
  handlePaymentNotification,
);
