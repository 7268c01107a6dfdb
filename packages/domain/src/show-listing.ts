import { EVENTS_PAGE_SIZE, FEW_SEATS_LEFT } from './constants.js';
import type { DateWindow } from './dates.js';
import type { SeatCounts } from './seats.js';

/**
 * Funciones in the listings: the home list and /911 show each show once, at its first
 * date inside the chip's window, with "+N fechas" when more of its dates follow; a page still holds
 * 10 shows when there are. The web app and eventPage page through the same way (collectShowsPage),
 * so the page the server draws is the page the app would read. groupShows states the rule on a
 * list of dates; the lists read only the dates it keeps (by `previous_date`, see previousDates).
 */

/**
 * A show that has started is no longer offered: from its start a purchase is refused
 * (`eventStarted`), so the home list, its chips and /911 leave it out (docs/web-app.md, "Event lists").
 */
export const hasShowStarted = (start: Date, now: Date): boolean => start.getTime() <= now.getTime();

/**
 * The dates a list offers of a chip's window at `now`: those not started yet, up to the window's
 * end. The lists read this window; their cache keys and embedded data keep the chip's window,
 * which stays the same all day (EMBEDDED_KEYS.eventsPage).
 */
export function offeredWindow(window: DateWindow, now: Date): DateWindow {
  const from = new Date(Math.max(window.from.getTime(), now.getTime() + 1));
  return window.to ? { from, to: window.to } : { from };
}

/** What grouping needs of a date in the list: its id, when it is, and its show (absent: one date). */
export interface ListedDate {
  id: string;
  event_date: Date;
  series_id?: string | null;
  /** Stored by the functions (previousDates); the lists order by it after the date, so a page's cursor carries it. */
  previous_date?: Date;
}

/** A show as the list draws it: the date it is listed at and how many more of its dates the window holds. */
export type ListedShow<Event extends ListedDate> = Event & { more_dates: number };

/** The id the dates of one show share (a show with one date: its own). */
export const showKey = (event: ListedDate): string => event.series_id || event.id;

const byDateThenId = (a: ListedDate, b: ListedDate) =>
  a.event_date.getTime() - b.event_date.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What a list needs of a series in the window: its first date (by date then id) and how many it has there. */
export interface SeriesInWindow {
  firstId: string;
  count: number;
}

/** A series' place in the window from all of its dates there (any order). */
export function seriesInWindow(dates: readonly ListedDate[]): SeriesInWindow | undefined {
  const first = [...dates].sort(byDateThenId)[0];
  return first && { firstId: first.id, count: dates.length };
}

/**
 * The shows among `dates` (the window's dates from where a page starts, by date then id): a date is
 * listed when it is its show's first date in the window; `series` gives, per series, its first
 * date and its count there. A series missing there is judged by `dates` alone.
 */
export function groupShows<Event extends ListedDate>(
  dates: readonly Event[],
  series: Readonly<Record<string, SeriesInWindow | undefined>>,
): ListedShow<Event>[] {
  const seen = new Set<string>();
  const shows: ListedShow<Event>[] = [];
  for (const date of dates) {
    const key = showKey(date);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!date.series_id) {
      shows.push({ ...date, more_dates: 0 });
      continue;
    }
    const known = series[key] ?? seriesInWindow(dates.filter((other) => showKey(other) === key))!;
    // its first date lies before this page: the show was listed there
    if (known.firstId !== date.id) continue;
    shows.push({ ...date, more_dates: known.count - 1 });
  }
  return shows;
}

/**
 * `previous_date` of a date that has no active date of its show before it (a show of one date, or
 * its first): the epoch. A stored value, not an absent field, so the lists' `previous_date <` filter
 * takes it.
 */
export const NO_PREVIOUS_DATE = new Date(0);

/** What `previousDates` needs of each date of one show. */
export interface ShowDateInOrder {
  id: string;
  /** Null: a date with no readable start (never listed, never before another). */
  event_date: Date | null;
  active: boolean;
}

/**
 * Each date's `previous_date`: the start of its show's active date just before it (by date then
 * id), NO_PREVIOUS_DATE when none. A date is its show's first in a window starting at `from`
 * exactly when it is in the window and its `previous_date` is before `from`, whatever `from` is:
 * so the value changes only when a date of the show is added, moved, published, hidden or
 * cancelled, never as dates pass.
 */
