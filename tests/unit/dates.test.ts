import { describe, expect, it } from 'vitest';
import {
  bogotaDateString,
  bogotaInstant,
  eventFilterWindow,
  formatCop,
  formatDayAndTime,
  formatEventDate,
  formatEventTime,
  groupThousands,
  startOfBogotaDay,
} from '@carcajada/domain';

// 2026-11-22 03:30 UTC is still 2026-11-21 22:30 in Bogotá (UTC−5).
const lateEveningInBogota = new Date('2026-11-22T03:30:00Z');

describe('Bogotá date windows (spec section 7, contract time zone)', () => {
  it('starts the day at Bogotá midnight whatever the UTC date', () => {
    expect(startOfBogotaDay(lateEveningInBogota).toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(bogotaDateString(lateEveningInBogota)).toBe('2026-11-21');
  });

  it('reads "YYYY-MM-DD" + "HH:MM" as Bogotá wall-clock time', () => {
    expect(bogotaInstant('2026-11-21', '20:00').toISOString()).toBe('2026-11-22T01:00:00.000Z');
  });

  it('Proximamente has no end; Hoy ends at the next Bogotá midnight', () => {
    expect(eventFilterWindow('proximamente', lateEveningInBogota).to).toBeUndefined();
    expect(eventFilterWindow('hoy', lateEveningInBogota).to?.toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('Esta semana covers 7 days and Este mes ends with the month, across a year boundary', () => {
    expect(eventFilterWindow('semana', lateEveningInBogota).to?.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(eventFilterWindow('mes', new Date('2026-12-31T23:00:00Z')).to?.toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
  });
});

describe('shown dates, times and prices (written out, the same as Intl es-CO)', () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', ...options });
  const longDate = intl({ weekday: 'long', day: 'numeric', month: 'long' });
  const clock = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dayAndTime = intl({ day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
  const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
  // every 7 h 13 min over two years: each weekday, month, hour and many minutes, both sides of midnight
  const instants = Array.from({ length: 2_500 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 433 * 60_000));

  it('writes each instant as Intl does in Bogotá', () => {
    for (const instant of instants) {
      expect(formatEventDate(instant)).toBe(longDate.format(instant));
      expect(formatEventTime(instant)).toBe(clock.format(instant));
      expect(formatDayAndTime(instant)).toBe(dayAndTime.format(instant));
    }
  });

  it('writes pesos as Intl does, with a no-break space and halves rounded away from zero', () => {
    const amounts = [0, 5, 999, 1_000, 25_000, 35_500, 1_234_567, 50_000_000, -5_000, 12.5, 999.5, -12.5, 0.4];
    for (const amount of amounts) expect(formatCop(amount)).toBe(cop.format(amount));
    expect(formatCop(25_000)).toBe('$\u00a025.000');
    expect(groupThousands(1_234_567)).toBe('1.234.567');
  });
});
