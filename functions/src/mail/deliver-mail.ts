import { FUNCTIONS_REGION } from '@carcajada/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type UpdateData,
} from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { runTransaction } from '../common/firestore.js';
import { logMailDeliveryNotScheduled, logMailFailed, logMailResent, logMailSent } from './log.js';
import { enqueueTask } from '../common/tasks.js';
import { mailFrom, smtpUrl, taskRetrySeconds } from '../config.js';
import { mailRef, type MailDocument } from './mail-document.js';
import { renderRequestedMail } from './requested-mail.js';
import { isPermanentSmtpFailure, sendOverSmtp, type SentInfo } from './smtp.js';

/** How long one attempt owns a mail: longer than the function's 60 s timeout, so a crashed attempt is retried. */
const LEASE_MS = 120_000;
const DELIVER_MAIL_FUNCTION = 'deliverMail';

const mailSchema = z.object({
  to: z.string().min(3),
  recipientUid: z.string().default(''),
  message: z.object({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z
      .array(
        z.object({
          filename: z.string(),
          content: z.string(),
          contentType: z.string(),
          encoding: z.literal('base64').optional(),
          cid: z.string().optional(),
        }),
      )
      .default([]),
  }),
});

type Claim = { kind: 'send'; mail: MailDocument; attempts: number } | { kind: 'done' } | { kind: 'busy' };

function leaseHeld(delivery: DocumentData, now: Date): boolean {
  const until = delivery.leaseExpireTime instanceof Timestamp ? delivery.leaseExpireTime.toMillis() : 0;
  return delivery.state === 'PROCESSING' && until > now.getTime();
}

/**
 * Takes the mail for one attempt, in a transaction: a delivered mail is never sent again, and
 * while an attempt holds the lease no other one starts (no double send from a duplicate task).
 */
async function claimMail(mailId: string, now: Date): Promise<Claim> {
  const ref = mailRef(mailId);
  return runTransaction(async (transaction): Promise<Claim> => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { kind: 'done' };
    const delivery = (snapshot.get('delivery') ?? {}) as DocumentData;
    if (delivery.state === 'SUCCESS') return { kind: 'done' };
    if (leaseHeld(delivery, now)) return { kind: 'busy' };
    const attempts = Number(delivery.attempts ?? 0) + 1;
    const mail = mailSchema.safeParse(snapshot.data());
    transaction.update(ref, {
      'delivery.state': mail.success ? 'PROCESSING' : 'ERROR',
      'delivery.attempts': attempts,
      'delivery.startTime': Timestamp.fromDate(now),
      'delivery.endTime': mail.success ? null : FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': mail.success ? Timestamp.fromMillis(now.getTime() + LEASE_MS) : null,
      'delivery.error': mail.success ? null : 'malformed mail document',
      ...(mail.success ? {} : { 'delivery.permanent': true }),
    });
    return mail.success ? { kind: 'send', mail: mail.data, attempts } : { kind: 'done' };
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type DeliveryOutcome = 'sent' | 'done' | 'retry' | 'failed';

/**
 * Records an attempt's outcome on the mail, in a transaction against its account's erasure: a mail
 * deleted while being sent stays deleted, and one whose account was erased meanwhile keeps only
 * its state (the provider's answer names the address the erasure just removed).
 */
async function recordDelivery(ref: DocumentReference, fields: UpdateData<DocumentData>): Promise<void> {
  await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return;
    const forgotten = snapshot.get('accountDeleted') === true;
    transaction.update(ref, forgotten ? { ...fields, 'delivery.info': null, 'delivery.error': null } : fields);
  });
}

/** One delivery attempt of mail/{mailId}, recorded on the document as the Trigger Email extension does. */
export async function deliverMailDocument(
  mailId: string,
  now: Date,
  send: (mail: MailDocument) => Promise<SentInfo>,
): Promise<DeliveryOutcome> {
  const claim = await claimMail(mailId, now);
  if (claim.kind === 'done') return 'done';
  if (claim.kind === 'busy') return 'retry';
  const ref = mailRef(mailId);
  try {
    const info = await send(claim.mail);
    await recordDelivery(ref, {
      'delivery.state': 'SUCCESS',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.info': info,
    });
    logMailSent({ mailId, attempts: claim.attempts, messageId: info.messageId });
    return 'sent';
  } catch (error) {
    const permanent = isPermanentSmtpFailure(error);
    await recordDelivery(ref, {
      'delivery.state': 'ERROR',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.error': errorText(error),
      // a refusal for good is never sent again; anything else may be, after an outage (resendFailedMail)
      'delivery.permanent': permanent,
    });
    logMailFailed({ mailId, attempts: claim.attempts, permanent, error });
    return permanent ? 'failed' : 'retry';
  }
}

