import { describe, expect, it } from 'vitest';
import {
  cancellationProgressFrom,
  cancellationProgressLabel,
  bogotaInstant,
  collectShowsPage,
  eventFilterWindow,
  groupShows,
  seriesInWindow,
  hasShowStarted,
  moreDatesLabel,
  NO_PREVIOUS_DATE,
  offeredWindow,
  previousDates,
  showKey,
  showDateAvailability,
  showDateEntryFrom,
  weeklyShowDates,
  type ListedDate,
} from '@carcajada/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date('2026-12-03T01:00:00Z');

/** A date `day` days after the start, of show `series` (none: a show with one date). */
const date = (id: string, day: number, series?: string): ListedDate => ({
  id,
  event_date: new Date(start.getTime() + day * DAY_MS),
  ...(series && { series_id: series }),
});

const ids = (shows: { id: string; more_dates: number }[]) => shows.map((show) => `${show.id}+${show.more_dates}`);

describe('groupShows: each show once, at its first date in the window', () => {
  it('lists a weekly show at its first date with the dates that follow counted', () => {
    const weekly = [date('jue1', 0, 'jue1'), date('jue2', 7, 'jue1'), date('jue3', 14, 'jue1')];
    const dates = [weekly[0]!, date('solo', 1), weekly[1]!, date('otro', 9), weekly[2]!];
    expect(ids(groupShows(dates, { jue1: seriesInWindow(weekly) }))).toEqual(['jue1+2', 'solo+0', 'otro+0']);
  });

  it('skips a show whose first date in the window lies on an earlier page', () => {
    const weekly = [date('jue1', 0, 'jue1'), date('jue2', 7, 'jue1')];
    expect(ids(groupShows([weekly[1]!, date('otro', 9)], { jue1: seriesInWindow(weekly) }))).toEqual(['otro+0']);
  });

  it('counts only the dates the window holds (a series read for the window)', () => {
    const inWindow = [date('b', 7, 'a'), date('c', 14, 'a')];
    expect(ids(groupShows(inWindow, { a: seriesInWindow(inWindow) }))).toEqual(['b+1']);
  });

  it('without the series read, judges by the dates it has', () => {
    expect(ids(groupShows([date('a', 0, 'a'), date('b', 7, 'a')], {}))).toEqual(['a+1']);
  });

  it('two dates at the same instant: the lower id is the first', () => {
    const same = [date('y', 0, 's'), date('x', 0, 's')];
    expect(ids(groupShows([same[1]!, same[0]!], { s: seriesInWindow(same) }))).toEqual(['x+1']);
  });
});

describe('previousDates: where each date of a show stands', () => {
  it("the start of the show's active date just before it, by date then id; the epoch for none", () => {
    const at = (day: number) => new Date(start.getTime() + day * DAY_MS);
    const previous = previousDates([
      { id: 'c', event_date: at(14), active: true },
      { id: 'a', event_date: at(0), active: true },
      { id: 'hidden', event_date: at(3), active: false },
      { id: 'b', event_date: at(7), active: true },
      { id: 'b2', event_date: at(7), active: true },
      { id: 'undated', event_date: null, active: true },
    ]);
    expect(Object.fromEntries(previous)).toEqual({
      a: NO_PREVIOUS_DATE,
      // a hidden or cancelled date is never anyone's previous, and has its own place
      hidden: at(0),
      b: at(0),
      // two dates at the same instant: the lower id comes first
      b2: at(7),
      c: at(7),
      undated: NO_PREVIOUS_DATE,
    });
  });
});

/** The dates of each show, by its key. */
function byShow(dates: readonly ListedDate[]): Map<string, ListedDate[]> {
  const shows = new Map<string, ListedDate[]>();
  for (const date of dates) shows.set(showKey(date), [...(shows.get(showKey(date)) ?? []), date]);
  return shows;
}

/** Each date's stored previous_date, computed per show as refreshPreviousDates does. */
function storedPrevious(all: readonly ListedDate[]): Map<string, Date> {
  return new Map(
    [...byShow(all).values()].flatMap((dates) => [...previousDates(dates.map((d) => ({ ...d, active: true })))]),
  );
}

