/**
 * Every date rule runs in America/Bogota, whatever the browser's zone (contract).
 * Colombia has kept UTC−5 with no daylight saving since 1993, so a fixed offset is exact.
 */
export const BOGOTA_TIME_ZONE = 'America/Bogota';
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as seen on a wall clock in Bogotá (month 0–11, weekday 0 = Sunday). */
function bogotaParts(instant: Date) {
  const shifted = new Date(instant.getTime() + BOGOTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The instant of Bogotá's wall-clock midnight of the given calendar day. */
function bogotaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - BOGOTA_OFFSET_MS);
}

export function startOfBogotaDay(instant: Date): Date {
  const { year, month, day } = bogotaParts(instant);
  return bogotaMidnight(year, month, day);
}

/** "YYYY-MM-DD" of the instant in Bogotá. */
export function bogotaDateString(instant: Date): string {
  const { year, month, day } = bogotaParts(instant);
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}

/** The instant of a Bogotá "YYYY-MM-DD" + "HH:MM" wall-clock time. */
export function bogotaInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(bogotaMidnight(year!, month! - 1, day!).getTime() + (hours! * 60 + minutes!) * 60_000);
}

export const EVENT_FILTERS = ['proximamente', 'hoy', 'semana', 'mes'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

export const EVENT_FILTER_LABELS: Record<EventFilter, string> = {
  proximamente: 'Proximamente',
  hoy: 'Hoy',
  semana: 'Esta semana',
  mes: 'Este mes',
};

/** Half-open [from, to) window of event_date; `to` undefined means no upper bound. */
export interface DateWindow {
  from: Date;
  to?: Date;
}

/**
 * Spec section 7: Proximamente = from start of today; Hoy = today; Esta semana = the next
 * 7 days (today and the six after it); Este mes = until the end of this month.
 */
export function eventFilterWindow(filter: EventFilter, now: Date): DateWindow {
  const from = startOfBogotaDay(now);
  switch (filter) {
    case 'proximamente':
      return { from };
    case 'hoy':
      return { from, to: new Date(from.getTime() + DAY_MS) };
    case 'semana':
      return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
    case 'mes': {
      const { year, month } = bogotaParts(now);
      return { from, to: bogotaMidnight(year, month + 1, 1) };
    }
  }
}

// The dates and times the app shows, written out instead of asking Intl: a page's first Intl
// formatter loads the locale's data, main-thread time before anything with a date or a price can
// render (measured: docs/performance/first-load.md, "What each page's paint waits on"). The same strings as
// Intl's es-CO (tests/unit/dates.test.ts compares them), and the same in Node and every browser.
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "viernes, 27 de noviembre" for an event date, in Bogotá. */
export function formatEventDate(instant: Date): string {
  const { weekday, day, month } = bogotaParts(instant);
  return `${WEEKDAYS[weekday]}, ${day} de ${MONTHS[month]}`;
}

/** "21:00": the wall-clock time of an instant in Bogotá. */
export function formatEventTime(instant: Date): string {
  const { hours, minutes } = bogotaParts(instant);
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/** "4 de diciembre a las 8:00 p. m.": a day and a 12-hour time in Bogotá. */
export function formatDayAndTime(instant: Date): string {
  const { day, month, hours, minutes } = bogotaParts(instant);
  return `${day} de ${MONTHS[month]} a las ${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/**
 * What closes a sentence that ends with `text`: a period, or nothing when `text` already ends with
 * one ("… a las 11:31 a. m.": formatDayAndTime's times do).
 */
export const closingPeriod = (text: string): string => (text.endsWith('.') ? '' : '.');
