import { formatEventTime, ticketReference } from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import { htmlDocument, htmlFacts, htmlLink } from '../mail/html.js';
import type { MailAttachment, MailMessage } from '../mail/mail-document.js';
import { MAIL_TEXTS as T } from '../mail/texts.js';
import { address, mapsUrl, type MailEvent } from '../mail/ticket-mail.js';

/** What the show-day reminder tells: the show as stored now and, for a paid ticket, its QR. */
export interface ReminderTicket {
  ticketId: string;
  holderName: string;
  event: MailEvent;
  /** The QR image (PNG, base64) of a paid ticket; null for a free reservation. */
  qrPng: string | null;
}

const QR_CID = 'ticket-qr';

/** The morning mail of the show's day: time, venue, address with a map link, the QR (paid). */
export function reminderMessage(ticket: ReminderTicket, webBaseUrl: string): MailMessage {
  const { event } = ticket;
  const time = formatEventTime(event.event_date);
  const where = address(event);
  const mapUrl = mapsUrl(`${event.venue.name}, ${where}`);
  const reference = ticketReference(ticket.ticketId);
  const ticketsUrl = `${webBaseUrl.replace(/\/+$/, '')}/tickets`;
  const subject = T.reminderSubject(event.name);
  const text = [
    T.greeting(ticket.holderName),
    '',
    T.reminderIntro,
    '',
    event.name,
    `${T.timeLabel}: ${time}`,
    `${T.venueLabel}: ${event.venue.name}`,
    `${T.addressLabel}: ${where}`,
    `${T.mapLink}: ${mapUrl}`,
    `${T.referenceLabel}: ${reference}`,
    '',
    ticket.qrPng ? `${T.qrIntro} (imagen adjunta)` : T.freeDoorNote,
    '',
    `${T.ticketsLink}: ${ticketsUrl}`,
    '',
    T.footer,
  ].join('\n');
  const qr = ticket.qrPng
    ? `<p>${escapeHtml(T.qrIntro)}</p><p style="text-align:center"><img src="cid:${QR_CID}" alt="${escapeHtml(T.qrAlt)}" width="240" height="240"></p>`
    : `<p>${escapeHtml(T.freeDoorNote)}</p>`;
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(T.greeting(ticket.holderName))}</p>`,
      `<p>${escapeHtml(T.reminderIntro)}</p>`,
      `<h1 style="font-size:22px;margin:16px 0 0">${escapeHtml(event.name)}</h1>`,
      htmlFacts([
        [T.timeLabel, `<strong>${escapeHtml(time)}</strong>`],
        [T.venueLabel, escapeHtml(event.venue.name)],
        [T.addressLabel, `${escapeHtml(where)}<br>${htmlLink(mapUrl, T.mapLink)}`],
        [T.referenceLabel, `<strong style="font-family:monospace">${escapeHtml(reference)}</strong>`],
      ]),
      qr,
      `<p>${htmlLink(ticketsUrl, T.ticketsLink)}</p>`,
      `<p style="color:#6b6b6b;font-size:13px">${escapeHtml(T.footer)}</p>`,
    ].join(''),
  );
  const attachments: MailAttachment[] = ticket.qrPng
    ? [
        {
          filename: `entrada-${reference}.png`,
          content: ticket.qrPng,
          encoding: 'base64',
          contentType: 'image/png',
          cid: QR_CID,
        },
      ]
    : [];
  return { subject, text, html, attachments };
}
