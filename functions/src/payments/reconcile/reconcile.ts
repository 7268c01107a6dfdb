import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ticketsCollection } from '../../common/firestore.js';
import { logReconciled } from '../../common/log.js';
import { searchPayments } from '../mercado-pago.js';
import { reconciliationNotice } from '../webhook/notification.js';
import { settlePayment } from '../webhook/settle-payment.js';

/** A checkout is looked up once it has been pending this long without news from Mercado Pago. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Holds that expired within this window are looked up too (a charge whose news was lost). */
const EXPIRED_LOOKBACK_MS = 48 * 60 * 60_000;
const BATCH = 100;

export interface ReconcileSummary {
  tickets: number;
  payments: number;
  outcomes: Record<string, number>;
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
  for (const payment of payments) {
    const outcome = await settlePayment(reconciliationNotice(payment.id), payment, qrPrivateKeyPem);
    summary.payments += 1;
    summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
  }
  await ticketsCollection().doc(ticketId).update({ reconciledAt: FieldValue.serverTimestamp() });
}

/** Paid checkouts still pending some minutes after creation, and holds that expired lately. */
async function ticketsToLookUp(now: Date): Promise<string[]> {
  const [pending, expired] = await Promise.all([
    ticketsCollection()
      .where('paymentMethod', '==', 'mercadopago')
      .where('ticketStatus', '==', 'reserved')
      .where('createdAt', '<=', Timestamp.fromMillis(now.getTime() - RECONCILE_AFTER_MS))
      .limit(BATCH)
      .get(),
    ticketsCollection()
      .where('cancelReason', '==', 'hold_expired')
      .where('paymentId', '==', null)
      .where('updatedAt', '>=', Timestamp.fromMillis(now.getTime() - EXPIRED_LOOKBACK_MS))
      .limit(BATCH)
      .get(),
  ]);
  return [...new Set([...pending.docs, ...expired.docs].map((doc) => doc.id))];
}

export async function reconcilePendingTickets(now: Date, qrPrivateKeyPem: string): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { tickets: 0, payments: 0, outcomes: {} };
  for (const ticketId of await ticketsToLookUp(now)) await reconcileTicket(ticketId, qrPrivateKeyPem, summary);
  logReconciled(summary);
  return summary;
}
