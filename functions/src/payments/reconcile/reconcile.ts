import { FieldPath, FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS, db, ticketsCollection } from '../../common/firestore.js';
import { logReconcileCandidateFailed, logReconciled } from '../../common/log.js';
import { resendFailedMail } from '../../mail/deliver-mail.js';
import { expireHoldIfDue } from '../../seats/expire-hold.js';
import { fetchPayment, searchPayments } from '../mercado-pago.js';
import { reconciliationNotice } from '../webhook/notification.js';
import { settlePayment } from '../webhook/settle-payment.js';
import { forEachPaged } from './paging.js';

/** A checkout is looked up once it has been pending this long without news from Mercado Pago. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/**
 * Holds that ended within this window are looked up too: a charge whose news was lost, above all
 * a payment first reported pending (PSE, cash) whose approval never arrived.
 */
const EXPIRED_LOOKBACK_MS = 48 * 60 * 60_000;
/** An ended hold is looked up again at most this often within the window. */
const EXPIRED_RECHECK_MS = 30 * 60_000;

export interface ReconcileSummary {
  tickets: number;
  payments: number;
  outcomes: Record<string, number>;
  /** Holds past their end that no task had ended yet. */
  holdsEnded?: number;
  /** Refunds that had failed, asked again. */
  refundsRetried?: number;
  /** Mails that ended in error (SMTP down for longer than their retries), queued again. */
  mailsResent?: number;
  /** Candidates that failed this run (logged; the next run tries them again). */
  failed?: number;
}

function emptySummary(): Required<ReconcileSummary> {
  return { tickets: 0, payments: 0, outcomes: {}, holdsEnded: 0, refundsRetried: 0, mailsResent: 0, failed: 0 };
}

function count(summary: ReconcileSummary, outcome: string): void {
  summary.payments += 1;
  summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
}

/**
 * Asks Mercado Pago for every payment of one ticket (search by external_reference) and applies
 * each, oldest first, through the webhook's own transaction: a lost or unanswered notification
 * ends the same as a delivered one.
 */
export async function reconcileTicket(
  ticketId: string,
  qrPrivateKeyPem: string,
  summary: ReconcileSummary,
): Promise<void> {
  const payments = await searchPayments(ticketId);
  summary.tickets += 1;
  for (const payment of payments)
    count(summary, await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem));
  await ticketsCollection().doc(ticketId).update({ reconciledAt: FieldValue.serverTimestamp() });
}

function recentlyReconciled(data: DocumentData, now: Date): boolean {
  const at = data.reconciledAt instanceof Timestamp ? data.reconciledAt.toMillis() : 0;
  return at > now.getTime() - EXPIRED_RECHECK_MS;
}

/**
 * One run: (1) holds past their end whose expiry task never ran are ended (a show must not stay
 * falsely sold out); (2) paid checkouts still pending some minutes after creation, and holds that
 * ended lately (with or without a payment first reported pending), are looked up at Mercado Pago;
 * (3) refunds that failed are asked again; (4) mails that ended in error are queued again. Every
 * list is paged through to its end, and one bad candidate is logged and skipped.
 */
export async function reconcilePendingTickets(now: Date, qrPrivateKeyPem: string): Promise<ReconcileSummary> {
  const summary = emptySummary();
  const failed = (kind: string) => (doc: { id: string }, error: unknown) => {
    summary.failed += 1;
    logReconcileCandidateFailed({ kind, id: doc.id, error });
  };
  await forEachPaged(
    ticketsCollection()
      .where('ticketStatus', '==', 'reserved')
      .where('holdExpiresAt', '<=', Timestamp.fromDate(now))
      .orderBy('holdExpiresAt'),
    async (doc) => {
      if ((await expireHoldIfDue(doc.id, now)) === 'expired') summary.holdsEnded += 1;
    },
    failed('hold'),
  );
  await forEachPaged(
    ticketsCollection()
      .where('paymentMethod', '==', 'mercadopago')
      .where('ticketStatus', '==', 'reserved')
      .where('createdAt', '<=', Timestamp.fromMillis(now.getTime() - RECONCILE_AFTER_MS))
      .orderBy('createdAt'),
    (doc) => reconcileTicket(doc.id, qrPrivateKeyPem, summary),
    failed('pending'),
  );
  await forEachPaged(
    ticketsCollection()
      .where('cancelReason', '==', 'hold_expired')
      .where('updatedAt', '>=', Timestamp.fromMillis(now.getTime() - EXPIRED_LOOKBACK_MS))
      .orderBy('updatedAt'),
    async (doc) => {
      if (!recentlyReconciled(doc.data(), now)) await reconcileTicket(doc.id, qrPrivateKeyPem, summary);
    },
    failed('expired'),
  );
  await forEachPaged(
    db()
      .collection(COLLECTIONS.paymentNotifications)
      .where('outcome', '==', 'refund_failed')
      .orderBy(FieldPath.documentId()),
    async (doc) => {
      const paymentId = String(doc.get('dataId') ?? '');
      const payment = paymentId ? await fetchPayment(paymentId) : null;
      const outcome = payment
        ? await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem)
        : 'unknown_payment';
      if (payment) count(summary, outcome);
      // asked again (or nothing left to refund): this record is done; a new failure writes a new one
      await doc.ref.update({
        outcome: 'refund_retried',
        retriedAt: FieldValue.serverTimestamp(),
        retryOutcome: outcome,
      });
      if (outcome === 'refund') summary.refundsRetried += 1;
    },
    failed('refund'),
  );
  await forEachPaged(
    db().collection(COLLECTIONS.mail).where('delivery.state', '==', 'ERROR').orderBy(FieldPath.documentId()),
    async (doc) => {
      if (await resendFailedMail(doc.id, now)) summary.mailsResent += 1;
    },
    failed('mail'),
  );
  logReconciled(summary);
  return summary;
}
