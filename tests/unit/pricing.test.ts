import { describe, expect, it } from 'vitest';
import { computeOrder, DEFAULT_PAYMENTS_CONFIG, paymentsConfigFrom } from '@carcajada/domain';

describe('pricing (spec section 9)', () => {
  it('adds rounded tax and a per-ticket fee to the subtotal', () => {
    expect(computeOrder(45_000, 2, { fees: 5000, taxes: 19 })).toMatchObject({
      subtotal: 90_000,
      tax: 17_100,
      serviceFee: 10_000,
      total: 117_100,
      isFree: false,
    });
  });

  it('rounds the tax to whole pesos', () => {
    expect(computeOrder(33_333, 1, { fees: 0, taxes: 19 }).tax).toBe(6333);
  });

  it('charges no fee on a free event', () => {
    expect(computeOrder(0, 3, DEFAULT_PAYMENTS_CONFIG)).toMatchObject({
      subtotal: 0,
      tax: 0,
      serviceFee: 0,
      total: 0,
      isFree: true,
    });
  });

  it('is not free before anything is chosen when the price is not (a seated date before its seats)', () => {
    expect(computeOrder(60_000, 0, DEFAULT_PAYMENTS_CONFIG)).toMatchObject({ total: 0, isFree: false });
    expect(computeOrder(0, 0, DEFAULT_PAYMENTS_CONFIG).isFree).toBe(true);
  });

  it('uses 5000 / 19 when the config is missing and 0 for values missing from an existing config', () => {
    expect(paymentsConfigFrom(undefined)).toEqual({ fees: 5000, taxes: 19 });
    expect(paymentsConfigFrom({ fees: 3000 })).toEqual({ fees: 3000, taxes: 0 });
    expect(paymentsConfigFrom({ taxes: 'x' })).toEqual({ fees: 0, taxes: 0 });
  });
});
