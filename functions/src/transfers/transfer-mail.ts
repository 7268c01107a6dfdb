import { calendarEntryForEvent, icsCalendar, ticketReference } from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import { htmlDocument, htmlFacts, htmlLink } from '../mail/html.js';
import { mailRef, type DocumentCreator, type MailAttachment, type MailMessage } from '../mail/mail-document.js';
import { qrPngBase64 } from '../mail/qr-image.js';
import { address, showTimeLabel, type MailEvent } from '../mail/ticket-mail.js';
import { mailSafeName, MAIL_TEXTS } from '../mail/texts.js';

/** The Spanish texts of the two transfer mails (functions-only, like the other mail texts). */
const TEXTS = {
  receivedSubject: (show: string) => `Te enviaron entradas para ${show}`,
  receivedIntro: (from: string, quantity: number) =>
    `${mailSafeName(from) || 'Alguien'} te envió ${MAIL_TEXTS.quantity(quantity)}. Ya están en tu cuenta, en Mis tickets.`,
  sentSubject: (show: string) => `Enviaste entradas para ${show}`,
  sentIntro: (to: string, quantity: number, kept: number) =>
    `Enviaste ${MAIL_TEXTS.quantity(quantity)} a ${to}. ` +
    (kept > 0
      ? `Te quedan ${MAIL_TEXTS.quantity(kept)} con un código QR nuevo: el anterior ya no sirve.`
      : 'El código QR que tenías ya no sirve para entrar.'),
  qrIntro: 'Muestra este código QR en la entrada (el QR de quien te las envió ya no sirve):',
};

const QR_CID = 'ticket-qr';

/** Who gets which mail, and about which ticket: the one the recipient holds now and the one given from. */
export interface TransferMail {
  /** tickets/{id} the transfer was made from; it and `n` name both mails. */
  fromTicketId: string;
  /** The transfer's number on that ticket (its new `qrVersion`). */
  n: number;
  event: MailEvent;
  quantity: number;
  keptQuantity: number;
  recipient: { uid: string; ticketId: string; email: string; name: string; qrCode: string | null };
  sender: { uid: string; name: string; email: string | null };
}

function ticketsUrl(webBaseUrl: string): string {
  return `${webBaseUrl.replace(/\/+$/, '')}/tickets`;
}

function message(
  subject: string,
  paragraphs: string[],
  facts: Array<[string, string]>,
  extraHtml: string,
  attachments: MailAttachment[],
  webBaseUrl: string,
): MailMessage {
  const text = [
    ...paragraphs,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${MAIL_TEXTS.ticketsLink}: ${ticketsUrl(webBaseUrl)}`,
    '',
    MAIL_TEXTS.footer,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      htmlFacts(facts.map(([label, value]) => [label, escapeHtml(value)] as const)),
      extraHtml,
      `<p>${htmlLink(ticketsUrl(webBaseUrl), MAIL_TEXTS.ticketsLink)}</p>`,
      `<p style="color:#6b6b6b;font-size:13px">${escapeHtml(MAIL_TEXTS.footer)}</p>`,
    ].join(''),
  );
  return { subject, text, html, attachments };
}

function showFacts(event: MailEvent, quantity: number, ticketId: string): Array<[string, string]> {
  return [
    [MAIL_TEXTS.dateLabel, showTimeLabel(event.event_date)],
    [MAIL_TEXTS.venueLabel, [event.venue.name, address(event)].filter(Boolean).join(', ')],
    [MAIL_TEXTS.quantityLabel, MAIL_TEXTS.quantity(quantity)],
    [MAIL_TEXTS.referenceLabel, ticketReference(ticketId)],
  ];
}

async function receivedMessage(mail: TransferMail, webBaseUrl: string): Promise<MailMessage> {
  const { event, recipient } = mail;
  const attachments: MailAttachment[] = [
    {
      filename: 'evento.ics',
      content: icsCalendar(calendarEntryForEvent(event, webBaseUrl), new Date()),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
  let qrHtml = `<p>${escapeHtml(MAIL_TEXTS.freeDoorNote)}</p>`;
  if (recipient.qrCode) {
    attachments.push({
      filename: `entrada-${ticketReference(recipient.ticketId)}.png`,
      content: await qrPngBase64(recipient.qrCode),
      encoding: 'base64',
      contentType: 'image/png',
      cid: QR_CID,
    });
    qrHtml = `<p>${escapeHtml(TEXTS.qrIntro)}</p><p style="text-align:center"><img src="cid:${QR_CID}" alt="${escapeHtml(MAIL_TEXTS.qrAlt)}" width="240" height="240"></p>`;
  }
  return message(
    TEXTS.receivedSubject(event.name),
    [MAIL_TEXTS.greeting(recipient.name), TEXTS.receivedIntro(mail.sender.name, mail.quantity), event.name],
    showFacts(event, mail.quantity, recipient.ticketId),
    qrHtml,
    attachments,
    webBaseUrl,
  );
}

function sentMessage(mail: TransferMail, webBaseUrl: string): MailMessage {
  return message(
    TEXTS.sentSubject(mail.event.name),
    [
      MAIL_TEXTS.greeting(mail.sender.name),
      TEXTS.sentIntro(mail.recipient.email, mail.quantity, mail.keptQuantity),
      mail.event.name,
    ],
    showFacts(mail.event, mail.quantity, mail.fromTicketId),
    '',
    [],
    webBaseUrl,
  );
}

/** `ticket-<id>-transferred-<n>` (to the recipient) and `…-<n>-sender`: one of each per transfer, by their ids. */
export function transferMailIds(fromTicketId: string, n: number): { recipient: string; sender: string } {
  const id = `ticket-${fromTicketId}-transferred-${n}`;
  return { recipient: id, sender: `${id}-sender` };
}

/** Both mails, created in the transfer's transaction; the sender's only to a verified address. */
export async function createTransferMails(
  writer: DocumentCreator,
  mail: TransferMail,
  webBaseUrl: string,
): Promise<void> {
  const ids = transferMailIds(mail.fromTicketId, mail.n);
  writer.create(mailRef(ids.recipient), {
    to: mail.recipient.email,
    recipientUid: mail.recipient.uid,
    message: await receivedMessage(mail, webBaseUrl),
  });
  if (mail.sender.email)
    writer.create(mailRef(ids.sender), {
      to: mail.sender.email,
      recipientUid: mail.sender.uid,
      message: sentMessage(mail, webBaseUrl),
    });
}
