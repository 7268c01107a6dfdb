import { describe, expect, it } from 'vitest';
import {
  bestAvailableSeats,
  nearbySeatSuggestion,
  planSeatedDate,
  sellableSeatCount,
  resolveSeatChoice,
  seatViewState,
  sellableCategoryNames,
  stagePoint,
  withSeatsTaken,
  type PlanRow,
  type SeatingPlan,
} from '@carcajada/domain/seating';
import { SEED_PLAN_ID, seedSeatingPlan } from '../../emulator-data/seating.js';
import { seatedShowDocuments } from '../../emulator-data/seated-show.js';

/** One zone, rows A.. of `seats` seats 10 px apart, row A nearest the top. */
function hall(rows: number, seats: number, gapAfter?: number): SeatingPlan {
  const planRows: PlanRow[] = Array.from({ length: rows }, (_, r) => ({
    label: String.fromCharCode(65 + r),
    position: { x: 0, y: 20 + r * 10 },
    seats: Array.from({ length: seats }, (_, s) => ({
      id: `${String.fromCharCode(65 + r)}${s + 1}`,
      number: String(s + 1),
      position: { x: s * 10 + (gapAfter !== undefined && s > gapAfter ? 30 : 0), y: 0 },
      category: 'c1',
    })),
  }));
  const width = (seats - 1) * 10 + (gapAfter !== undefined ? 30 : 0);
  return {
    name: 'Sala',
    venue: { name: 'Sala', address: '', city: '' },
    size: { width, height: 200 },
    categories: [{ id: 'c1', name: 'Platea', color: '#000000' }],
    zones: [{ id: 'z', name: 'Platea', position: { x: 0, y: 0 }, rows: planRows }],
  };
}

function stateOf(plan: SeatingPlan, taken: string[] = [], door: string[] = []): Record<string, string> {
  const zone = plan.zones[0]!;
  return { [zone.id]: seatViewState(zone, new Set(taken), new Set(door)) };
}

describe('a view state', () => {
  it('has one character per seat: blocked, taken, door, free', () => {
    const plan = hall(1, 4);
    plan.zones[0]!.rows[0]!.seats[0]!.blocked = true;
    expect(stateOf(plan, ['A2', 'A1'], ['A3'])).toEqual({ z: 'b1d0' });
    expect(withSeatsTaken(plan.zones[0]!, 'b1d0', new Set(['A4', 'A1']))).toBe('b1d1');
  });
});

describe('best available', () => {
  it('picks adjacent seats in the front row at its centre', () => {
    const plan = hall(3, 9);
    expect(bestAvailableSeats(plan, stateOf(plan), 'c1', 3)).toEqual(['A4', 'A5', 'A6']);
  });

  it('does not strand a single free seat when another choice exists', () => {
    const plan = hall(2, 6);
    // row A: 1 taken, 2-6 free; two seats at the centre (3,4) would strand seat 2
    const best = bestAvailableSeats(plan, stateOf(plan, ['A1']), 'c1', 2)!;
    expect(best).not.toEqual(['A3', 'A4']);
    expect(best.every((id) => id.startsWith('A'))).toBe(true);
    expect(['A2', 'A5', 'A6'].filter((id) => !best.includes(id)).length).toBeLessThan(3);
  });

  it('keeps a run of seats split by an aisle apart', () => {
    const plan = hall(1, 6, 2);
    const best = bestAvailableSeats(plan, stateOf(plan, ['A1', 'A2', 'A5', 'A6']), 'c1', 2);
    // A3 and A4 face each other across the aisle: not side by side, so the nearest two one by one
    expect(best?.sort()).toEqual(['A3', 'A4']);
    expect(bestAvailableSeats(plan, stateOf(plan, ['A1', 'A2', 'A5']), 'c1', 3)?.sort()).toEqual(['A3', 'A4', 'A6']);
  });

  it('answers null when the category has fewer free seats, and skips door seats', () => {
    const plan = hall(1, 3);
    expect(bestAvailableSeats(plan, stateOf(plan, ['A1'], ['A2']), 'c1', 2)).toBeNull();
    expect(bestAvailableSeats(plan, stateOf(plan), 'other', 1)).toBeNull();
  });

  it('uses an area named as the stage', () => {
    const plan = seedSeatingPlan();
    const stage = stagePoint(plan);
    expect(stage.y).toBeLessThan(120);
    const states = Object.fromEntries(plan.zones.map((zone) => [zone.id, seatViewState(zone, new Set(), new Set())]));
    const best = bestAvailableSeats(plan, states, 'preferencial', 2)!;
    const labels = resolveSeatChoice(plan, best);
    expect(labels.ok && labels.seats.map((seat) => seat.row)).toEqual(['A', 'A']);
  });
});

