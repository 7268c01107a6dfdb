import { logRefundFailed, logRefundRequested } from '../log.js';
import { refundPayment, type ProviderPayment } from '../../mercado-pago/client.js';
import { applyPayment, type ApplyResult } from './apply-payment.js';
import type { IncomingNotification } from './notification.js';
import { recordNotification, type WebhookOutcome } from './notification-log.js';

/**
 * A payment as read from Mercado Pago, applied to its ticket in one transaction; an approved payment
 * with no valid ticket to give (see RefundReason) then goes back. Shared by the webhook and the
 * reconciliation, so both reach the same state. 'refund_failed' asks the caller to try again
 * later: the next attempt asks for the same refund (idempotency key), never a second one.
 */
export async function settlePayment(
  notification: IncomingNotification,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
): Promise<ApplyResult['outcome'] | Extract<WebhookOutcome, 'refund_failed'>> {
  const result = await applyPayment(notification, payment, qrPrivateKeyPem);
  if (result.outcome !== 'refund') return result.outcome;
  const ticketId = payment.externalReference;
  const why = result.details.reason ?? '';
  try {
    await refundPayment(payment.id);
    logRefundRequested({ ticketId, paymentId: payment.id, why });
    return 'refund';
  } catch (error) {
    logRefundFailed({ ticketId, paymentId: payment.id, error });
    await recordNotification(notification, 'refund_failed', { ticketId, reason: why });
    return 'refund_failed';
  }
}
