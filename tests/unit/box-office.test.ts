import { describe, expect, it } from 'vitest';
import { boxOfficeQuotaFrom, boxOfficeWindow, doorOrder, refusalMessage, shiftTotals } from '@carcajada/domain';

const HOUR_MS = 60 * 60 * 1000;
const start = new Date('2026-12-04T01:00:00Z');
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

describe('the box office', () => {
  it('opens 2 hours before the show and closes 3 hours after it starts', () => {
    expect(boxOfficeWindow(start, at(-2 * HOUR_MS - 1))).toBe('notOpen');
    expect(boxOfficeWindow(start, at(-2 * HOUR_MS))).toBe('open');
    expect(boxOfficeWindow(start, at(3 * HOUR_MS - 1))).toBe('open');
    expect(boxOfficeWindow(start, at(3 * HOUR_MS))).toBe('closed');
  });

  it('prices a door sale with the taxes and no service fee', () => {
    expect(doorOrder(45_000, 2, { fees: 5000, taxes: 19 })).toMatchObject({
      subtotal: 90_000,
      tax: 17_100,
      serviceFee: 0,
      total: 107_100,
    });
  });

  it('sums a shift by method, the difference being counted minus cash sold', () => {
    const sales = [
      { method: 'cash', amount: 50_000 },
      { method: 'card', amount: 30_000 },
      { method: 'cash', amount: 20_000 },
    ] as const;
    expect(shiftTotals(sales, 69_000)).toEqual({
      cash: { count: 2, amount: 70_000 },
      card: { count: 1, amount: 30_000 },
      countedCash: 69_000,
      difference: -1000,
    });
  });

  it('takes a quota from 0 to the capacity only', () => {
    expect(boxOfficeQuotaFrom(undefined, 10)).toBeUndefined();
    expect(boxOfficeQuotaFrom(4, 10)).toBe(4);
    expect(boxOfficeQuotaFrom(0, null)).toBe(0);
    for (const bad of [11, -1, 2.5, '3']) expect(boxOfficeQuotaFrom(bad, 10)).toBeNull();
    expect(boxOfficeQuotaFrom(1, null)).toBeNull();
  });

  it('says in Spanish why a quota cannot change', () => {
    expect(refusalMessage({ reason: 'boxOfficeQuotaTooLarge', seatsLeft: 3 })).toBe(
      'Solo quedan 3 entradas sin vender en línea: el cupo de taquilla puede ser de 3 como máximo.',
    );
    expect(refusalMessage({ reason: 'boxOfficeQuotaBelowSold', seatsTaken: 1 })).toBe(
      'La taquilla ya vendió 1 entrada de su cupo: el cupo de taquilla no puede ser menor que 1.',
    );
  });
});