describe('a suggestion for seats lost', () => {
  it('offers as many free seats of the category nearest those asked, side by side', () => {
    const plan = hall(3, 9);
    const suggestion = nearbySeatSuggestion(plan, stateOf(plan, ['B4', 'B5']), 'c1', ['B4', 'B5']);
    // the row in front, same seats: nearer than the rest of row B
    expect(suggestion).toEqual(['A4', 'A5']);
    expect(nearbySeatSuggestion(plan, stateOf(plan, ['A1', 'A2']), 'c1', Array(28).fill('A1'))).toEqual([]);
  });
});

describe('seats named as a ticket names them', () => {
  const plan = seedSeatingPlan();

  it('gives zone, row, number, category and label in the order asked', () => {
    const choice = resolveSeatChoice(plan, ['platea-F-1']);
    expect(choice).toMatchObject({ ok: true, categoryName: 'Platea', zoneIds: ['platea'] });
    expect(choice.ok && choice.seats[0]).toEqual({
      seatId: 'platea-F-1',
      zone: 'Platea',
      row: 'F',
      number: '1',
      category: 'Platea',
      label: 'Platea · Fila F · Silla 1',
    });
  });

  it('refuses unknown, blocked or door seats and two categories', () => {
    expect(resolveSeatChoice(plan, ['nope', 'platea-F-1'])).toEqual({
      ok: false,
      reason: 'seatNotInPlan',
      seats: ['nope'],
    });
    const blocked = plan.zones[1]!.rows[0]!.seats[0]!.id;
    expect(resolveSeatChoice(plan, [blocked])).toMatchObject({ reason: 'seatBlocked', seats: [blocked] });
    expect(resolveSeatChoice(plan, ['platea-F-1'], new Set(['platea-F-1']))).toMatchObject({ reason: 'seatBlocked' });
    expect(resolveSeatChoice(plan, ['platea-A-1', 'platea-F-1'])).toEqual({
      ok: false,
      reason: 'seatCategoryMismatch',
    });
  });

  it('lists the categories that have seats to sell', () => {
    expect(sellableCategoryNames(plan)).toEqual(['Preferencial', 'Platea', 'Balcón']);
  });
});

describe('a seated date judged against its plan and types', () => {
  const plan = seedSeatingPlan();
  const types = [
    { id: 't1', name: 'Preferencial' },
    { id: 't2', name: 'Platea' },
    { id: 't3', name: 'Balcón' },
  ];

  it('maps each category to a type by id or by name; capacity is the sellable seats', () => {
    const judged = planSeatedDate(
      plan,
      {
        seating_plan_id: 'p',
        seat_categories: { Preferencial: 't1', Platea: 'Platea', Balcón: 't3' },
        box_office_seats: ['balcon-9-1', 'balcon-9-1', 'balcon-9-2'],
      },
      types,
    );
    expect(judged).toEqual({
      ok: true,
      fields: {
        seating_plan_id: 'p',
        seat_categories: { Preferencial: 't1', Platea: 't2', Balcón: 't3' },
        box_office_seats: ['balcon-9-1', 'balcon-9-2'],
      },
      capacity: sellableSeatCount(plan),
      boxOfficeQuota: 2,
    });
  });

  it('refuses a category left unmapped, an unknown type and door seats not on sale', () => {
    const judged = planSeatedDate(
      plan,
      {
        seating_plan_id: 'p',
        seat_categories: { Preferencial: 'nope', Platea: 't2' },
        box_office_seats: ['balcon-1-1'],
      },
      types,
    );
    expect(judged.ok).toBe(false);
    expect(!judged.ok && Object.keys(judged.fieldErrors).sort()).toEqual(['box_office_seats', 'seat_categories']);
  });
});

describe("the seed's seated show", () => {
  const documents = seatedShowDocuments(
    'seated-show',
    new Date('2026-12-01T15:00:00Z'),
    { fees: 5000, taxes: 19 },
    undefined,
  );
  const byPath = (prefix: string) => documents.filter((document) => document.path.startsWith(prefix));

  it('is seated on Teatro Carcajada with each category sold as a type at its own price', () => {
    const event = documents.find((document) => document.path === 'events/seated-show')!.data;
    expect(event).toMatchObject({
      seating_plan_id: SEED_PLAN_ID,
      seat_categories: { Preferencial: 'preferencial', Platea: 'platea', Balcón: 'balcon' },
      capacity: sellableSeatCount(seedSeatingPlan()),
      box_office_quota: 4,
    });
    const prices = byPath('events/seated-show/ticket_types/').map((type) => type.data.price);
    expect(new Set(prices).size).toBe(3);
  });

  it('has a claim per sold seat and views that show them taken', () => {
    const sold = byPath('tickets/').flatMap((ticket) =>
      (ticket.data.seats as { seatId: string }[]).map((s) => s.seatId),
    );
    const claims = byPath('events/seated-show/seat_claims/').map((claim) => claim.path.split('/').pop());
    expect(claims.sort()).toEqual([...sold].sort());
    const states = byPath('events/seated-show/seat_views/').map((view) => String(view.data.state));
    const taken = states
      .join('')
      .split('')
      .filter((char) => char === '1').length;
    expect(taken).toBe(sold.length);
    expect(states.join('')).toContain('d');
  });
});
