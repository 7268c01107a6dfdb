import type { IncomingNotification } from './notification.js';

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

/**
 * Mercado Pago's signature: HMAC-SHA256 (hex) with the webhook secret over
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, compared in constant time by the SDK's own
 * validator. The contract requires all three parts, so a missing one fails before the SDK (which
 * would otherwise drop it from the signed string).
 */
export async function verifyWebhookSignature(
  notification: IncomingNotification,
  secret: string,
): Promise<SignatureCheck> {
  if (!notification.signature) return { valid: false, reason: 'MissingSignatureHeader' };
  if (!notification.requestId) return { valid: false, reason: 'MissingRequestId' };
  if (!notification.dataId) return { valid: false, reason: 'MissingDataId' };
  const { InvalidWebhookSignatureError, WebhookSignatureValidator } = await import('mercadopago');
  try {
    WebhookSignatureValidator.validate({
      xSignature: notification.signature,
      xRequestId: notification.requestId,
      dataId: notification.dataId,
      secret,
    });
    return { valid: true };
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return { valid: false, reason: error.reason };
    throw error;
  }
}
