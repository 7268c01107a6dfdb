import type { TicketMetadata } from '@carcajada/domain';
import { parseTicket } from '../documents/ticket.js';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';
import { webBaseUrl } from '../config.js';
import { mailRef, ticketMailId, type DocumentCreator, type MailDocument } from './mail-document.js';
import { qrPngBase64 } from './qr-image.js';
import { cancelledMessage, confirmedMessage, type MailEvent } from './ticket-mail.js';
import type { CancellationKind } from './texts.js';

const mailEventSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().default(''),
  city: z.string().default(''),
  venue: z.object({ name: z.string().default(''), address: z.string().default('') }),
  event_date: z.instanceof(Timestamp),
});

/** The show as the mail needs it, from its events/{id} document. */
export function mailEventFrom(id: string, data: DocumentData): MailEvent {
  const event = mailEventSchema.parse(data);
  return { ...event, id, event_date: event.event_date.toDate() };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function metadataOf(ticket: DocumentData): TicketMetadata {
  const metadata = (ticket.metadata ?? {}) as Record<string, unknown>;
  return {
    userName: text(metadata.userName),
    eventName: text(metadata.eventName),
    eventDate: text(metadata.eventDate),
    eventTime: text(metadata.eventTime),
    venue: text(metadata.venue),
    city: text(metadata.city),
    seatNumber: text(metadata.seatNumber),
  };
}

/**
 * The confirmation of a ticket that just became paid (with its QR) or of a new free reservation,
 * created in the caller's transaction or batch: it exists exactly when the change does. `to` is
 * the account's verified address (verifiedRecipient); null writes no mail (sent on verification).
 */
export async function createConfirmationMail(
  writer: DocumentCreator,
  ticketId: string,
  ticket: DocumentData,
  event: MailEvent,
  qrCode: string | null,
  to: string | null,
): Promise<void> {
  if (!to) return;
  const stored = parseTicket(ticket);
  const message = confirmedMessage(
    {
      ticketId,
      holderName: stored.metadata.userName,
      quantity: stored.quantity,
      total: stored.amount,
      event,
      qrPng: qrCode ? await qrPngBase64(qrCode) : null,
    },
    webBaseUrl.value(),
  );
  const mail: MailDocument = { to, message };
  writer.create(mailRef(ticketMailId(ticketId, 'confirmed')), mail);
}

const MAIL_KIND_OF_CANCELLATION = { refunded: 'cancelled', hold_expired: 'expired', cash_expired: 'expired' } as const;

/**
 * The notice of a paid ticket refunded or an unpaid hold expired, in the transaction that cancels
 * it; to an unverified account (`to` null) none.
 */
export function createCancellationMail(
  writer: DocumentCreator,
  ticketId: string,
  ticket: DocumentData,
  kind: CancellationKind,
  to: string | null,
): void {
  if (!to) return;
  const mail: MailDocument = {
    to,
    message: cancelledMessage(ticketId, metadataOf(ticket), kind, webBaseUrl.value()),
  };
  writer.create(mailRef(ticketMailId(ticketId, MAIL_KIND_OF_CANCELLATION[kind])), mail);
}
