import { describe, expect, it } from 'vitest';
import type { DoorSeatView } from '@carcajada/domain';
import type { SellAtDoorRequest } from '@carcajada/domain/requests';
import {
  bestAvailableSeats,
  doorSeatsMoved,
  doorSeatViews,
  doorZoneStates,
  generateRows,
  resolveDoorSeatChoice,
  type SeatingPlan,
} from '@carcajada/domain/seating';
import {
  boxOfficeSalesReducer,
  initialBoxOfficeSales,
  type BoxOfficeSalesAction,
  type BoxOfficeSalesState,
} from '../../web/src/features/checkin/utils/box-office-sales';
import {
  doorChoiceProblem,
  doorChoiceRequest,
  seatsTakenHere,
} from '../../web/src/features/checkin/utils/door-seat-choice';

/** A seated date's door (docs/box-office.md, "Seated dates at the door"): its seats, rules and the phone's choice. */

/** One row of 6 (A), seat A-1 blocked. */
function plan(): SeatingPlan {
  const rows = generateRows({
    zoneId: 'z',
    rows: 1,
    seatsPerRow: 6,
    rowLabels: 'letters',
    numbering: 'left-to-right',
    category: 'c1',
  });
  rows[0]!.seats[0]!.blocked = true;
  return {
    name: 'Sala',
    venue: { name: 'Sala', address: 'Calle 1', city: 'Bogotá' },
    size: { width: 300, height: 200 },
    categories: [{ id: 'c1', name: 'Platea', color: '#E4572E' }],
    zones: [{ id: 'z', name: 'Platea', position: { x: 0, y: 40 }, rows }],
  };
}

describe("the door's seats in the domain", () => {
  it('sees its own unsold seats as the free ones: best available picks only them', () => {
    // A-1 blocked, A-2 sold, A-3 and A-4 online, A-5 and A-6 the door's
    const states = { z: 'b100dd' };
    expect(doorZoneStates(states)).toEqual({ z: 'b11100' });
    expect(bestAvailableSeats(plan(), doorZoneStates(states), 'c1', 2)).toEqual(['z-A-5', 'z-A-6']);
    expect(bestAvailableSeats(plan(), doorZoneStates(states), 'c1', 3)).toBeNull();
  });

  it('sells only door seats: others are seatNotAtDoor, blocked ones seatBlocked', () => {
    const door = new Set(['z-A-5', 'z-A-6']);
    expect(resolveDoorSeatChoice(plan(), ['z-A-5'], door)).toMatchObject({ ok: true, categoryName: 'Platea' });
    expect(resolveDoorSeatChoice(plan(), ['z-A-5', 'z-A-3'], door)).toEqual({
      ok: false,
      reason: 'seatNotAtDoor',
      seats: ['z-A-3'],
    });
    expect(resolveDoorSeatChoice(plan(), ['z-A-1'], door)).toMatchObject({ ok: false, reason: 'seatBlocked' });
  });

  it('names the seats a save moves in or out of the door', () => {
    expect(doorSeatsMoved(['a', 'b'], ['b', 'c'])).toEqual(['c', 'a']);
    expect(doorSeatsMoved(['a'], ['a'])).toEqual([]);
  });

  it("lists the door's seats for the phone, in the plan's order, sold ones not free", () => {
    expect(doorSeatViews(plan(), ['z-A-6', 'z-A-5', 'z-A-1'], { Platea: 't1' }, new Set(['z-A-6']))).toEqual([
      { id: 'z-A-5', label: 'Platea · Fila A · Silla 5', category: 'Platea', typeId: 't1', free: true },
      { id: 'z-A-6', label: 'Platea · Fila A · Silla 6', category: 'Platea', typeId: 't1', free: false },
    ]);
  });
});

const SEATS: DoorSeatView[] = [
  { id: 's1', label: 'Platea · Fila A · Silla 5', category: 'Platea', typeId: 't1', free: true },
  { id: 's2', label: 'Platea · Fila A · Silla 6', category: 'Platea', typeId: 't1', free: true },
  { id: 's3', label: 'Balcón · Fila 1 · Silla 1', category: 'Balcón', typeId: 't2', free: false },
];

function sold(saleId: string, seats?: string[], best?: boolean): BoxOfficeSalesAction {
  const request: SellAtDoorRequest = {
    eventId: 'show',
    saleId,
    quantity: seats?.length ?? 1,
    method: 'cash',
    holderName: 'Ana',
    ...(seats && { seats }),
    ...(best && { bestAvailable: { category: 'Platea', quantity: 1 } }),
  };
  return { type: 'sold', sale: { saleId, request, typeName: null, amount: 1000, at: '2026-12-07T01:00:00.000Z' } };
}

function run(state: BoxOfficeSalesState, ...actions: BoxOfficeSalesAction[]): BoxOfficeSalesState {
  return actions.reduce(boxOfficeSalesReducer, state);
}

describe("the phone's door seats", () => {
  it('makes the request of seats chosen or best available, with their type', () => {
    expect(doorChoiceRequest({ kind: 'seats', seats: ['s2', 's1'] }, SEATS)).toEqual({
      quantity: 2,
      ticketTypeId: 't1',
      seats: ['s2', 's1'],
      what: 'Platea · Fila A · Silla 6; Platea · Fila A · Silla 5',
    });
    expect(doorChoiceRequest({ kind: 'best', category: 'Platea', quantity: 2 }, SEATS)).toMatchObject({
      quantity: 2,
      ticketTypeId: 't1',
      bestAvailable: { category: 'Platea', quantity: 2 },
    });
  });

  it('refuses no seat, a sold seat, and best available offline or past the free seats', () => {
    const none = new Set<string>();
    expect(doorChoiceProblem({ kind: 'seats', seats: [] }, SEATS, none, true)).toMatch(/Elige las sillas/);
    expect(doorChoiceProblem({ kind: 'seats', seats: ['s3'] }, SEATS, none, true)).toMatch(/ya se vendió/);
    expect(doorChoiceProblem({ kind: 'seats', seats: ['s1'] }, SEATS, new Set(['s1']), false)).toMatch(/ya se vendió/);
    expect(doorChoiceProblem({ kind: 'seats', seats: ['s1'] }, SEATS, none, false)).toBeNull();
    expect(doorChoiceProblem({ kind: 'best', category: 'Platea', quantity: 1 }, SEATS, none, false)).toMatch(
      /Sin conexión/,
    );
    expect(doorChoiceProblem({ kind: 'best', category: 'Platea', quantity: 3 }, SEATS, none, true)).toMatch(
      /Solo quedan 2/,
    );
  });

  it('never puts one seat in two of its sales, and offline sells seats by name only', () => {
    const offline = run(
      initialBoxOfficeSales('show:ana', [], true),
      { type: 'quotaLearned', seatsLeft: 4, sellers: 1, asOf: 0 },
      { type: 'wentOffline' },
    );
    const one = run(offline, sold('sale-0001', ['s1']));
    expect(seatsTakenHere(one.sales)).toEqual(new Set(['s1']));
    expect(run(one, sold('sale-0002', ['s1']))).toBe(one);
    expect(run(one, sold('sale-0003', undefined, true))).toBe(one);
    // a refused sale gives its seat back to the list
    const refused = run(one, { type: 'refused', saleId: 'sale-0001', refusal: 'Otra venta tomó esa silla.' });
    expect(seatsTakenHere(refused.sales)).toEqual(new Set());
  });
});
