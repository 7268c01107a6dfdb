import { bogotaDateString, bogotaInstant } from './dates.js';

/** The most dates one `addShowDates` call adds (a weekly run for a year). */
export const MAX_SHOW_DATES_PER_CALL = 52;

/** One date of a show as `addShowDates` receives it (Bogotá wall clock). */
export interface ShowDate {
  date: string;
  time: string;
}

const showDateKey = (showDate: ShowDate) => `${showDate.date} ${showDate.time}`;

/** "2026-12-04" + "20:30" is a real Bogotá day and time (no 2026-02-30, no 24:00). */
function isRealDate({ date, time }: ShowDate): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return false;
  return bogotaDateString(bogotaInstant(date, time)) === date;
}

/**
 * Whether the new dates may be added to a show that already has `existing`: each a real day and
 * time, after `now`, and none equal to a date of the show or to another one of the request.
 */
export function newShowDatesValid(requested: ShowDate[], existing: ShowDate[], now: Date): boolean {
  const taken = new Set(existing.map(showDateKey));
  for (const showDate of requested) {
    if (!isRealDate(showDate) || bogotaInstant(showDate.date, showDate.time).getTime() <= now.getTime()) return false;
    if (taken.has(showDateKey(showDate))) return false;
    taken.add(showDateKey(showDate));
  }
  return true;
}

/**
 * The slug a new date of a show starts from: the first date's slug plus "-YYYY-MM-DD", plus
 * "-HHMM" when the show already plays that day (`sameDay`).
 */
export function showDateSlug(firstSlug: string, showDate: ShowDate, sameDay: boolean): string {
  const day = `${firstSlug}-${showDate.date}`;
  return sameDay ? `${day}-${showDate.time.replace(':', '')}` : day;
}
