import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarEntryForEvent, googleCalendarUrl, icsCalendar, type CalendarEntry } from '@carcajada/domain';

// 20:00 in Bogotá (UTC−5) on 21 November is 01:00 UTC on the 22nd.
const show = {
  id: 'evt-1',
  slug: 'risas-en-chapinero',
  name: 'Risas, chistes; y \\ barras',
  description: 'Primera línea\nSegunda línea con acentos: ñandú, canción, corazón. '.repeat(3),
  venue: { name: 'Teatro Café', address: 'Calle 63 # 10-20' },
  city: 'Bogotá',
  event_date: new Date('2026-11-22T01:00:00Z'),
};
const entry = calendarEntryForEvent(show, 'https://carcajada.test/');
const stamp = new Date('2026-11-01T12:00:00Z');

function parsedEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

describe('calendarEntryForEvent', () => {
  it('builds the location from venue, address and city and links the event page', () => {
    expect(entry.location).toBe('Teatro Café, Calle 63 # 10-20, Bogotá');
    expect(entry.url).toBe('https://carcajada.test/evento/risas-en-chapinero');
    expect(entry.start.toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(entry.end).toBeUndefined();
  });
});

describe('icsCalendar (RFC 5545)', () => {
  const ics = icsCalendar(entry, stamp);

  it('uses CRLF lines of at most 75 octets, folded with a leading space', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('declares the calendar and the Bogotá zone, start and end in Bogotá wall-clock time', () => {
    for (const line of ['PRODID:-//Carcajada//Entradas//ES', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']) {
      expect(ics).toContain(`\r\n${line}\r\n`);
    }
    expect(ics).toContain('TZID:America/Bogota\r\n');
    expect(ics).toContain('DTSTART;TZID=America/Bogota:20261121T200000\r\n');
    expect(ics).toContain('DTEND;TZID=America/Bogota:20261121T220000\r\n');
    expect(ics).toContain('DTSTAMP:20261101T120000Z\r\n');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(ics).toContain('SUMMARY:Risas\\, chistes\\; y \\\\ barras\r\n');
  });

  it('parses with ical.js to the same texts and the right start and end in UTC', () => {
    const { calendar, event } = parsedEvent(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.summary).toBe(show.name);
    expect(event.location).toBe(entry.location);
    expect(event.description).toBe(`${show.description.trim()}\n\n${entry.url}`);
    expect(event.uid).toBe('event-evt-1@carcajada.co');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(event.component.getFirstPropertyValue('url')).toBe(entry.url);
  });

  it('keeps an explicit end', () => {
    const withEnd: CalendarEntry = { ...entry, end: new Date('2026-11-22T02:30:00Z') };
    expect(parsedEvent(icsCalendar(withEnd, stamp)).event.endDate.toJSDate().toISOString()).toBe(
      '2026-11-22T02:30:00.000Z',
    );
  });

  it('never splits a multi-byte character when folding', () => {
    const accents = { ...entry, title: 'ñ'.repeat(100) };
    expect(parsedEvent(icsCalendar(accents, stamp)).event.summary).toBe('ñ'.repeat(100));
  });
});

describe('googleCalendarUrl', () => {
  it('opens the Google Calendar template with Bogotá times and zone', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(show.name);
    expect(url.searchParams.get('dates')).toBe('20261121T200000/20261121T220000');
    expect(url.searchParams.get('ctz')).toBe('America/Bogota');
    expect(url.searchParams.get('location')).toBe(entry.location);
    expect(url.searchParams.get('details')).toContain(entry.url);
  });
});
