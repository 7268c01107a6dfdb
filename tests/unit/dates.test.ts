import { describe, expect, it } from 'vitest';
import { bogotaDateString, bogotaInstant, eventFilterWindow, startOfBogotaDay } from '@carcajada/domain';

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
