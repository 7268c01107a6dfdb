import {
  bogotaInstant,
  calendarEntryForEvent,
  formatEventDate,
  formatEventTime,
  googleCalendarUrl,
  icsCalendar,
  ticketReference,
  WALLET_TEXTS,
  type ComedyEvent,
  type TicketMetadata,
} from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import { htmlDocument, htmlFacts, htmlLink } from './html.js';
import type { MailAttachment, MailMessage } from './mail-document.js';
import { MAIL_TEXTS as T, type CancellationKind } from './texts.js';

export type MailEvent = Pick<
  ComedyEvent,
  'id' | 'slug' | 'name' | 'description' | 'venue' | 'city' | 'event_date' | 'pulep_code' | 'producer'
>;

/** What the confirmation tells: the ticket as stored and the show as read in the same transaction. */
export interface ConfirmedTicket {
  ticketId: string;
  holderName: string;
  quantity: number;
  /** Whole COP; 0 for a free reservation. */
  total: number;
  event: MailEvent;
  /** The QR image (PNG, base64) of a paid ticket; null for a free reservation. */
  qrPng: string | null;
  /** "PULEP: …" and "Organiza: … · NIT …" (showLegalLines), under the ticket's facts. */
  legalLines?: string[];
  /** "Agregar a Apple Wallet": the holder's signed link to the pass (none: not offered). */
  appleWalletUrl?: string | null;
}

const QR_CID = 'ticket-qr';

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);
}

/** "Viernes, 27 de noviembre - 21:00" in Bogotá, as the web shows it. */
export function showTimeLabel(instant: Date): string {
  return `${capitalized(formatEventDate(instant))} - ${formatEventTime(instant)}`;
}

export function mapsUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

