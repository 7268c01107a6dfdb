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
  offeredWindow,
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

describe('collectShowsPage: a page still fills with 10 shows', () => {
  /** A window of dates by (date, id), read in batches as Firestore would. */
  function reads(all: ListedDate[]) {
    const sorted = [...all].sort((a, b) => a.event_date.getTime() - b.event_date.getTime() || a.id.localeCompare(b.id));
    const batches: number[] = [];
    return {
      batches,
      reads: {
        datesAfter: async (after: ListedDate | undefined, limit: number) => {
          const from = after ? sorted.findIndex((d) => d.id === after.id) + 1 : 0;
          batches.push(limit);
          return sorted.slice(from, from + limit);
        },
        seriesCount: async (seriesId: string) => sorted.filter((d) => d.series_id === seriesId).length,
        seriesFirst: async (seriesId: string) => sorted.find((d) => d.series_id === seriesId),
      },
    };
  }

  it('reads on past a run of one show until 10 shows are in, and the next page goes on from there', async () => {
    // a show every day for 15 days, interleaved with 12 single shows after the run starts
    const run = Array.from({ length: 15 }, (_, day) => date(`run${String(day).padStart(2, '0')}`, day, 'run00'));
    const singles = Array.from({ length: 12 }, (_, n) => date(`solo${String(n).padStart(2, '0')}`, n + 0.5));
    const { reads: fetchers, batches } = reads([...run, ...singles]);
    const first = await collectShowsPage(fetchers);
    expect(ids(first)).toEqual([
      'run00+14',
      ...Array.from({ length: 9 }, (_, n) => `solo${String(n).padStart(2, '0')}+0`),
    ]);
    expect(batches.length).toBeGreaterThan(1);
    const second = await collectShowsPage(fetchers, first[first.length - 1]);
    expect(ids(second)).toEqual(['solo09+0', 'solo10+0', 'solo11+0']);
  });

  it("reads a series' first date only for a page that does not start the window", async () => {
    const { reads: fetchers } = reads([date('a', 0, 'a'), date('b', 7, 'a'), date('c', 8)]);
    const asked: string[] = [];
    const counting = { ...fetchers, seriesFirst: (id: string) => (asked.push(id), fetchers.seriesFirst(id)) };
    expect(ids(await collectShowsPage(counting))).toEqual(['a+1', 'c+0']);
    expect(asked).toEqual([]);
    expect(ids(await collectShowsPage(counting, date('a', 0, 'a')))).toEqual(['c+0']);
    expect(asked).toEqual(['a']);
  });

  it('stops when the window ends: a short page', async () => {
    const { reads: fetchers, batches } = reads([date('a', 0), date('b', 1, 'b'), date('c', 2, 'b')]);
    expect(ids(await collectShowsPage(fetchers))).toEqual(['a+0', 'b+1']);
    expect(batches).toEqual([10]);
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
