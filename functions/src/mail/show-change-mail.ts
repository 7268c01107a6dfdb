import { calendarEntryForEvent, googleCalendarUrl, icsCalendar, ticketReference } from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import { htmlDocument, htmlFacts, htmlLink } from './html.js';
import type { MailMessage } from './mail-document.js';
import { MAIL_TEXTS as T } from './texts.js';
import { address, showTimeLabel, type MailEvent } from './ticket-mail.js';

/** The ticket as a mail about a change of its date needs it. */
export interface ChangedTicket {
  ticketId: string;
  holderName: string;
  quantity: number;
}

/** A mail id of one ticket's notice (`ticket-<id>-event-cancelled`, `ticket-<id>-moved-<YYYY-MM-DD>-<HHMM>`). */
export function eventCancelledMailId(ticketId: string): string {
  return `ticket-${ticketId}-event-cancelled`;
}

export function movedMailId(ticketId: string, date: string, time: string): string {
  return `ticket-${ticketId}-moved-${date}-${time.replace(':', '')}`;
}

function ticketsUrl(webBaseUrl: string): string {
  return `${webBaseUrl.replace(/\/+$/, '')}/tickets`;
}

/** The organizer's own words, quoted line by line in the text and as a block quote in the HTML. */
function quoted(message: string): { text: string[]; html: string } {
  const lines = message.trim() ? message.trim().split(/\r?\n/) : [];
  if (lines.length === 0) return { text: [], html: '' };
  return {
    text: [`${T.organizerMessageLabel}:`, ...lines.map((line) => `> ${line}`), ''],
    html:
      `<p style="margin:16px 0 4px;color:#6b6b6b">${escapeHtml(T.organizerMessageLabel)}</p>` +
      `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #c2410c;white-space:pre-line">${escapeHtml(message.trim())}</blockquote>`,
  };
}

/** The notice that a date was cancelled: what goes back (the amount paid, or nothing for a free one) and the organizer's message. */
export function eventCancelledMessage(
  ticket: ChangedTicket & { refunded: number },
  event: MailEvent,
  organizerMessage: string,
  webBaseUrl: string,
): MailMessage {
  const when = showTimeLabel(event.event_date);
  const where = [event.venue.name, address(event)].filter(Boolean).join(', ');
  const reference = ticketReference(ticket.ticketId);
  const subject = T.eventCancelledSubject(event.name);
  const message = quoted(organizerMessage);
  const refund = T.eventCancelledRefund(ticket.refunded);
  const text = [
    T.greeting(ticket.holderName),
    '',
    T.eventCancelledIntro,
    refund,
    '',
    ...message.text,
    event.name,
    `${T.dateLabel}: ${when}`,
    `${T.venueLabel}: ${where}`,
    `${T.quantityLabel}: ${T.quantity(ticket.quantity)}`,
    `${T.refundLabel}: ${T.total(ticket.refunded)}`,
    `${T.referenceLabel}: ${reference}`,
    '',
    `${T.ticketsLink}: ${ticketsUrl(webBaseUrl)}`,
    '',
    T.footer,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(T.greeting(ticket.holderName))}</p>`,
      `<p>${escapeHtml(T.eventCancelledIntro)}</p>`,
      `<p><strong>${escapeHtml(refund)}</strong></p>`,
      message.html,
      `<h1 style="font-size:20px;margin:16px 0 0">${escapeHtml(event.name)}</h1>`,
      htmlFacts([
        [T.dateLabel, escapeHtml(when)],
        [T.venueLabel, escapeHtml(where)],
        [T.quantityLabel, escapeHtml(T.quantity(ticket.quantity))],
        [T.refundLabel, `<strong>${escapeHtml(T.total(ticket.refunded))}</strong>`],
        [T.referenceLabel, `<strong style="font-family:monospace">${escapeHtml(reference)}</strong>`],
      ]),
      `<p>${htmlLink(ticketsUrl(webBaseUrl), T.ticketsLink)}</p>`,
      `<p style="color:#6b6b6b;font-size:13px">${escapeHtml(T.footer)}</p>`,
    ].join(''),
  );
  return { subject, text, html, attachments: [] };
}

/** The notice that a date moved: the new day and time, and a fresh .ics (same UID, so calendars update the entry). */
export function movedMessage(
  ticket: ChangedTicket,
  event: MailEvent,
  webBaseUrl: string,
  now = new Date(),
): MailMessage {
  const entry = calendarEntryForEvent(event, webBaseUrl);
  const when = showTimeLabel(event.event_date);
  const where = [event.venue.name, address(event)].filter(Boolean).join(', ');
  const reference = ticketReference(ticket.ticketId);
  const subject = T.movedSubject(event.name);
  const calendarUrl = googleCalendarUrl(entry);
  const text = [
    T.greeting(ticket.holderName),
    '',
    T.movedIntro,
    '',
    event.name,
    `${T.newDateLabel}: ${when}`,
    `${T.venueLabel}: ${where}`,
    `${T.quantityLabel}: ${T.quantity(ticket.quantity)}`,
    `${T.referenceLabel}: ${reference}`,
    '',
    `${T.ticketsLink}: ${ticketsUrl(webBaseUrl)}`,
    `${T.calendarLink}: ${calendarUrl}`,
    T.calendarNote,
    '',
    T.footer,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(T.greeting(ticket.holderName))}</p>`,
      `<p>${escapeHtml(T.movedIntro)}</p>`,
      `<h1 style="font-size:20px;margin:16px 0 0">${escapeHtml(event.name)}</h1>`,
      htmlFacts([
        [T.newDateLabel, `<strong>${escapeHtml(when)}</strong>`],
        [T.venueLabel, escapeHtml(where)],
        [T.quantityLabel, escapeHtml(T.quantity(ticket.quantity))],
        [T.referenceLabel, `<strong style="font-family:monospace">${escapeHtml(reference)}</strong>`],
      ]),
      `<p>${htmlLink(ticketsUrl(webBaseUrl), T.ticketsLink)} · ${htmlLink(calendarUrl, T.calendarLink)}</p>`,
      `<p style="color:#6b6b6b;font-size:13px">${escapeHtml(T.calendarNote)}<br>${escapeHtml(T.footer)}</p>`,
    ].join(''),
  );
  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: 'evento.ics',
        content: icsCalendar(entry, now),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