export function address(event: MailEvent): string {
  return [event.venue.address, event.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function confirmedText(ticket: ConfirmedTicket, when: string, ticketsUrl: string, calendarUrl: string): string {
  const { event } = ticket;
  const location = `${event.venue.name}, ${address(event)}`;
  return [
    T.greeting(ticket.holderName),
    '',
    T.confirmedIntro(ticket.qrPng === null),
    '',
    event.name,
    `${T.dateLabel}: ${when}`,
    `${T.venueLabel}: ${location}`,
    `${T.mapLink}: ${mapsUrl(location)}`,
    `${T.quantityLabel}: ${T.quantity(ticket.quantity)}`,
    `${T.totalLabel}: ${T.total(ticket.total)}`,
    `${T.referenceLabel}: ${ticketReference(ticket.ticketId)}`,
    ...(ticket.legalLines ?? []),
    '',
    ticket.qrPng ? `${T.qrIntro} (imagen adjunta)` : T.freeDoorNote,
    '',
    `${T.ticketsLink}: ${ticketsUrl}`,
    ...(ticket.appleWalletUrl ? [`${WALLET_TEXTS.apple}: ${ticket.appleWalletUrl}`] : []),
    `${T.calendarLink}: ${calendarUrl}`,
    T.calendarNote,
    '',
    T.footer,
  ].join('\n');
}

function confirmedHtml(ticket: ConfirmedTicket, when: string, ticketsUrl: string, calendarUrl: string): string {
  const { event } = ticket;
  const location = `${event.venue.name}, ${address(event)}`;
  const qr = ticket.qrPng
    ? `<p>${escapeHtml(T.qrIntro)}</p><p style="text-align:center"><img src="cid:${QR_CID}" alt="${escapeHtml(T.qrAlt)}" width="240" height="240"></p>`
    : `<p>${escapeHtml(T.freeDoorNote)}</p>`;
  const body = [
    `<p>${escapeHtml(T.greeting(ticket.holderName))}</p>`,
    `<p>${escapeHtml(T.confirmedIntro(ticket.qrPng === null))}</p>`,
    `<h1 style="font-size:22px;margin:16px 0 0">${escapeHtml(event.name)}</h1>`,
    htmlFacts([
      [T.dateLabel, escapeHtml(when)],
      [
        T.venueLabel,
        `${escapeHtml(event.venue.name)}<br>${escapeHtml(address(event))}<br>${htmlLink(mapsUrl(location), T.mapLink)}`,
      ],
      [T.quantityLabel, escapeHtml(T.quantity(ticket.quantity))],
      [T.totalLabel, `<strong>${escapeHtml(T.total(ticket.total))}</strong>`],
      [
        T.referenceLabel,
        `<strong style="font-family:monospace">${escapeHtml(ticketReference(ticket.ticketId))}</strong>`,
      ],
    ]),
    ...(ticket.legalLines?.length
      ? [`<p style="color:#6b6b6b;font-size:13px">${ticket.legalLines.map(escapeHtml).join('<br>')}</p>`]
      : []),
    qr,
    `<p>${htmlLink(ticketsUrl, T.ticketsLink)} · ${htmlLink(calendarUrl, T.calendarLink)}</p>`,
    ...(ticket.appleWalletUrl ? [`<p>${htmlLink(ticket.appleWalletUrl, WALLET_TEXTS.apple)}</p>`] : []),
    `<p style="color:#6b6b6b;font-size:13px">${escapeHtml(T.calendarNote)}<br>${escapeHtml(T.footer)}</p>`,
  ].join('');
  return htmlDocument(T.confirmedSubject(event.name, ticket.qrPng === null), body);
}

/** The confirmation of a paid ticket or a free reservation: HTML, plain text, .ics and (paid) the QR. */
export function confirmedMessage(ticket: ConfirmedTicket, webBaseUrl: string, now: Date = new Date()): MailMessage {
  const entry = calendarEntryForEvent(ticket.event, webBaseUrl);
  const when = showTimeLabel(ticket.event.event_date);
  const ticketsUrl = `${webBaseUrl.replace(/\/+$/, '')}/tickets`;
  const calendarUrl = googleCalendarUrl(entry);
  const attachments: MailAttachment[] = [
    {
      filename: 'evento.ics',
      content: icsCalendar(entry, now),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
  if (ticket.qrPng) {
    attachments.push({
      filename: `entrada-${ticketReference(ticket.ticketId)}.png`,
      content: ticket.qrPng,
      encoding: 'base64',
      contentType: 'image/png',
      cid: QR_CID,
    });
  }
  return {
    subject: T.confirmedSubject(ticket.event.name, ticket.qrPng === null),
    text: confirmedText(ticket, when, ticketsUrl, calendarUrl),
    html: confirmedHtml(ticket, when, ticketsUrl, calendarUrl),
    attachments,
  };
}

/** "Viernes, 27 de noviembre - 21:00" from the ticket's stored show date, or the stored text if malformed. */
function storedShowTime(metadata: Pick<TicketMetadata, 'eventDate' | 'eventTime'>): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(metadata.eventDate) || !/^\d{2}:\d{2}$/.test(metadata.eventTime))
    return `${metadata.eventDate} ${metadata.eventTime}`.trim();
  return showTimeLabel(bogotaInstant(metadata.eventDate, metadata.eventTime));
}

/** A short notice that a ticket ended: refunded (it was paid) or its unpaid hold ran out. */
export function cancelledMessage(
  ticketId: string,
  metadata: TicketMetadata,
  kind: CancellationKind,
  webBaseUrl: string,
): MailMessage {
  const when = storedShowTime(metadata);
  const where = [metadata.venue, metadata.city].filter((part) => part.trim()).join(', ');
  const reference = ticketReference(ticketId);
  const ticketsUrl = `${webBaseUrl.replace(/\/+$/, '')}/tickets`;
  const subject = T.cancelledSubject(metadata.eventName);
  const text = [
    T.greeting(metadata.userName),
    '',
    T.cancelledBody[kind],
    '',
    metadata.eventName,
    `${T.dateLabel}: ${when}`,
    `${T.venueLabel}: ${where}`,
    `${T.referenceLabel}: ${reference}`,
    '',
    `${T.ticketsLink}: ${ticketsUrl}`,
    '',
    T.footer,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(T.greeting(metadata.userName))}</p>`,
      `<p>${escapeHtml(T.cancelledBody[kind])}</p>`,
      `<h1 style="font-size:20px;margin:16px 0 0">${escapeHtml(metadata.eventName)}</h1>`,
      htmlFacts([
        [T.dateLabel, escapeHtml(when)],
        [T.venueLabel, escapeHtml(where)],
        [T.referenceLabel, `<strong style="font-family:monospace">${escapeHtml(reference)}</strong>`],
      ]),
      `<p>${htmlLink(ticketsUrl, T.ticketsLink)}</p>`,
      `<p style="color:#6b6b6b;font-size:13px">${escapeHtml(T.footer)}</p>`,
    ].join(''),
  );
  return { subject, text, html, attachments: [] };
}
