import { CASH_PAYMENT_METHOD, FUNCTIONS_REGION, isProviderPaymentMethod } from '@carcajada/domain';
import { documentId } from '@carcajada/domain/requests';
import { parseTicket, readTicket, type StoredTicket } from '../documents/ticket.js';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { COLLECTIONS, db, runTransaction, ticketRef } from '../common/firestore.js';
import { logCashCancelFailed, logHoldExpired, logHoldExpiryNotScheduled } from './log.js';
import { mpAccessToken, taskRetrySeconds } from '../config.js';
import { cancelPayment } from '../mercado-pago/client.js';
import { enqueueTask } from '../common/tasks.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { createCancellationMail } from '../mail/ticket-mail-writes.js';
import { cancelTicketWrites } from './ticket-seats.js';

export type ExpiryOutcome = 'expired' | 'not_due' | 'closed';

/** Where a ticket's hold stands at `now`: no hold to end (paid, cancelled, free), not over yet, or over. */
function holdStateOf(ticket: StoredTicket, now: Date): 'closed' | 'not_due' | 'due' {
  if (ticket.ticketStatus !== 'reserved' || !isProviderPaymentMethod(ticket.paymentMethod)) return 'closed';
  return (ticket.holdExpiresAt?.toMillis() ?? 0) > now.getTime() ? 'not_due' : 'due';
}

/**
 * Ends an unpaid checkout whose hold is over, in one transaction on the ticket: `hold_expired`,
 * or `cash_expired` for an Efecty cash hold at its deadline; seats and code uses back through
 * cancelTicketWrites. A cash voucher is then cancelled at Mercado Pago, so it can no longer be
 * paid; a payment that still arrives is a late approval (seats taken again, or refunded).
 */
export async function expireHoldIfDue(ticketId: string, now: Date): Promise<ExpiryOutcome> {
  const ref = ticketRef(ticketId);
  let voucherPaymentId: string | null = null;
  const outcome = await runTransaction(async (transaction): Promise<ExpiryOutcome> => {
    voucherPaymentId = null;
    const data = (await transaction.get(ref)).data();
    if (!data) return 'closed';
    const ticket = parseTicket(data);
    const state = holdStateOf(ticket, now);
    if (state !== 'due') return state;
    const reason = ticket.paymentMethod === CASH_PAYMENT_METHOD ? 'cash_expired' : 'hold_expired';
    cancelTicketWrites(transaction, ref, ticket, reason);
    createCancellationMail(transaction, ticketId, ticket, reason, await verifiedRecipient(ticket.userId));
    if (reason === 'cash_expired') voucherPaymentId = ticket.paymentId;
    return 'expired';
  });
  if (outcome === 'expired') logHoldExpired({ ticketId });
  if (outcome === 'expired' && voucherPaymentId) await cancelVoucher(ticketId, voucherPaymentId);
  return outcome;
}

/**
 * PUT /v1/payments/{id} cancelled. A failure is only logged: Mercado Pago expires the voucher by
 * itself at its date_of_expiration (the same deadline), and a payment made meanwhile is a late approval.
 */
export async function cancelVoucher(ticketId: string, paymentId: string): Promise<void> {
  try {
    await cancelPayment(paymentId);
  } catch (error) {
    logCashCancelFailed({ ticketId, paymentId, error });
  }
}

/** Holds of a show whose time is up but whose task has not run yet; returns how many were ended. */
export async function releaseExpiredHolds(eventId: string, now: Date): Promise<number> {
  const expired = await db()
    .collection(COLLECTIONS.tickets)
    .where('eventId', '==', eventId)
    .where('ticketStatus', '==', 'reserved')
    .where('holdExpiresAt', '<=', Timestamp.fromDate(now))
    .limit(20)
    .get();
  const outcomes = await Promise.all(expired.docs.map((doc) => expireHoldIfDue(doc.id, now)));
  return outcomes.filter((outcome) => outcome === 'expired').length;
}

const EXPIRE_HOLD_FUNCTION = 'expireHold';

/**
 * One Cloud Task per hold, due when it ends. A task that arrives early (the Tasks emulator
 * dispatches at once) answers 503 and is retried with backoff until the hold is over.
 */
export async function scheduleHoldExpiry(
  ticketId: string,
  holdExpiresAt: Date,
  kind: 'hold' | 'cash' = 'hold',
): Promise<void> {
  try {
    // a repeated checkout request (or webhook delivery) finds its task already there
    await enqueueTask(
      EXPIRE_HOLD_FUNCTION,
      { ticketId, dueAt: holdExpiresAt.getTime() },
      { id: `${kind}-${ticketId}`, scheduleTime: holdExpiresAt },
    );
  } catch (error) {
    // the hold still ends: the next buyer short of seats releases expired holds first
    logHoldExpiryNotScheduled({ ticketId, error });
  }
}

const expireHoldTask = z.object({
  ticketId: documentId,
  /** When the hold ended as the task was scheduled; a hold moved later since (cash) has its own task. */
  dueAt: z.number().optional(),
});

/**
 * The task's hold read without a lock: whether the task can end now (paid, cancelled, or a hold
 * moved later that has its own task), must come back later (not over), or goes on to the
 * transaction. A task early (the Tasks emulator runs each at once) and its retries cost one read.
 */
async function taskState(ticketId: string, dueAt: number | undefined, now: Date): Promise<'done' | 'later' | 'due'> {
  const ticket = await readTicket(ticketRef(ticketId));
  if (!ticket) return 'done';
  const state = holdStateOf(ticket, now);
  if (state === 'closed') return 'done';
  if (state === 'due') return 'due';
  // a cash hold got its own task, due at the deadline: this one's hold was moved later
  const moved = dueAt !== undefined && (ticket.holdExpiresAt?.toMillis() ?? 0) > dueAt + 60_000;
  return moved ? 'done' : 'later';
}

export const expireHold = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [mpAccessToken],
    retryConfig: { maxAttempts: 100, minBackoffSeconds: taskRetrySeconds, maxBackoffSeconds: 30, maxDoublings: 3 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async (request) => {
    const task = expireHoldTask.safeParse(request.data);
    // a malformed task can never succeed: answered (not retried) and dropped
    if (!task.success) return;
    const state = await taskState(task.data.ticketId, task.data.dueAt, new Date());
    if (state === 'later') throw new HttpsError('unavailable', 'hold not over yet');
    if (state === 'done') return;
    // over when read: the transaction decides again on the ticket as it then stands (paid meanwhile)
    await expireHoldIfDue(task.data.ticketId, new Date());
  },
);
