import { FUNCTIONS_REGION } from '@carcajada/domain';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { db } from '../common/firestore.js';
import { logMailDeliveryNotScheduled, logMailFailed, logMailSent } from '../common/log.js';
import { enqueueTask } from '../common/tasks.js';
import { mailFrom, smtpUrl } from '../config.js';
import { mailRef, type MailDocument } from './mail-document.js';
import { isPermanentSmtpFailure, sendOverSmtp, type SentInfo } from './smtp.js';

/** How long one attempt owns a mail: longer than the function's 60 s timeout, so a crashed attempt is retried. */
const LEASE_MS = 120_000;
const DELIVER_MAIL_FUNCTION = 'deliverMail';

const mailSchema = z.object({
  to: z.string().min(3),
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
  return db().runTransaction(async (transaction): Promise<Claim> => {
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
    });
    return mail.success ? { kind: 'send', mail: mail.data, attempts } : { kind: 'done' };
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type DeliveryOutcome = 'sent' | 'done' | 'retry' | 'failed';

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
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.info': info,
    });
    logMailSent({ mailId, attempts: claim.attempts, messageId: info.messageId });
    return 'sent';
  } catch (error) {
    const permanent = isPermanentSmtpFailure(error);
    await ref.update({
      'delivery.state': 'ERROR',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.error': errorText(error),
    });
    logMailFailed({ mailId, attempts: claim.attempts, permanent, error });
    return permanent ? 'failed' : 'retry';
  }
}

/** A new mail document: PENDING, and one Cloud Task (named after it, so a repeated trigger adds none). */
async function queueDelivery(mailId: string): Promise<void> {
  const ref = mailRef(mailId);
  await db().runTransaction(async (transaction) => {
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
 * Tasks tries again with backoff (5 s doubling to 5 min, 8 attempts); a permanent one (5xx) is
 * recorded and not retried.
 */
export const deliverMail = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl],
    retryConfig: { maxAttempts: 8, minBackoffSeconds: 5, maxBackoffSeconds: 300, maxDoublings: 6 },
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
