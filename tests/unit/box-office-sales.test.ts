import { describe, expect, it } from 'vitest';
import {
  boxOfficeSalesReducer,
  initialBoxOfficeSales,
  nextToSend,
  offlineSeatsLeft,
  readSales,
  saveSales,
  unsentCount,
  type BoxOfficeSalesAction,
  type BoxOfficeSalesState,
} from '../../web/src/features/checkin/utils/box-office-sales';

/** The phone's door sales with no timers, storage or network: every sale, send and answer as data. */

const AT = '2026-11-28T01:30:00.000Z';

function sold(saleId: string, quantity = 1): BoxOfficeSalesAction {
  return {
    type: 'sold',
    sale: {
      saleId,
      request: { eventId: 'show', saleId, quantity, method: 'cash', holderName: 'Ana' },
      typeName: null,
      amount: 53_550 * quantity,
      at: AT,
    },
  };
}

function run(state: BoxOfficeSalesState, ...actions: BoxOfficeSalesAction[]): BoxOfficeSalesState {
  return actions.reduce(boxOfficeSalesReducer, state);
}

/** Online with the door's figures: `seatsLeft` seats, `sellers` phones. */
function phone(seatsLeft: number, sellers: number): BoxOfficeSalesState {
  return run(initialBoxOfficeSales('show:ana', [], true), {
    type: 'quotaLearned',
    seatsLeft,
    sellers,
    asOf: 0,
  });
}

describe("the box office's sales on the phone", () => {
  it('sells offline only from its share of the door seats left, never beyond it', () => {
    // 7 seats, 3 phones: this one sells at most 2 offline
    const offline = run(phone(7, 3), { type: 'wentOffline' });
    expect(offlineSeatsLeft(offline)).toBe(2);
    const afterOne = run(offline, sold('sale-0001'));
    expect(offlineSeatsLeft(afterOne)).toBe(1);
    const tooMany = run(afterOne, sold('sale-0002', 2));
    expect(tooMany).toBe(afterOne);
    const full = run(afterOne, sold('sale-0003'));
    expect(unsentCount(full)).toBe(2);
    expect(offlineSeatsLeft(full)).toBe(0);
    expect(run(full, sold('sale-0004'))).toBe(full);
  });

  it('sells nothing offline before it learned the door figures', () => {
    const blind = run(initialBoxOfficeSales('show:ana', [], true), { type: 'wentOffline' });
    expect(offlineSeatsLeft(blind)).toBe(0);
    expect(run(blind, sold('sale-0001'))).toBe(blind);
  });

  it('counts its sales confirmed after the figures came against its share', () => {
    const sent = run(
      phone(4, 1),
      sold('sale-0001', 2),
      { type: 'sendStarted', saleId: 'sale-0001' },
      { type: 'sendSucceeded', saleId: 'sale-0001', amount: 107_100, at: 10 },
      { type: 'wentOffline' },
    );
    expect(offlineSeatsLeft(sent)).toBe(2);
    // newer figures already include that sale
    expect(offlineSeatsLeft(run(sent, { type: 'quotaLearned', seatsLeft: 2, sellers: 1, asOf: 11 }))).toBe(2);
  });

  it('sends each sale once after a flaky reconnection', () => {
    let state = run(phone(10, 2), { type: 'wentOffline' }, sold('sale-0001'));
    expect(nextToSend(state, 0)).toBeNull();
    state = run(state, { type: 'wentOnline' });
    expect(nextToSend(state, 0)?.saleId).toBe('sale-0001');
    state = run(state, { type: 'sendStarted', saleId: 'sale-0001' });
    // the network drops mid-send and comes back while the first send is still in flight
    state = run(state, { type: 'wentOffline' }, { type: 'wentOnline' });
    expect(nextToSend(state, 0)).toBeNull();
    expect(run(state, { type: 'sendStarted', saleId: 'sale-0001' })).toBe(state);
    // that send fails: the sale waits, then goes again with the same saleId
    state = run(state, { type: 'sendFailed', saleId: 'sale-0001', retryAt: 1000 });
    expect(nextToSend(state, 999)).toBeNull();
    expect(nextToSend(state, 1000)?.saleId).toBe('sale-0001');
    state = run(
      state,
      { type: 'sendStarted', saleId: 'sale-0001' },
      { type: 'sendSucceeded', saleId: 'sale-0001', amount: 53_550, at: 1500 },
    );
    expect(state.sales[0]).toMatchObject({ saleId: 'sale-0001', status: 'sent', sentAt: 1500 });
    expect(nextToSend(state, 2000)).toBeNull();
    expect(unsentCount(state)).toBe(0);
  });

  it('sends the oldest sale first, one at a time', () => {
    const state = run(phone(10, 1), { type: 'wentOffline' }, sold('sale-0001'), sold('sale-0002'), {
      type: 'wentOnline',
    });
    expect(nextToSend(state, 0)?.saleId).toBe('sale-0001');
    expect(nextToSend(run(state, { type: 'sendStarted', saleId: 'sale-0001' }), 0)).toBeNull();
  });

  it('shows a refused sale and does not count it', () => {
    const state = run(
      phone(3, 1),
      { type: 'wentOffline' },
      sold('sale-0001', 3),
      { type: 'wentOnline' },
      { type: 'sendStarted', saleId: 'sale-0001' },
      { type: 'refused', saleId: 'sale-0001', refusal: 'Este show está agotado: ya no quedan entradas.' },
    );
    expect(state.sales[0]).toMatchObject({
      status: 'refused',
      refusal: 'Este show está agotado: ya no quedan entradas.',
    });
    expect(unsentCount(state)).toBe(0);
    expect(offlineSeatsLeft(run(state, { type: 'wentOffline' }))).toBe(3);
    expect(nextToSend(state, 0)).toBeNull();
  });

  it('keeps its sales through a reload, a sale in flight sent again', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const before = run(phone(10, 1), sold('sale-0001'), sold('sale-0002'), {
      type: 'sendStarted',
      saleId: 'sale-0001',
    });
    saveSales('key', before.sales, storage);
    const after = initialBoxOfficeSales('show:ana', readSales('key', storage), true);
    expect(after.sales.map((sale) => [sale.saleId, sale.status])).toEqual([
      ['sale-0002', 'pending'],
      ['sale-0001', 'pending'],
    ]);
    expect(nextToSend(after, 0)?.saleId).toBe('sale-0001');
    expect(readSales('missing', storage)).toEqual([]);
  });

  it('makes one sale of a repeated saleId', () => {
    const once = run(phone(10, 1), sold('sale-0001'));
    expect(run(once, sold('sale-0001'))).toBe(once);
  });
});
