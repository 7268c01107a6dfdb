import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { eventRef, runTransaction, ticketRef } from '../common/firestore.js';
import { operatorRead } from '../common/legal-config.js';
import { webBaseUrl } from '../config.js';
import { parseEvent } from '../documents/event.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';
import { cashMessage, cashVoucherOf } from './cash-mail.js';
import { mailRef, ticketMailId, type DocumentCreator, type MailDocument, type MailMessage } from './mail-document.js';
import { logMailRenderDeferred } from './log.js';
import { verifiedRecipient } from './recipient.js';
import { cancelledMessage } from './ticket-mail.js';
import { confirmationMessage, mailEventFrom } from './ticket-mail-writes.js';

/** The mails a payment asks for: a paid ticket's confirmation, a refund's notice, a cash hold's voucher. */
const requestSchema = z.object({
  kind: z.enum(['confirmed', 'cancelled', 'cash-voucher']),
  ticketId: z.string().min(1),
});

export type MailRequest = z.infer<typeof requestSchema>;

/**
 * Creates `mail/ticket-<id>-<kind>` as a request, in the caller's transaction: its kind and ticket
 * only. No Auth look-up, QR image or HTML while the ticket is locked: renderRequestedMail does those
 * after the commit. The id makes it one per ticket and kind, written only by the transaction that
 * makes the change. Answers the mail's id.
 */
export function requestTicketMail(writer: DocumentCreator, request: MailRequest): string {
  const mailId = ticketMailId(request.ticketId, request.kind);
  writer.create(mailRef(mailId), { request, requestedAt: FieldValue.serverTimestamp() });
  return mailId;
}

/** The request of a mail not rendered yet; null for a mail with its message, or none. */
function pendingRequest(snapshot: DocumentSnapshot): MailRequest | null {
  if (!snapshot.exists || snapshot.get('message') !== undefined) return null;
  const request = requestSchema.safeParse(snapshot.get('request'));
  return request.success ? request.data : null;
}

/** What the request tells, from the ticket as it stands now; null when there is nothing to tell any more. */
async function messageOf(request: MailRequest, ticket: StoredTicket): Promise<MailMessage | null> {
  const base = webBaseUrl.value();
  if (request.kind === 'cancelled') return cancelledMessage(request.ticketId, ticket.metadata, 'refunded', base);
  if (request.kind === 'cash-voucher') {
    const voucher = cashVoucherOf(request.ticketId, ticket);
    return voucher && cashMessage(voucher, 'voucher', base);
  }
  // refunded before its confirmation was rendered: no confirmation of a ticket that no longer admits
  if (ticket.ticketStatus !== 'paid' || !ticket.qrCode) return null;
  const event = parseEvent((await eventRef(ticket.eventId).get()).data());
  // rendered after the commit: config/legal is read here, once, only for a show without an organizer
  const show = mailEventFrom(ticket.eventId, event);
  return confirmationMessage(request.ticketId, ticket, show, ticket.qrCode, operatorRead());
}

/** The request addressed (the owner's verified address, read from Auth now) and rendered; null: nobody to mail. */
async function renderedMail(request: MailRequest): Promise<MailDocument | null> {
  const ticket = parseTicket((await ticketRef(request.ticketId).get()).data());
  const to = await verifiedRecipient(ticket.userId);
  const message = to ? await messageOf(request, ticket) : null;
  return to && message ? { to, recipientUid: ticket.userId, message } : null;
}

/**
 * Fills in a requested mail, once: rendered outside any transaction, then written only if the
 * document is still a request (a duplicate render writes nothing). A request with nobody to mail
 * (an unverified or deleted account) or nothing left to tell is deleted, as if never written: a
 * confirmation then goes out on verification (sendTicketConfirmations). Run right after the
 * payment's commit, and by queueMail before any delivery. Answers whether a mail is there to deliver.
 */
export async function renderRequestedMail(mailId: string): Promise<boolean> {
  const ref = mailRef(mailId);
  const snapshot = await ref.get();
  const request = pendingRequest(snapshot);
  if (!request) return snapshot.exists;
  const mail = await renderedMail(request);
  return runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!pendingRequest(current)) return current.exists;
    if (mail) transaction.update(ref, { ...mail, renderedAt: FieldValue.serverTimestamp() });
    else transaction.delete(ref);
    return mail !== null;
  });
}

/**
 * The mails a payment requested, rendered right after its commit so they leave at once. A failure
 * changes no answer: queueMail renders a request before delivering it.
 */
export async function renderRequestedMails(mailIds: readonly string[]): Promise<void> {
  await Promise.all(
    mailIds.map((mailId) => renderRequestedMail(mailId).catch((error) => logMailRenderDeferred({ mailId, error }))),
  );
}
