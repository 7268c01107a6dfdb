import { isAnyoneAdmitted } from '@carcajada/domain';
import { FieldPath, FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, ticketsCollection } from '../../common/firestore.js';
import { parseTicket } from '../../documents/ticket.js';
import { logRefundRequested } from '../log.js';
import { fetchPayment, refundPayment, type ProviderPayment } from '../mercado-pago.js';
import { reconciliationNotice } from '../webhook/notification.js';
import { settlePayment } from '../webhook/settle-payment.js';
import type { ReconcileSummary } from './reconcile.js';

/** A refund asked by ADMIN or an organizer whose payment is still unsettled this long after is finished by the run. */
export const REFUND_CONFIRM_AFTER_MS = 5 * 60_000;

export function countOutcome(summary: ReconcileSummary, outcome: string): void {
  summary.payments += 1;
  summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
}

/** Refunds that failed (recorded `refund_failed` by the webhook or a run), oldest record first. */
export function failedRefundsQuery() {
  return db()
    .collection(COLLECTIONS.paymentNotifications)
    .where('outcome', '==', 'refund_failed')
    .orderBy(FieldPath.documentId());
}

/** Asks again for one failed refund; the record is then done (a new failure writes a new one). */
export async function retryFailedRefund(
  doc: QueryDocumentSnapshot,
  qrPrivateKeyPem: string,
  summary: Required<ReconcileSummary>,
): Promise<void> {
  const paymentId = String(doc.get('dataId') ?? '');
  const payment = paymentId ? await fetchPayment(paymentId) : null;
  const outcome = payment
    ? await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem)
    : 'unknown_payment';
  if (payment) countOutcome(summary, outcome);
  await doc.ref.update({ outcome: 'refund_retried', retriedAt: FieldValue.serverTimestamp(), retryOutcome: outcome });
  if (outcome === 'refund') summary.refundsRetried += 1;
}

/** Paid tickets whose refund was asked (refundTicket) minutes ago and never came back as a notification. */
export function requestedRefundsQuery(now: Date) {
  return ticketsCollection()
    .where('ticketStatus', '==', 'paid')
    .where('refundRequestedAt', '<=', Timestamp.fromMillis(now.getTime() - REFUND_CONFIRM_AFTER_MS))
    .orderBy('refundRequestedAt');
}

/**
 * Finishes a refund that was asked but never confirmed. Mercado Pago is asked how the payment
 * stands: refunded (its notification was lost) → applied through the webhook's own transaction,
 * so seats, code uses and the settlement line come back as if it had arrived; still approved (the
 * request never reached Mercado Pago) → asked again with refundTicket's idempotency key, never a
 * second refund, then applied. A ticket whose holder got in meanwhile is not asked again.
 */
export async function finishRequestedRefund(
  doc: QueryDocumentSnapshot,
  qrPrivateKeyPem: string,
  summary: Required<ReconcileSummary>,
): Promise<void> {
  const ticket = parseTicket(doc.data());
  const { paymentId } = ticket;
  if (!paymentId) return;
  let payment: ProviderPayment | null = await fetchPayment(paymentId);
  if (payment?.status === 'approved' && !isAnyoneAdmitted(ticket)) {
    await refundPayment(paymentId);
    logRefundRequested({ ticketId: doc.id, paymentId, why: 'reconciliation' });
    summary.refundsRetried += 1;
    payment = await fetchPayment(paymentId);
  }
  if (payment && payment.status !== 'approved') {
    const outcome = await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem);
    countOutcome(summary, outcome);
    if (outcome === 'applied') summary.refundsFinished += 1;
  }
  await doc.ref.update({ reconciledAt: FieldValue.serverTimestamp() });
}
