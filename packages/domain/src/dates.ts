/**
 * Every date rule runs in America/Bogota, whatever the browser's zone (contract).
 * Colombia has kept UTC−5 with no daylight saving since 1993, so a fixed offset is exact.
 */
export const BOGOTA_TIME_ZONE = 'America/Bogota';
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar parts of an instant as seen on a wall clock in Bogotá. */
function bogotaParts(instant: Date): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + BOGOTA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

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
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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

const longDate = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** "viernes, 27 de noviembre" for an event date, in Bogotá. */
export function formatEventDate(instant: Date): string {
  return longDate.format(instant);
}

const clockTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "21:00": the wall-clock time of an instant in Bogotá. */
export function formatEventTime(instant: Date): string {
  return clockTime.format(instant);
}
