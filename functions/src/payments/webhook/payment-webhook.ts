import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { mpAccessToken, mpWebhookSecret, ticketQrPrivateKey } from '../../config.js';
import { logInvalidSignature, logProviderError, logStoreError, logUnknownPayment, logWebhookIgnored } from '../log.js';
import { fetchPayment, type ProviderPayment } from '../../mercado-pago/client.js';
import { settlePayment } from './settle-payment.js';
import {
  countUnsignedRequest,
  readNotification,
  recordNotification,
  type IncomingNotification,
  type WebhookOutcome,
} from './notification.js';
import { verifyWebhookSignature } from './verify-signature.js';

/** Express's response, as firebase-functions types its handlers (express itself is not our dependency). */
type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

function answer(response: Response, status: number, outcome: WebhookOutcome): void {
  response.status(status).json({ outcome });
}

/** A signed notification of another type: recorded like every delivery Mercado Pago signed. */
async function ignore(response: Response, notification: IncomingNotification): Promise<void> {
  logWebhookIgnored({ reason: 'type_ignored', requestId: notification.requestId, type: notification.type });
  await recordNotification(notification, 'type_ignored');
  answer(response, 200, 'type_ignored');
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
  // legacy IPN is unsigned: anyone can send it, so it is only counted
  if (notification.kind === 'ipn') {
    await countUnsignedRequest(notification, 'ipn_ignored');
    return answer(response, 200, 'ipn_ignored');
  }

  const signature = await verifyWebhookSignature(notification, mpWebhookSecret.value());
  if (!signature.valid) {
    logInvalidSignature({ reason: signature.reason, requestId: notification.requestId, dataId: notification.dataId });
    await countUnsignedRequest(notification, 'invalid_signature');
    return answer(response, 401, 'invalid_signature');
  }
  if (notification.type !== 'payment') return ignore(response, notification);

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

  try {
    const outcome = await settlePayment(notification, payment, ticketQrPrivateKey.value());
    answer(response, outcome === 'refund_failed' ? 502 : 200, outcome);
  } catch (error) {
    logStoreError({ paymentId, error });
    await recordNotification(notification, 'store_error');
    answer(response, 500, 'store_error');
  }
}

export const paymentWebhook = onRequest(
  {
    region: FUNCTIONS_REGION,
    invoker: 'public',
    timeoutSeconds: 60,
    secrets: [mpAccessToken, mpWebhookSecret, ticketQrPrivateKey],
    // abuse limits (docs/hosting.md): beyond 10 × 40 deliveries in flight Mercado Pago gets 429 and retries
    maxInstances: 10,
    concurrency: 40,
  },
  handlePaymentNotification,
);
