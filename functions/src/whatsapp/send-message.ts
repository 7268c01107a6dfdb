import {
  FUNCTIONS_REGION,
  isLiveTicket,
  nextWhatsAppStatus,
  whatsappRecipient,
  whatsappTemplateMessage,
  type WhatsAppTemplateMessage,
} from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { COLLECTIONS, db, eventRef, runTransaction, ticketRef } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { parsePriorityOffer, priorityOfferById } from '../priority/offers.js';
import { taskRetrySeconds, ticketQrPrivateKey, whatsappToken } from '../config.js';
import { parseTicket } from '../documents/ticket.js';
import { postTemplateMessage, WhatsAppSendError } from './cloud-api.js';
import { logWhatsAppAccepted, logWhatsAppFailed, logWhatsAppNotSent } from './log.js';
import { parseWhatsAppMessage, whatsappMessageRef, type WhatsAppMessage } from './message-document.js';
import { offerTemplateValues, templateValues } from './template-values.js';

/** How long one attempt owns a message: longer than the function's timeout, so a crashed attempt is retried. */
const LEASE_MS = 120_000;

type Claim = { kind: 'send'; message: WhatsAppMessage; attempts: number } | { kind: 'done' } | { kind: 'busy' };

/**
 * Takes a queued message for one attempt, in a transaction: one the API took already is never
 * sent again, and while an attempt holds the lease no duplicate task sends it.
 */
async function claimMessage(messageId: string, now: Date): Promise<Claim> {
  const ref = whatsappMessageRef(messageId);
  return runTransaction(async (transaction): Promise<Claim> => {
    const message = parseWhatsAppMessage((await transaction.get(ref)).data());
    if (!message || message.status !== 'queued') return { kind: 'done' };
    if (message.sendingUntil > now.getTime()) return { kind: 'busy' };
    const attempts = message.attempts + 1;
    transaction.update(ref, { attempts, sendingUntil: Timestamp.fromMillis(now.getTime() + LEASE_MS) });
    return { kind: 'send', message, attempts };
  });
}

/** Why a queued message is not sent at all (recorded as failed, never tried again). */
type NotSent = 'consent_withdrawn' | 'ticket_not_live' | 'offer_ended';

/** A new date's offer, while it stands: the account's, and its window still open. */
async function composeOffer(
  message: WhatsAppMessage,
  to: string,
  now: Date,
): Promise<WhatsAppTemplateMessage | NotSent> {
  const offer = message.offerId ? parsePriorityOffer((await priorityOfferById(message.offerId).get()).data()) : null;
  if (!offer || offer.userId !== message.userId || offer.until.toMillis() <= now.getTime()) return 'offer_ended';
  const event = parseEvent((await eventRef(offer.eventId).get()).data());
  return whatsappTemplateMessage(
    to,
    offerTemplateValues(event, { seats: offer.seats, until: offer.until.toDate(), category: offer.category }),
  );
}

/** The send as it stands now: the holder's number (consent read now) and the ticket's facts. */
async function composeMessage(message: WhatsAppMessage, now: Date): Promise<WhatsAppTemplateMessage | NotSent> {
  const user = await db().collection(COLLECTIONS.users).doc(message.userId).get();
  const to = whatsappRecipient(user.get('whatsapp_consent'));
  if (!to) return 'consent_withdrawn';
  if (message.template === 'nueva_funcion') return composeOffer(message, to, now);
  const ticket = parseTicket((await ticketRef(message.ticketId).get()).data());
  // a ticket given away since holds another account's seat; one refunded admits no one
  const stillTheirs = ticket.userId === message.userId;
  if (!stillTheirs || (message.template !== 'funcion_cancelada' && !isLiveTicket(ticket))) return 'ticket_not_live';
  return whatsappTemplateMessage(to, await templateValues(message.template, message.ticketId, ticket));
}

/** Records what an attempt ended in; the status only moves forward (a callback may have come first). */
async function recordOutcome(
  messageId: string,
  fields: { status: 'accepted' | 'failed' | 'queued'; waMessageId?: string; error?: string },
): Promise<void> {
  const ref = whatsappMessageRef(messageId);
  await runTransaction(async (transaction) => {
    const current = parseWhatsAppMessage((await transaction.get(ref)).data());
    if (!current) return;
    transaction.update(ref, {
      status: fields.status === 'queued' ? current.status : nextWhatsAppStatus(current.status, fields.status),
      ...(fields.waMessageId && !current.waMessageId && { waMessageId: fields.waMessageId }),
      ...(fields.error !== undefined && { error: fields.error }),
      sendingUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

export type SendOutcome = 'accepted' | 'done' | 'retry' | 'failed';

/** One attempt at whatsapp_messages/{messageId}: composed now, posted, the API's answer recorded. */
export async function sendWhatsAppMessageDocument(
  messageId: string,
  now: Date,
  post: (message: WhatsAppTemplateMessage, messageId: string) => Promise<string> = postTemplateMessage,
): Promise<SendOutcome> {
  const claim = await claimMessage(messageId, now);
  if (claim.kind === 'done') return 'done';
  if (claim.kind === 'busy') return 'retry';
  const composed = await composeMessage(claim.message, now);
  if (typeof composed === 'string') {
    await recordOutcome(messageId, { status: 'failed', error: composed });
    logWhatsAppNotSent({ messageId, reason: composed });
    return 'failed';
  }
  try {
    const waMessageId = await post(composed, messageId);
    await recordOutcome(messageId, { status: 'accepted', waMessageId });
    logWhatsAppAccepted({ messageId, attempts: claim.attempts, waMessageId });
    return 'accepted';
  } catch (error) {
    const permanent = error instanceof WhatsAppSendError && error.permanent;
    const text = error instanceof Error ? error.message : String(error);
    // a transient failure leaves it queued (lease released) for the task's next try
    await recordOutcome(messageId, { status: permanent ? 'failed' : 'queued', error: text });
    logWhatsAppFailed({ messageId, attempts: claim.attempts, permanent, error });
    return permanent ? 'failed' : 'retry';
  }
}

const sendTask = z.object({ messageId: z.string().regex(/^[A-Za-z0-9_-]{1,300}$/) });

/**
 * Sends one WhatsApp message. The API down (unreachable, 5xx, 408, 429) throws, so Cloud Tasks
 * tries again with backoff (TASK_RETRY_SECONDS, doubling six times, then growing to an hour; 30
 * attempts: an outage of about a day); a refusal (4xx) is recorded failed and not retried. The
 * mail of the same event goes its own way.
 */
export const sendWhatsAppMessage = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [whatsappToken, ticketQrPrivateKey],
    retryConfig: { maxAttempts: 30, minBackoffSeconds: taskRetrySeconds, maxBackoffSeconds: 3600, maxDoublings: 6 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const task = sendTask.safeParse(request.data);
    // a malformed task can never succeed: answered (not retried) and dropped
    if (!task.success) return;
    const outcome = await sendWhatsAppMessageDocument(task.data.messageId, new Date());
    if (outcome === 'retry') throw new HttpsError('unavailable', 'WhatsApp message not sent yet');
  },
);