/** A failed mail waits this long after its last attempt before it is sent again (its own retries are over by then). */
export const RESEND_AFTER_MS = 30 * 60_000;
/** Times a failed mail is queued again before it is left failed for good. */
export const MAX_RESENDS = 5;

/** What the reconciliation did with one mail in ERROR. */
export type ResendOutcome = 'resent' | 'givenUp' | 'waiting';

/** The state of a mail that ended in error and is never sent again: out of the ERROR list the reconciliation reads. */
export const GIVEN_UP_STATE = 'FAILED';

/**
 * A mail that ended ERROR because SMTP was down for longer than its retries (not refused for
 * good) goes back to PENDING with a new task, at most MAX_RESENDS times; run by the
 * reconciliation. One refused for good or out of resends moves to FAILED, so no later run reads
 * it again; one whose last attempt is recent waits.
 */
export async function resendFailedMail(mailId: string, now: Date): Promise<ResendOutcome> {
  const ref = mailRef(mailId);
  const decision = await runTransaction(async (transaction) => {
    const delivery = ((await transaction.get(ref)).get('delivery') ?? {}) as DocumentData;
    const endedAt = delivery.endTime instanceof Timestamp ? delivery.endTime.toMillis() : now.getTime();
    const count = Number(delivery.resends ?? 0);
    if (delivery.state !== 'ERROR') return null;
    if (delivery.permanent === true || count >= MAX_RESENDS) {
      transaction.update(ref, { 'delivery.state': GIVEN_UP_STATE });
      return 'givenUp' as const;
    }
    if (endedAt > now.getTime() - RESEND_AFTER_MS) return null;
    transaction.update(ref, { 'delivery.state': 'PENDING', 'delivery.resends': count + 1 });
    return count + 1;
  });
  if (decision === null) return 'waiting';
  if (decision === 'givenUp') return 'givenUp';
  try {
    await enqueueTask(DELIVER_MAIL_FUNCTION, { mailId }, { id: `mail-${mailId}-resend-${decision}` });
  } catch (error) {
    // left as it was, so the next run tries again
    await ref.update({ 'delivery.state': 'ERROR', 'delivery.resends': decision - 1 });
    throw error;
  }
  logMailResent({ mailId, resends: decision });
  return 'resent';
}

/**
 * A new mail document: PENDING, and one Cloud Task (named after it, so a repeated trigger adds none).
 * A ticket's requested mail is rendered first, unless its payment's webhook did it already; one left
 * with nobody to mail is gone and gets no task (so the name stays free for a confirmation on verification).
 */
async function queueDelivery(mailId: string): Promise<void> {
  if (!(await renderRequestedMail(mailId))) return;
  const ref = mailRef(mailId);
  await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists && !snapshot.get('delivery'))
      transaction.update(ref, { delivery: { state: 'PENDING', attempts: 0, error: null } });
  });
  try {
    await enqueueTask(DELIVER_MAIL_FUNCTION, { mailId }, { id: `mail-${mailId}` });
  } catch (error) {
    logMailDeliveryNotScheduled({ mailId, error });
    // the trigger is retried, so the mail is not left PENDING for good
    throw error;
  }
}

export const queueMail = onDocumentCreated(
  { region: FUNCTIONS_REGION, document: 'mail/{mailId}', retry: true },
  (event) => queueDelivery(event.params.mailId),
);

const deliverTask = z.object({ mailId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) });

/**
 * Sends one mail over SMTP. A transient failure (refused connection, timeout, 4xx) throws so Cloud
 * Tasks tries again with backoff (TASK_RETRY_SECONDS, 5 s, doubling to 5 min; 8 attempts); a
 * permanent one (5xx) is recorded and not retried.
 */
export const deliverMail = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl],
    retryConfig: { maxAttempts: 8, minBackoffSeconds: taskRetrySeconds, maxBackoffSeconds: 300, maxDoublings: 6 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const task = deliverTask.safeParse(request.data);
    // a malformed task can never succeed: answered (not retried) and dropped
    if (!task.success) return;
    const outcome = await deliverMailDocument(task.data.mailId, new Date(), (mail) =>
      sendOverSmtp(smtpUrl.value(), mailFrom.value(), mail),
    );
    if (outcome === 'retry') throw new HttpsError('unavailable', 'mail not delivered yet');
  },
);
