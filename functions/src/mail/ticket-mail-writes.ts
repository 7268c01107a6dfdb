import { producedByOperator, showLegalLines, showProducer } from '@carcajada/domain';
import type { OperatorRead } from '../common/legal-config.js';
import type { StoredEvent } from '../documents/event.js';
import type { StoredTicket } from '../documents/ticket.js';
import { webBaseUrl } from '../config.js';
import { mailRef, ticketMailId, type DocumentCreator, type MailDocument, type MailMessage } from './mail-document.js';
import { appleWalletMailLink } from '../wallet/settings.js';
import { qrPngBase64 } from './qr-image.js';
import { cancelledMessage, confirmedMessage, type MailEvent } from './ticket-mail.js';
import type { CancellationKind } from './texts.js';

/**
 * The show as the mail needs it. A show without a start cannot be mailed about: that throws, and
 * the flow that mails (a cancellation pass, a reminder) fails and is tried again.
 */
export function mailEventFrom(id: string, event: StoredEvent): MailEvent {
  if (!event.event_date) throw new Error(`events/${id} has no start to mail`);
  const { slug, name, description, city, venue, pulep_code, producer } = event;
  return { id, slug, name, description, city, venue, pulep_code, producer, event_date: event.event_date.toDate() };
}

/**
 * "PULEP: …" and "Organiza: … · NIT …": the code and producer the ticket was sold under (a ticket
 * sold before takes the date's); for a show without an organizer, the operator (`operator`).
 */
async function confirmationLegalLines(ticket: StoredTicket, event: MailEvent, operator: OperatorRead) {
  const facts = { producer: ticket.metadata.producer ?? event.producer, organizerId: ticket.organizerId };
  return showLegalLines({
    pulepCode: ticket.metadata.pulepCode ?? event.pulep_code,
    producer: showProducer(facts, producedByOperator(facts) ? await operator() : null),
  });
}

/**
 * The confirmation of a paid ticket (with its QR image) or of a free reservation (`qrCode` null),
 * as the ticket was sold. `operator`: the flow's one read of config/legal (operatorRead).
 */
export async function confirmationMessage(
  ticketId: string,
  ticket: StoredTicket,
  event: MailEvent,
  qrCode: string | null,
  operator: OperatorRead,
): Promise<MailMessage> {
  return confirmedMessage(
    {
      ticketId,
      holderName: ticket.metadata.userName,
      quantity: ticket.quantity,
      total: ticket.amount,
      event,
      qrPng: qrCode ? await qrPngBase64(qrCode) : null,
      legalLines: await confirmationLegalLines(ticket, event, operator),
      appleWalletUrl: appleWalletMailLink(ticketId, ticket.userId, event.event_date),
    },
    webBaseUrl.value(),
  );
}

/**
 * The confirmation of a new free reservation, a ticket sold at the door or (on verification) a
 * live ticket, created in the caller's transaction or batch: it exists exactly when the change
 * does. `to` is the account's verified address (verifiedRecipient); null writes no mail (sent on
 * verification). A paid checkout's confirmation is requested instead, and rendered after its
 * payment's commit (requested-mail.ts).
 */
export async function createConfirmationMail(
  writer: DocumentCreator,
  ticketId: string,
  ticket: StoredTicket,
  event: MailEvent,
  qrCode: string | null,
  to: string | null,
  operator: OperatorRead,
): Promise<void> {
  if (!to) return;
  const mail: MailDocument = {
    to,
    recipientUid: ticket.userId,
    message: await confirmationMessage(ticketId, ticket, event, qrCode, operator),
  };
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
  ticket: StoredTicket,
  kind: CancellationKind,
  to: string | null,
): void {
  if (!to) return;
  const mail: MailDocument = {
    to,
    recipientUid: ticket.userId,
    message: cancelledMessage(ticketId, ticket.metadata, kind, webBaseUrl.value()),
  };
  writer.create(mailRef(ticketMailId(ticketId, MAIL_KIND_OF_CANCELLATION[kind])), mail);
}
