import type { IncomingHttpHeaders } from 'node:http';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../../common/firestore.js';
import { logNotificationRecordFailed } from '../log.js';

/** One incoming delivery as read from the raw request (query string and headers; the body is never trusted). */
export interface IncomingNotification {
  /** Legacy IPN (`topic=…`, unsigned), Webhooks (`type=…`, signed), or our own look-up (reconciliation). */
  kind: 'ipn' | 'webhook' | 'reconciliation';
  type: string | null;
  dataId: string | null;
  requestId: string | null;
  signature: string | null;
  /** `action` from the body (e.g. payment.updated): recorded for diagnosis only. */
  action: string | null;
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

function bodyAction(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('action' in body)) return null;
  return typeof body.action === 'string' ? body.action : null;
}

/** Reads `type`, `data.id` (the key has a dot, so it is read from the raw query, not a parsed object) and the signature headers. */
export function readNotification(rawUrl: string, headers: IncomingHttpHeaders, body: unknown): IncomingNotification {
  const query = new URL(rawUrl, 'http://localhost').searchParams;
  const type = query.get('type');
  const kind = query.has('topic') && !type ? 'ipn' : 'webhook';
  return {
    kind,
    type: type ?? query.get('topic'),
    dataId: kind === 'ipn' ? query.get('id') : query.get('data.id'),
    requestId: header(headers, 'x-request-id'),
    signature: header(headers, 'x-signature'),
    action: bodyAction(body),
  };
}

/** What the reconciliation records for a payment it looked up itself (no delivery came in). */
export function reconciliationNotice(paymentId: string): IncomingNotification {
  return { kind: 'reconciliation', type: 'payment', dataId: paymentId, requestId: null, signature: null, action: null };
}

/** Every way a delivery can end; stored on its payment_notifications document. */
export type WebhookOutcome =
  | 'ipn_ignored'
  | 'type_ignored'
  | 'invalid_signature'
  | 'unknown_payment'
  | 'unknown_ticket'
  | 'amount_mismatch'
  | 'applied'
  | 'unchanged'
  | 'refund'
  | 'refund_failed'
  | 'provider_error'
  | 'store_error';

export interface OutcomeDetails {
  ticketId?: string;
  providerStatus?: string;
  ticketStatusBefore?: string;
  ticketStatusAfter?: string;
  reason?: string;
  expectedAmount?: number;
  receivedAmount?: number;
}

export function newNotificationRef(): DocumentReference {
  return db().collection(COLLECTIONS.paymentNotifications).doc();
}

/** The payment_notifications document of one delivery: what came in and how it ended. */
export function notificationRecord(
  notification: IncomingNotification,
  outcome: WebhookOutcome,
  details: OutcomeDetails = {},
) {
  return {
    receivedAt: FieldValue.serverTimestamp(),
    kind: notification.kind,
    type: notification.type,
    action: notification.action,
    dataId: notification.dataId,
    requestId: notification.requestId,
    outcome,
    ticketId: details.ticketId ?? null,
    providerStatus: details.providerStatus ?? null,
    ticketStatusBefore: details.ticketStatusBefore ?? null,
    ticketStatusAfter: details.ticketStatusAfter ?? null,
    reason: details.reason ?? null,
    expectedAmount: details.expectedAmount ?? null,
    receivedAmount: details.receivedAmount ?? null,
  };
}

/** For outcomes outside the payment transaction. Best effort: a failed log write must not change the answer. */
export async function recordNotification(
  notification: IncomingNotification,
  outcome: WebhookOutcome,
  details: OutcomeDetails = {},
): Promise<void> {
  try {
    await newNotificationRef().set(notificationRecord(notification, outcome, details));
  } catch (error) {
    logNotificationRecordFailed(error);
  }
}

/** Outcomes of requests nobody signed: counted per hour, never stored one by one. */
export type UnsignedOutcome = 'ipn_ignored' | 'invalid_signature';

/**
 * An anonymous flood must not grow the database with it: unsigned or badly signed requests add 1
 * to a counter of the hour (`webhook_rejections/{yyyy-mm-ddThh}`) and keep the last one's reason.
 * Best effort: a counter under a flood may refuse writes, and that changes no answer.
 */
export async function countUnsignedRequest(
  notification: IncomingNotification,
  outcome: UnsignedOutcome,
  now = new Date(),
): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  try {
    await db()
      .collection(COLLECTIONS.webhookRejections)
      .doc(hour)
      .set(
        {
          [outcome]: FieldValue.increment(1),
          lastAt: FieldValue.serverTimestamp(),
          lastReason: notification.kind === 'ipn' ? 'ipn' : outcome,
        },
        { merge: true },
      );
  } catch (error) {
    logNotificationRecordFailed(error);
  }
}
