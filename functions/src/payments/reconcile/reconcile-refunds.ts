import { isAnyoneAdmitted } from '@carcajada/domain';
import { FieldPath, FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, ticketsCollection } from '../../common/firestore.js';
import { parseTicket, ticketUpdateOf } from '../../documents/ticket.js';
import { logRefundRequested } from '../log.js';
import { fetchPayment, refundPayment, searchPayments, type ProviderPayment } from '../../mercado-pago/client.js';
import { reconciliationNotice } from '../webhook/notification.js';
import { settlePayment } from '../webhook/settle-payment.js';

/** A refund asked by ADMIN or an organizer whose payment is still unsettled this long after is finished by the run. */
export const REFUND_CONFIRM_AFTER_MS = 5 * 60_000;

/** What looking at a refund again did, for the sweep's figures. */
export interface RefundLookup {
  /** The refund was asked of Mercado Pago again. */
  asked: boolean;
  /** settlePayment's outcome; null when no payment was applied. */
  outcome: string | null;
  /** A refund asked earlier is now applied to its ticket. */
  finished: boolean;
}

/** Refunds that failed (recorded `refund_failed` by the webhook or a run), oldest record first. */
export function failedRefundsQuery() {
  return db()
    .collection(COLLECTIONS.paymentNotifications)
    .where('outcome', '==', 'refund_failed')
    .orderBy(FieldPath.documentId());
}

/** Asks again for one failed refund; the record is then done (a new failure writes a new one). */
export async function retryFailedRefund(doc: QueryDocumentSnapshot, qrPrivateKeyPem: string): Promise<RefundLookup> {
  const paymentId = String(doc.get('dataId') ?? '');
  const payment = paymentId ? await fetchPayment(paymentId) : null;
  const outcome = payment
    ? await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem)
    : 'unknown_payment';
  await doc.ref.update({ outcome: 'refund_retried', retriedAt: FieldValue.serverTimestamp(), retryOutcome: outcome });
  return { asked: outcome === 'refund', outcome: payment ? outcome : null, finished: false };
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
): Promise<RefundLookup> {
  const ticket = parseTicket(doc.data());
  const { paymentId } = ticket;
  const lookup: RefundLookup = { asked: false, outcome: null, finished: false };
  if (!paymentId) return lookup;
  let payment: ProviderPayment | null = await fetchPayment(paymentId);
  if (payment?.status === 'approved' && !isAnyoneAdmitted(ticket)) {
    await refundPayment(paymentId);
    logRefundRequested({ ticketId: doc.id, paymentId, why: 'reconciliation' });
    lookup.asked = true;
    payment = await fetchPayment(paymentId);
  }
  if (payment && payment.status !== 'approved') {
    lookup.outcome = await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem);
    lookup.finished = lookup.outcome === 'applied';
  }
  await doc.ref.update({ reconciledAt: FieldValue.serverTimestamp() });
  return lookup;
}

/**
 * Asks Mercado Pago for every payment of one ticket (search by external_reference) and applies
 * each, oldest first, through the webhook's own transaction: a lost or unanswered notification
 * ends the same as a delivered one. Answers each payment's outcome.
 */
export async function reconcileTicket(ticketId: string, qrPrivateKeyPem: string): Promise<string[]> {
  const outcomes: string[] = [];
  for (const payment of await searchPayments(ticketId))
    outcomes.push(await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem));
  await ticketsCollection()
    .doc(ticketId)
    .update(ticketUpdateOf({ reconciledAt: FieldValue.serverTimestamp() }));
  return outcomes;
}
