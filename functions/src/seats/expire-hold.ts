import { FUNCTIONS_REGION } from '@carcajada/domain';
import { parseTicket } from '../documents/ticket.js';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { COLLECTIONS, db, ticketRef } from '../common/firestore.js';
import { logHoldExpired, logHoldExpiryNotScheduled } from './log.js';
import { enqueueTask } from '../common/tasks.js';
import { documentId } from '../common/ids.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { createCancellationMail } from '../mail/ticket-mail-writes.js';
import { cancelTicketWrites } from './ticket-seats.js';

export type ExpiryOutcome = 'expired' | 'not_due' | 'closed';

/** Ends an unpaid checkout whose hold is over (`hold_expired`, seats back), in one transaction on the ticket. */
export async function expireHoldIfDue(ticketId: string, now: Date): Promise<ExpiryOutcome> {
  const ref = ticketRef(ticketId);
  const outcome = await db().runTransaction(async (transaction): Promise<ExpiryOutcome> => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    const ticket = parseTicket(data);
    if (!data || ticket.ticketStatus !== 'reserved' || ticket.paymentMethod !== 'mercadopago') return 'closed';
    if ((ticket.holdExpiresAt?.toMillis() ?? 0) > now.getTime()) return 'not_due';
    cancelTicketWrites(transaction, ref, data, 'hold_expired');
    createCancellationMail(transaction, ticketId, data, 'hold_expired', await verifiedRecipient(ticket.userId));
    return 'expired';
  });
  if (outcome === 'expired') logHoldExpired({ ticketId });
  return outcome;
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
export async function scheduleHoldExpiry(ticketId: string, holdExpiresAt: Date): Promise<void> {
  try {
    // a repeated checkout request finds its task already there
    await enqueueTask(EXPIRE_HOLD_FUNCTION, { ticketId }, { id: `hold-${ticketId}`, scheduleTime: holdExpiresAt });
  } catch (error) {
    // the hold still ends: the next buyer short of seats releases expired holds first
    logHoldExpiryNotScheduled({ ticketId, error });
  }
}

const expireHoldTask = z.object({ ticketId: documentId });

export const expireHold = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    retryConfig: { maxAttempts: 100, minBackoffSeconds: 5, maxBackoffSeconds: 30, maxDoublings: 3 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async (request) => {
    const task = expireHoldTask.safeParse(request.data);
    // a malformed task can never succeed: answered (not retried) and dropped
    if (!task.success) return;
    const outcome = await expireHoldIfDue(task.data.ticketId, new Date());
    if (outcome === 'not_due') throw new HttpsError('unavailable', 'hold not over yet');
  },
);
