import { endedEntryUpdate } from '@carcajada/domain/stored/waitlist-entry';
import { FUNCTIONS_REGION } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { documentId } from '@carcajada/domain/requests';
import { taskRetrySeconds } from '../config.js';
import { db, runTransaction } from '../common/firestore.js';
import { enqueueTask } from '../common/tasks.js';
import { parseEntry, parseOffer, WAITLIST_COLLECTION, waitlistEntryRef, waitlistOfferRef } from './entries.js';
import { returnOfferWrites } from './return-offer.js';
import { logWaitlistExpiryNotScheduled, logWaitlistOfferExpired } from './log.js';

export type OfferExpiry = 'expired' | 'not_due' | 'closed';

/**
 * Ends an offer whose hour is over (entry `expired`, seats back through the gate, so the next
 * waiting entry is offered them), in one transaction on the account's own two documents.
 */
export async function expireOfferIfDue(entryId: string, now: Date): Promise<OfferExpiry> {
  const entryRef = waitlistEntryRef(entryId);
  const offerRef = waitlistOfferRef(entryId);
  const outcome = await runTransaction(async (transaction): Promise<OfferExpiry> => {
    const [entrySnapshot, offerSnapshot] = await transaction.getAll(entryRef, offerRef);
    const entry = parseEntry(entrySnapshot!.data());
    const offer = parseOffer(offerSnapshot!.data());
    if (entry?.status !== 'offered' || offer?.status !== 'held') return 'closed';
    if (offer.offerExpiresAt.toMillis() > now.getTime()) return 'not_due';
    returnOfferWrites(transaction, offerRef, offer);
    transaction.update(entryRef, endedEntryUpdate('expired'));
    return 'expired';
  });
  if (outcome === 'expired') logWaitlistOfferExpired({ entryId });
  return outcome;
}

/** Offers whose hour is over but whose task has not run (the sweep); returns how many ended. */
export async function expireDueOffers(now: Date, limit = 100): Promise<number> {
  const due = await db()
    .collection(WAITLIST_COLLECTION)
    .where('status', '==', 'offered')
    .where('offerExpiresAt', '<=', Timestamp.fromDate(now))
    .limit(limit)
    .get();
  const outcomes = await Promise.all(due.docs.map((doc) => expireOfferIfDue(doc.id, now)));
  return outcomes.filter((outcome) => outcome === 'expired').length;
}

const EXPIRE_OFFER_FUNCTION = 'expireWaitlistOffer';

/** One Cloud Task per offer, due when it ends; the sweep ends any whose task never ran. */
export async function scheduleOfferExpiry(entryId: string, offerNumber: number, expiresAt: Date): Promise<void> {
  try {
    await enqueueTask(
      EXPIRE_OFFER_FUNCTION,
      { entryId },
      { id: `waitlist-${entryId.replace(/[^A-Za-z0-9-]/g, '-')}-${offerNumber}`, scheduleTime: expiresAt },
    );
  } catch (error) {
    logWaitlistExpiryNotScheduled({ entryId, error });
  }
}

const expireOfferTask = z.object({ entryId: documentId });

/** An early dispatch (the Tasks emulator ignores the schedule) answers 503 and is retried until the hour is over. */
export const expireWaitlistOffer = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    retryConfig: { maxAttempts: 200, minBackoffSeconds: taskRetrySeconds, maxBackoffSeconds: 60, maxDoublings: 4 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async (request) => {
    const task = expireOfferTask.safeParse(request.data);
    if (!task.success) return;
    const outcome = await expireOfferIfDue(task.data.entryId, new Date());
    if (outcome === 'not_due') throw new HttpsError('unavailable', 'offer not over yet');
  },
);
