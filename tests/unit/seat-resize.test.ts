import { describe, expect, it } from 'vitest';
import { resizeSeats, seatsTaken } from '../../functions/src/seats/seat-resize.js';

const blocks = (...seats: number[]) => seats.map((seatsLeft, index) => ({ id: String(index), seatsLeft }));

describe('capacity change of a show (saveEvent)', () => {
  it('counts the seats taken from the blocks', () => {
    expect(seatsTaken(blocks(7, 10), 20)).toBe(3);
    expect(seatsTaken(blocks(7, 10), null)).toBe(0);
  });

  it('refuses a capacity below the seats taken', () => {
    expect(resizeSeats(blocks(7, 10), 20, 2)).toEqual({ ok: false, seatsTaken: 3 });
  });

  it('a smaller capacity takes seats out of the blocks that still hold some', () => {
    expect(resizeSeats(blocks(0, 10, 4), 30, 20)).toEqual({
      ok: true,
      seatsTaken: 16,
      seatsLeft: 4,
      blocks: { '1': 0 },
    });
    expect(resizeSeats(blocks(7, 10), 20, 3)).toEqual({
      ok: true,
      seatsTaken: 3,
      seatsLeft: 0,
      blocks: { '0': 0, '1': 0 },
    });
  });

  it('a larger capacity spreads the new seats over the blocks it calls for', () => {
    const result = resizeSeats(blocks(0), 10, 45);
    expect(result).toEqual({
      ok: true,
      seatsTaken: 10,
      seatsLeft: 35,
      blocks: { '0': 7, '1': 7, '2': 7, '3': 7, '4': 7 },
    });
    // the inventory grows with the seats (about 10 a block), so no block stays hot in an on-sale
    const big = resizeSeats(blocks(...Array<number>(10).fill(10)), 100, 1000);
    expect(big.ok && Object.keys(big.blocks)).toHaveLength(100);
    expect(big.ok && big.seatsLeft).toBe(1000);
  });

  it('a show that had no limit gets a fresh inventory', () => {
    expect(resizeSeats([], null, 25)).toEqual({
      ok: true,
      seatsTaken: 0,
      seatsLeft: 25,
      blocks: { '0': 9, '1': 8, '2': 8 },
    });
  });

  it('the same capacity changes nothing', () => {
    expect(resizeSeats(blocks(5, 5), 10, 10)).toEqual({ ok: true, seatsTaken: 0, seatsLeft: 10, blocks: {} });
  });
});