export function previousDates(dates: readonly ShowDateInOrder[]): Map<string, Date> {
  const dated = dates.flatMap((date) => (date.event_date ? [{ ...date, event_date: date.event_date }] : []));
  const previous = new Map(dates.map((date) => [date.id, NO_PREVIOUS_DATE]));
  let before = NO_PREVIOUS_DATE;
  for (const date of dated.sort(byDateThenId)) {
    previous.set(date.id, before);
    if (date.active) before = date.event_date;
  }
  return previous;
}

/**
 * How collectShowsPage reads: the window's dates after one (by date, previous_date, then id: a range
 * filter on previous_date makes Firestore order by it before the id) that are their show's
 * first there (`previous_date` before the window's start: one stored field, see previousDates), and
 * how many dates a series has in the window (an aggregation: no document is read).
 */
export interface ShowsPageReads<Event extends ListedDate> {
  firstDatesAfter: (after: ListedDate | undefined, limit: number) => Promise<Event[]>;
  seriesCount: (seriesId: string) => Promise<number>;
}

/**
 * One page of shows (`size`, 10 by default) from the window's dates after `after`: one read of the
 * dates that are their show's first in the window (each a show), and each series' count once, for
 * "+N fechas". The next page starts after the last show's date; the later dates of a listed show
 * are never read.
 */
export async function collectShowsPage<Event extends ListedDate>(
  reads: ShowsPageReads<Event>,
  after?: ListedDate,
  size = EVENTS_PAGE_SIZE,
): Promise<ListedShow<Event>[]> {
  const dates = await reads.firstDatesAfter(after, size);
  // one show once, even while a just-changed show's `previous_date` is being rewritten
  const seen = new Set<string>();
  const firsts = dates.filter((date) => {
    const key = showKey(date);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const counts = await Promise.all(firsts.map((date) => (date.series_id ? reads.seriesCount(date.series_id) : 1)));
  return firsts.map((date, index) => ({ ...date, more_dates: Math.max(0, counts[index]! - 1) }));
}

/** A date of a show as its page lists it under "Fechas" (event_date as ISO text: the page embeds it). */
export interface ShowDateEntry extends SeatCounts {
  id: string;
  slug: string;
  date: string;
  time: string;
  event_date: string;
}

export type ShowDateAvailability = 'soldOut' | 'lastSeats' | 'available';

export const LAST_SEATS_LABEL = 'Últimas entradas';

/** "Agotado" with no seat left; "Últimas entradas" with at most 10 seats or 10 % left. */
export function showDateAvailability(seats: SeatCounts): ShowDateAvailability {
  if (seats.capacity === null || seats.seats_left === null) return 'available';
  const left = Math.max(0, seats.seats_left);
  if (left === 0) return 'soldOut';
  return left <= FEW_SEATS_LEFT || left <= seats.capacity * 0.1 ? 'lastSeats' : 'available';
}

/** A show's upcoming dates as its page lists them, by date, given the stored documents' fields. */
export function showDateEntryFrom(id: string, data: Record<string, unknown>, eventDate: Date): ShowDateEntry {
  const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
  const capacity = count(data.capacity);
  const seatsLeft = count(data.seats_left);
  return {
    id,
    slug: typeof data.slug === 'string' && data.slug ? data.slug : id,
    date: typeof data.date === 'string' ? data.date : '',
    time: typeof data.time === 'string' ? data.time : '',
    event_date: eventDate.toISOString(),
    capacity: capacity === 0 ? null : capacity,
    seats_left: capacity && seatsLeft !== null ? Math.min(seatsLeft, capacity) : null,
  };
}

/** A date called off (cancelEvent): its page stays, saying so, and sells nothing. */
export const CANCELLED_SHOW_STATUS = 'cancelled';
export const CANCELLED_DATE_TITLE = 'Función cancelada';
export const CANCELLED_DATE_TEXT =
  'Esta función fue cancelada. Si tenías entradas, te devolvemos el dinero y te escribimos por correo.';

/** "+3 fechas" (one: "+1 fecha"): a listed show's further dates in the window. */
export const moreDatesLabel = (count: number): string => `+${count} ${count === 1 ? 'fecha' : 'fechas'}`;