describe('collectShowsPage: each show once, from its first date alone', () => {
  /** The window's dates by (date, id) from `from`, read as the lists' query does: `previous_date < from`. */
  function reads(all: ListedDate[], from = start, to?: Date) {
    const previous = storedPrevious(all);
    const inWindow = (d: ListedDate) => d.event_date >= from && (!to || d.event_date < to);
    const sorted = all
      .filter(inWindow)
      .sort((a, b) => a.event_date.getTime() - b.event_date.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const documents: number[] = [];
    return {
      sorted,
      documents,
      reads: {
        firstDatesAfter: async (after: ListedDate | undefined, limit: number) => {
          const index = after ? sorted.findIndex((d) => d.id === after.id) + 1 : 0;
          const page = sorted
            .slice(index)
            .filter((d) => previous.get(d.id)! < from)
            .slice(0, limit);
          documents.push(page.length);
          return page;
        },
        seriesCount: async (seriesId: string) => sorted.filter((d) => d.series_id === seriesId).length,
      },
    };
  }

  it('fills a page past a run of one show, reading only the shows it lists, and the next page goes on from there', async () => {
    // a show every day for 15 days, interleaved with 12 single shows after the run starts
    const run = Array.from({ length: 15 }, (_, day) => date(`run${String(day).padStart(2, '0')}`, day, 'run00'));
    const singles = Array.from({ length: 12 }, (_, n) => date(`solo${String(n).padStart(2, '0')}`, n + 0.5));
    const { reads: fetchers, documents } = reads([...run, ...singles]);
    const first = await collectShowsPage(fetchers);
    expect(ids(first)).toEqual([
      'run00+14',
      ...Array.from({ length: 9 }, (_, n) => `solo${String(n).padStart(2, '0')}+0`),
    ]);
    const second = await collectShowsPage(fetchers, first[first.length - 1]);
    expect(ids(second)).toEqual(['solo09+0', 'solo10+0', 'solo11+0']);
    // one read per page, of exactly the dates listed
    expect(documents).toEqual([10, 3]);
  });

  it("a window that starts after a show's first date lists it at its first date inside", async () => {
    const weekly = [date('jue1', 0, 'jue1'), date('jue2', 7, 'jue1'), date('jue3', 14, 'jue1')];
    const { reads: fetchers } = reads([...weekly, date('solo', 8)], weekly[1]!.event_date);
    expect(ids(await collectShowsPage(fetchers))).toEqual(['jue2+1', 'solo+0']);
  });

  it('lists what groupShows keeps, page after page, for any window', async () => {
    // a fixed pseudo-random catalogue: 6 shows of 1–6 dates and 20 single shows over 30 days
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 30;
    const all = [
      ...Array.from({ length: 6 }, (_, show) =>
        Array.from({ length: show + 1 }, (_, n) => date(`s${show}d${n}`, Math.floor(next()), `s${show}d0`)),
      ).flat(),
      ...Array.from({ length: 20 }, (_, n) => date(`solo${n}`, Math.floor(next()))),
    ];
    for (const fromDay of [0, 5, 12.5, 29]) {
      const from = new Date(start.getTime() + fromDay * DAY_MS);
      for (const to of [undefined, new Date(from.getTime() + 3 * DAY_MS)]) {
        const { reads: fetchers, sorted } = reads(all, from, to);
        const listed: string[] = [];
        let after: ListedDate | undefined;
        for (let page = await collectShowsPage(fetchers, after, 4); page.length > 0;) {
          listed.push(...ids(page));
          after = page[page.length - 1];
          page = page.length < 4 ? [] : await collectShowsPage(fetchers, after, 4);
        }
        const series = Object.fromEntries([...byShow(sorted)].map(([key, dates]) => [key, seriesInWindow(dates)]));
        expect(listed).toEqual(ids(groupShows(sorted, series)));
      }
    }
  });
});

describe('a date under "Fechas"', () => {
  it('"Agotado" with no seat left; "Últimas entradas" at 10 seats or 10 % left', () => {
    expect(showDateAvailability({ capacity: 100, seats_left: 0 })).toBe('soldOut');
    expect(showDateAvailability({ capacity: 100, seats_left: 10 })).toBe('lastSeats');
    expect(showDateAvailability({ capacity: 100, seats_left: 11 })).toBe('available');
    expect(showDateAvailability({ capacity: 400, seats_left: 40 })).toBe('lastSeats');
    expect(showDateAvailability({ capacity: 400, seats_left: 41 })).toBe('available');
    expect(showDateAvailability({ capacity: null, seats_left: null })).toBe('available');
  });

  it('reads a stored date: slug or id, seats within the capacity', () => {
    const at = new Date('2026-12-04T01:00:00Z');
    expect(
      showDateEntryFrom('e1', { slug: '', date: '2026-12-03', time: '20:00', capacity: 50, seats_left: 80 }, at),
    ).toEqual({
      id: 'e1',
      slug: 'e1',
      date: '2026-12-03',
      time: '20:00',
      event_date: '2026-12-04T01:00:00.000Z',
      capacity: 50,
      seats_left: 50,
    });
  });

  it('"+N fechas" on the card', () => {
    expect(moreDatesLabel(1)).toBe('+1 fecha');
    expect(moreDatesLabel(3)).toBe('+3 fechas');
  });
});

describe('the editor\'s "Cada semana hasta …"', () => {
  it('repeats the first date every week up to the last day, that day included', () => {
    expect(weeklyShowDates({ date: '2026-12-03', time: '20:00' }, '2026-12-24')).toEqual([
      { date: '2026-12-03', time: '20:00' },
      { date: '2026-12-10', time: '20:00' },
      { date: '2026-12-17', time: '20:00' },
      { date: '2026-12-24', time: '20:00' },
    ]);
    expect(weeklyShowDates({ date: '2026-12-31', time: '23:30' }, '2027-01-13')).toEqual([
      { date: '2026-12-31', time: '23:30' },
      { date: '2027-01-07', time: '23:30' },
    ]);
  });

  it('stops at 52 dates (one addShowDates call) and gives none for an end before the start', () => {
    expect(weeklyShowDates({ date: '2026-12-03', time: '20:00' }, '2030-01-01')).toHaveLength(52);
    expect(weeklyShowDates({ date: '2026-12-03', time: '20:00' }, '2026-12-02')).toEqual([]);
  });
});

describe("a cancelled date's progress", () => {
  it('"Reembolsos: 120 de 300", from the event\'s cancellation record', () => {
    expect(cancellationProgressLabel({ paid: 300, refunded: 120, done: false })).toBe('Reembolsos: 120 de 300');
    expect(cancellationProgressLabel({ paid: 300, refunded: 300, done: true })).toBe(
      'Reembolsos: 300 de 300 · terminado',
    );
    expect(cancellationProgressFrom({ tickets: 310, paid: 300, refunded: 120, mailed: 3, done: false })).toEqual({
      paid: 300,
      refunded: 120,
      done: false,
    });
    // a record with only the live tickets counts those
    expect(cancellationProgressFrom({ tickets: 2, refunded: 5 })).toEqual({ paid: 2, refunded: 2, done: true });
    expect(cancellationProgressFrom(undefined)).toBeNull();
    expect(cancellationProgressFrom({ refunded: 1 })).toBeNull();
  });
});

describe('a started show is no longer offered: 22:30 in Bogotá, already the next day in UTC', () => {
  const now = bogotaInstant('2026-11-21', '22:30');

  it('the 21:00 and 22:00 shows have started, the 23:00 one has not', () => {
    expect(now.toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(hasShowStarted(bogotaInstant('2026-11-21', '21:00'), now)).toBe(true);
    expect(hasShowStarted(bogotaInstant('2026-11-21', '22:00'), now)).toBe(true);
    expect(hasShowStarted(now, now)).toBe(true);
    expect(hasShowStarted(bogotaInstant('2026-11-21', '23:00'), now)).toBe(false);
  });

  it("each chip's list reads from now to its own end (Hoy: until midnight in Bogotá)", () => {
    const justAfterNow = new Date(now.getTime() + 1);
    expect(offeredWindow(eventFilterWindow('hoy', now), now)).toEqual({
      from: justAfterNow,
      to: new Date('2026-11-22T05:00:00.000Z'),
    });
    expect(offeredWindow(eventFilterWindow('proximamente', now), now)).toEqual({ from: justAfterNow });
    // a window that starts later keeps its start
    const later = { from: new Date('2026-12-01T05:00:00Z') };
    expect(offeredWindow(later, now)).toEqual(later);
  });

  it('a show whose first date tonight started is listed at its next date', () => {
    const window = offeredWindow(eventFilterWindow('semana', now), now);
    const dates = [
      { id: 'tonight', event_date: bogotaInstant('2026-11-21', '21:00'), series_id: 'impro' },
      { id: 'next', event_date: bogotaInstant('2026-11-24', '21:00'), series_id: 'impro' },
      { id: 'after', event_date: bogotaInstant('2026-11-26', '21:00'), series_id: 'impro' },
    ].filter((listed) => listed.event_date >= window.from);
    expect(groupShows(dates, { impro: seriesInWindow(dates) }).map(({ id, more_dates }) => [id, more_dates])).toEqual([
      ['next', 1],
    ]);
  });
});
