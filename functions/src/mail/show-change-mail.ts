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

/** A line of the show's facts; `strong` or `code` set it apart in the HTML. */
interface Fact {
  label: string;
  value: string;
  emphasis?: 'strong' | 'code';
}

/** What a mail about a changed date says, in the order both its text and its HTML say it. */
interface ShowChangeParts {
  subject: string;
  holderName: string;
  /** Paragraphs after the greeting; a `strong` one is bold in the HTML. */
  intro: { text: string; strong?: boolean }[];
  quote: { text: string[]; html: string };
  event: MailEvent;
  facts: Fact[];
  links: { label: string; url: string }[];
  /** Small print before the footer. */
  notes: string[];
}

function factHtml({ value, emphasis }: Fact): string {
  if (emphasis === 'strong') return `<strong>${escapeHtml(value)}</strong>`;
  if (emphasis === 'code') return `<strong style="font-family:monospace">${escapeHtml(value)}</strong>`;
  return escapeHtml(value);
}

/** One layout for every notice about a date: its text and HTML from the same parts. */
function showChangeMail(parts: ShowChangeParts): { subject: string; text: string; html: string } {
  const text = [
    T.greeting(parts.holderName),
    '',
    ...parts.intro.map((paragraph) => paragraph.text),
    '',
    ...parts.quote.text,
    parts.event.name,
    ...parts.facts.map((fact) => `${fact.label}: ${fact.value}`),
    '',
    ...parts.links.map((link) => `${link.label}: ${link.url}`),
    ...parts.notes,
    '',
    T.footer,
  ].join('\n');
  const html = htmlDocument(
    parts.subject,
    [
      `<p>${escapeHtml(T.greeting(parts.holderName))}</p>`,
      ...parts.intro.map((paragraph) =>
        paragraph.strong
          ? `<p><strong>${escapeHtml(paragraph.text)}</strong></p>`
          : `<p>${escapeHtml(paragraph.text)}</p>`,
      ),
      parts.quote.html,
      `<h1 style="font-size:20px;margin:16px 0 0">${escapeHtml(parts.event.name)}</h1>`,
      htmlFacts(parts.facts.map((fact) => [fact.label, factHtml(fact)])),
      `<p>${parts.links.map((link) => htmlLink(link.url, link.label)).join(' · ')}</p>`,
      `<p style="color:#6b6b6b;font-size:13px">${[...parts.notes, T.footer].map(escapeHtml).join('<br>')}</p>`,
    ].join(''),
  );
  return { subject: parts.subject, text, html };
}

/** The show's date (its label and emphasis given), place and tickets, as every notice about a date lists them. */
function showFacts(ticket: ChangedTicket, event: MailEvent, date: Omit<Fact, 'value'>): Fact[] {
  return [
    { ...date, value: showTimeLabel(event.event_date) },
    { label: T.venueLabel, value: [event.venue.name, address(event)].filter(Boolean).join(', ') },
    { label: T.quantityLabel, value: T.quantity(ticket.quantity) },
  ];
}

/** What goes back to a holder of a cancelled date, and how. */
export type CancelledRefund =
  { kind: 'provider'; amount: number } | { kind: 'door'; amount: number } | { kind: 'none' } | { kind: 'received' };

export function refundText(refund: CancelledRefund): string {
  if (refund.kind === 'received') return T.eventCancelledReceived;
  if (refund.kind === 'door') return T.eventCancelledDoorRefund(refund.amount);
  return T.eventCancelledRefund(refund.kind === 'provider' ? refund.amount : 0);
}

/**
 * The notice that a date was cancelled: what goes back (the amount paid through Mercado Pago, the
 * door's money at the door, nothing for a free one, or to its payer for tickets received by
 * transfer) and the organizer's message.
 */
export function eventCancelledMessage(
  ticket: ChangedTicket & { refund: CancelledRefund },
  event: MailEvent,
  organizerMessage: string,
  webBaseUrl: string,
): MailMessage {
  const { refund } = ticket;
  const amount = refund.kind === 'received' ? null : refund.kind === 'none' ? 0 : refund.amount;
  const mail = showChangeMail({
    subject: T.eventCancelledSubject(event.name),
    holderName: ticket.holderName,
    intro: [{ text: T.eventCancelledIntro }, { text: refundText(refund), strong: true }],
    quote: quoted(organizerMessage),
    event,
    facts: [
      ...showFacts(ticket, event, { label: T.dateLabel }),
      ...(amount === null ? [] : [{ label: T.refundLabel, value: T.total(amount), emphasis: 'strong' as const }]),
      { label: T.referenceLabel, value: ticketReference(ticket.ticketId), emphasis: 'code' },
    ],
    links: [{ label: T.ticketsLink, url: ticketsUrl(webBaseUrl) }],
    notes: [],
  });
  return { ...mail, attachments: [] };
}

/** The notice that a date moved: the new day and time, and a fresh .ics (same UID, so calendars update the entry). */
export function movedMessage(
  ticket: ChangedTicket,
  event: MailEvent,
  webBaseUrl: string,
  now = new Date(),
): MailMessage {
  const entry = calendarEntryForEvent(event, webBaseUrl);
  const mail = showChangeMail({
    subject: T.movedSubject(event.name),
    holderName: ticket.holderName,
    intro: [{ text: T.movedIntro }],
    quote: { text: [], html: '' },
    event,
    facts: [
      ...showFacts(ticket, event, { label: T.newDateLabel, emphasis: 'strong' }),
      { label: T.referenceLabel, value: ticketReference(ticket.ticketId), emphasis: 'code' },
    ],
    links: [
      { label: T.ticketsLink, url: ticketsUrl(webBaseUrl) },
      { label: T.calendarLink, url: googleCalendarUrl(entry) },
    ],
    notes: [T.calendarNote],
  });
  return {
    ...mail,
    attachments: [
      {
        filename: 'evento.ics',
        content: icsCalendar(entry, now),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
