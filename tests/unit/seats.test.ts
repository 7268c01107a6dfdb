import {
  fewSeatsLabel,
  maxOrderQuantity,
  readRefusal,
  refusalMessage,
  seatAvailability,
  seatBlockCount,
  splitSeats,
} from '@carcajada/domain';
import { describe, expect, it } from 'vitest';
import { singleBlockCandidates, takeSeats } from '../../functions/src/seats/block-arithmetic.js';

describe('seat blocks', () => {
  it('splits a capacity into blocks of about 10 seats (as many as it needs, up to 1000), evenly', () => {
    expect(seatBlockCount(1)).toBe(1);
    expect(seatBlockCount(40)).toBe(4);
    expect(seatBlockCount(100)).toBe(10);
    expect(seatBlockCount(2000)).toBe(200);
    expect(seatBlockCount(50_000)).toBe(1000);
    expect(splitSeats(23, 4)).toEqual([6, 6, 6, 5]);
    expect(splitSeats(0, 3)).toEqual([0, 0, 0]);
  });

  it('takes an order from as few blocks as possible, or not at all', () => {
    const blocks = [
      { id: '0', seatsLeft: 1 },
      { id: '1', seatsLeft: 3 },
      { id: '2', seatsLeft: 2 },
    ];
    expect(takeSeats(blocks, 3)).toEqual({ '1': 3 });
    expect(takeSeats(blocks, 5)).toEqual({ '1': 3, '2': 2 });
    expect(takeSeats(blocks, 6)).toEqual({ '1': 3, '2': 2, '0': 1 });
    expect(takeSeats(blocks, 7)).toBeNull();
  });

  it('tries only blocks that hold the whole order', () => {
    const blocks = [
      { id: '0', seatsLeft: 1 },
      { id: '1', seatsLeft: 3 },
      { id: '2', seatsLeft: 2 },
    ];
    expect(singleBlockCandidates(blocks, 2).sort()).toEqual(['1', '2']);
    expect(singleBlockCandidates(blocks, 4)).toEqual([]);
  });
});

describe('seat availability as the web shows it', () => {
  it('sold out, a few left, plenty, or no limit', () => {
    expect(seatAvailability({ capacity: 80, seats_left: 0 })).toEqual({ kind: 'soldOut' });
    expect(seatAvailability({ capacity: 80, seats_left: 4 })).toEqual({ kind: 'few', seatsLeft: 4 });
    expect(seatAvailability({ capacity: 80, seats_left: 40 })).toEqual({ kind: 'available', seatsLeft: 40 });
    expect(seatAvailability({ capacity: null, seats_left: null })).toEqual({ kind: 'unlimited' });
    expect(fewSeatsLabel(4)).toBe('¡Últimas 4 entradas!');
    expect(fewSeatsLabel(1)).toBe('¡Última entrada!');
  });

  it('an order may ask for up to 10, never more than the seats left', () => {
    expect(maxOrderQuantity({ capacity: 80, seats_left: 40 })).toBe(10);
    expect(maxOrderQuantity({ capacity: 80, seats_left: 3 })).toBe(3);
    expect(maxOrderQuantity({ capacity: 80, seats_left: 0 })).toBe(0);
    expect(maxOrderQuantity({ capacity: null, seats_left: null })).toBe(10);
  });
});

describe('refusals: reason key → Spanish text', () => {
  it('fills the numbers in', () => {
    expect(refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 0 })).toBe(
      'Este show está agotado: ya no quedan entradas.',
    );
    expect(refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 3 })).toContain('Solo quedan 3 entradas');
    expect(refusalMessage({ reason: 'holdLimitReached', heldSeats: 8 })).toContain('Ya tienes 8 entradas apartadas');
    expect(refusalMessage({ reason: 'invalidQuantity' })).toBe('La cantidad debe ser un número entero entre 1 y 10.');
  });

  it('reads only well-formed details', () => {
    expect(readRefusal({ reason: 'notEnoughSeats', seatsLeft: 2 })).toEqual({ reason: 'notEnoughSeats', seatsLeft: 2 });
    expect(readRefusal({ reason: 'notEnoughSeats' })).toBeNull();
    expect(readRefusal({ reason: 'priceChanged', extra: 1 })).toEqual({ reason: 'priceChanged' });
    expect(readRefusal({ reason: 'toString' })).toBeNull();
    expect(readRefusal('notEnoughSeats')).toBeNull();
    expect(readRefusal(undefined)).toBeNull();
  });
});
