import { BOGOTA_TIME_ZONE } from './dates.js';
import type { ComedyEvent } from './models.js';

/** One show as a calendar entry: the source of both the .ics file and the Google Calendar link. */
export interface CalendarEntry {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  /** Defaults to start + 2 hours (contract: "a 2-hour end"). */
  end?: Date;
  url: string;
}

const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;
// Colombia has kept UTC−5 with no daylight saving since 1993 (see dates.ts).
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const UID_DOMAIN = 'carcajada.co';
const PRODID = '-//Carcajada//Entradas//ES';

export function calendarEntryForEvent(
  event: Pick<ComedyEvent, 'id' | 'slug' | 'name' | 'description' | 'venue' | 'city' | 'event_date'>,
  baseUrl: string,
): CalendarEntry {
  const location = [event.venue.name, event.venue.address, event.city].map((part) => part.trim()).filter(Boolean);
  return {
    uid: `event-${event.id}@${UID_DOMAIN}`,
    title: event.name,
    description: event.description,
    location: location.join(', '),
    start: event.event_date,
    url: `${baseUrl.replace(/\/+$/, '')}/evento/${encodeURIComponent(event.slug)}`,
  };
}

function entryEnd(entry: CalendarEntry): Date {
  return entry.end ?? new Date(entry.start.getTime() + DEFAULT_DURATION_MS);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** "YYYYMMDDTHHMMSS" of the instant's UTC fields. */
function basicDateTime(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}`
  );
}

/** Wall-clock "YYYYMMDDTHHMMSS" in Bogotá (no zone suffix). */
function bogotaLocal(instant: Date): string {
  return basicDateTime(new Date(instant.getTime() + BOGOTA_OFFSET_MS));
}

const utcStamp = (instant: Date): string => `${basicDateTime(instant)}Z`;

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after one space; never inside a character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const BOGOTA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BOGOTA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:-05',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A one-event iCalendar file (RFC 5545, CRLF lines) with the show in Bogotá time. */
export function icsCalendar(entry: CalendarEntry, stamp: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...BOGOTA_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${BOGOTA_TIME_ZONE}:${bogotaLocal(entry.start)}`,
    `DTEND;TZID=${BOGOTA_TIME_ZONE}:${bogotaLocal(entryEnd(entry))}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(detailsWithLink(entry))}`,
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Many calendar apps hide URL, so the link also ends the description. */
function detailsWithLink(entry: CalendarEntry): string {
  return entry.description.trim() ? `${entry.description.trim()}\n\n${entry.url}` : entry.url;
}

/** Google Calendar's "add event" link, dates as Bogotá wall-clock times. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${bogotaLocal(entry.start)}/${bogotaLocal(entryEnd(entry))}`,
    ctz: BOGOTA_TIME_ZONE,
    details: detailsWithLink(entry),
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
