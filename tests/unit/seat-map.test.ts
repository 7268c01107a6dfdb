import { describe, expect, it } from 'vitest';
import { generateRows, seatingPlanDocuments, seatViewDocument, type SeatingPlan } from '@carcajada/domain/seating';
import { parseStoredPlan } from '@carcajada/domain/stored/seating-plan';
import {
  neighbourSeat,
  readSeatView,
  SEAT_MAP_TEXTS,
  seatMapModel,
  seatsLostMeanwhile,
  suggestedSeats,
  toggleSeat,
  type SeatView,
} from '../../web/src/features/seat-map/utils/seat-map-model';
import {
  latestChoice,
  seatChoiceKey,
  seatChoiceRequest,
  seatChoiceTypeId,
  type SeatChoice,
} from '../../web/src/features/seat-map/utils/seat-choice';
import { seatOffers } from '../../web/src/features/checkout/utils/seat-offers';
import { DEFAULT_SEAT, type TicketType } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { ticketCalendarEntry } from '../../web/src/features/tickets/utils/ticket-display';

/** Two zones: Platea rows A–B of 4 (A Preferencial), Balcón row 1 of 3. */
function plan(): SeatingPlan {
  const platea = generateRows({
    zoneId: 'p',
    rows: 2,
    seatsPerRow: 4,
    rowLabels: 'letters',
    numbering: 'left-to-right',
    category: 'pla',
  });
  for (const seat of platea[0]!.seats) seat.category = 'pre';
  platea[1]!.seats[0]!.wheelchair = true;
  const balcon = generateRows({
    zoneId: 'b',
    rows: 1,
    seatsPerRow: 3,
    rowLabels: 'numbers',
    numbering: 'left-to-right',
    category: 'bal',
  });
  balcon[0]!.seats[2]!.blocked = true;
  return {
    name: 'Sala',
    venue: { name: 'Sala', address: '', city: 'Bogotá' },
    size: { width: 400, height: 300 },
    categories: [
      { id: 'pre', name: 'Preferencial', color: '#C0392B' },
      { id: 'pla', name: 'Platea', color: '#2E86AB' },
      { id: 'bal', name: 'Balcón', color: '#3BB273' },
    ],
    zones: [
      { id: 'p', name: 'Platea', position: { x: 0, y: 0 }, rows: platea },
      { id: 'b', name: 'Balcón', position: { x: 0, y: 200 }, rows: balcon },
    ],
  };
}

function model(states: Record<string, string>, onSale?: (name: string) => boolean) {
  const documents = seatingPlanDocuments('org', plan());
  const views = new Map<string, SeatView>(
    documents.zones.map((zone) => [
      zone.id,
      readSeatView(zone.id, seatViewDocument(zone.data, 'x', states[zone.id]!, null)),
    ]),
  );
  return seatMapModel(parseStoredPlan(documents.plan), views, onSale);
}

describe('the buyer seat map model', () => {
  it('reads each seat its state character, in rows-then-seats order, and its place', () => {
    const map = model({ p: '01000000', b: '0db' });
    expect(map.rows.map((row) => `${row.zoneName} ${row.label}`)).toEqual(['Platea A', 'Platea B', 'Balcón 1']);
    expect(map.seats.get('p-A-1')!.status).toBe('free');
    expect(map.seats.get('p-A-2')!.status).toBe('taken');
    // kept for the door and blocked read alike: not on sale online
    expect(map.seats.get('b-1-2')!.status).toBe('blocked');
    expect(map.seats.get('b-1-3')!.status).toBe('blocked');
    expect(map.seats.get('p-B-1')).toMatchObject({ wheelchair: true, categoryName: 'Platea', x: 0, y: 30 });
    expect(map.seats.get('b-1-1')).toMatchObject({ place: { zone: 'Balcón', row: '1', number: '1' }, y: 200 });
  });

  it("reads a view's zone from its JSON text, a view stored with the zone's fields alike, and bad text as no seats", () => {
    const zone = seatingPlanDocuments('org', plan()).zones[0]!;
    const stored = seatViewDocument(zone.data, 'x', '01000000', null);
    expect(typeof stored.zone).toBe('string');
    const seats = (view: SeatView) => view.zone.rows.flatMap((row) => row.seats.map((seat) => seat.id));
    expect(seats(readSeatView(zone.id, stored))).toEqual([
      'p-A-1',
      'p-A-2',
      'p-A-3',
      'p-A-4',
      'p-B-1',
      'p-B-2',
      'p-B-3',
      'p-B-4',
    ]);
    expect(readSeatView(zone.id, { ...zone.data, planId: 'x', state: '01000000' })).toEqual(
      readSeatView(zone.id, stored),
    );
    expect(seats(readSeatView(zone.id, { ...stored, zone: '{"rows": [' }))).toEqual([]);
  });

  it('reads a missing state as taken and an unsold category as not available', () => {
    const map = model({ p: '0000', b: '000' }, (name) => name !== 'Balcón');
    expect(map.seats.get('p-B-1')!.status).toBe('taken');
    expect(map.seats.get('b-1-1')!.status).toBe('blocked');
  });

  it('chooses up to the limit, in one category, and lets a seat go', () => {
    const map = model({ p: '00000000', b: '000' });
    const seat = (id: string) => map.seats.get(id)!;
    let choice = toggleSeat([], seat('p-B-1'), 2);
    choice = toggleSeat(choice.seats, seat('p-B-2'), 2);
    expect(choice.seats.map((chosen) => chosen.label)).toEqual([
      'Platea · Fila B · Silla 1',
      'Platea · Fila B · Silla 2',
    ]);
    expect(toggleSeat(choice.seats, seat('p-B-3'), 2)).toMatchObject({ note: SEAT_MAP_TEXTS.limit(2) });
    expect(toggleSeat(choice.seats, seat('p-B-1'), 2).seats.map((chosen) => chosen.id)).toEqual(['p-B-2']);
    const other = toggleSeat(choice.seats, seat('p-A-1'), 2);
    expect(other.seats.map((chosen) => chosen.id)).toEqual(['p-A-1']);
    expect(other.note).toBe(SEAT_MAP_TEXTS.otherCategory('Preferencial'));
  });

  it('never chooses a taken seat', () => {
    const map = model({ p: '01000000', b: '000' });
    expect(toggleSeat([], map.seats.get('p-A-2')!, 4)).toEqual({ seats: [], note: SEAT_MAP_TEXTS.notFree });
  });

  it('moves by arrow along a row and to the nearest seat of the next row, across zones', () => {
    const map = model({ p: '00000000', b: '000' });
    expect(neighbourSeat(map, 'p-A-2', 'ArrowRight')).toBe('p-A-3');
    expect(neighbourSeat(map, 'p-A-1', 'ArrowLeft')).toBeNull();
    expect(neighbourSeat(map, 'p-A-3', 'ArrowDown')).toBe('p-B-3');
    expect(neighbourSeat(map, 'p-B-4', 'ArrowDown')).toBe('b-1-3');
    expect(neighbourSeat(map, 'p-A-3', 'ArrowUp')).toBeNull();
    expect(neighbourSeat(map, 'p-B-2', 'End')).toBe('p-B-4');
    expect(neighbourSeat(map, 'p-B-2', 'Home')).toBe('p-B-1');
  });

  it('answers seatTaken with the suggestion and lets go seats a newer view shows taken', () => {
    const map = model({ p: '00001100', b: '000' });
    expect(
      suggestedSeats({ taken: ['p-B-1'], suggestion: ['p-B-3', 'p-B-4', 'gone'] }, map).map((seat) => seat.id),
    ).toEqual(['p-B-3', 'p-B-4']);
    const chosen = [
      { id: 'p-B-1', label: '', category: 'Platea' },
      { id: 'p-B-3', label: '', category: 'Platea' },
    ];
    expect(seatsLostMeanwhile(chosen, map)).toEqual(['p-B-1']);
  });
});

describe('a seat choice as sent', () => {
  const seats = { kind: 'seats' as const, seats: [{ id: 'p-B-1', label: 'x', category: 'Platea' }] };

  it('sends seats or bestAvailable, and its type is its category’s', () => {
    expect(seatChoiceRequest(seats)).toEqual({ seats: ['p-B-1'] });
    expect(seatChoiceRequest({ kind: 'best', category: 'Platea', quantity: 3 })).toEqual({
      bestAvailable: { category: 'Platea', quantity: 3 },
    });
    expect(seatChoiceTypeId(seats, { Platea: 't1' })).toBe('t1');
    expect(seatChoiceTypeId({ kind: 'seats', seats: [] }, { Platea: 't1' })).toBeNull();
  });

  it('keys each choice apart, in the request id alphabet', () => {
    const key = seatChoiceKey(seats);
    expect(key).toMatch(/^[A-Za-z0-9-]+$/);
    expect(key).not.toBe(seatChoiceKey({ kind: 'seats', seats: [{ id: 'p-B-2', label: 'x', category: 'Platea' }] }));
  });

  it('offers the categories mapped to an open visible type, at its price and limit', () => {
    const type = (id: string, price: number, maxPerOrder: number): TicketType => ({
      id,
      name: id,
      price,
      quota: null,
      saleStartsAt: null,
      saleEndsAt: null,
      maxPerOrder,
      hidden: false,
      sort: 0,
      seatsLeft: null,
      promotion: null,
    });
    const offers = seatOffers(
      { seat_categories: { Platea: 't1', Balcón: 't2', Preferencial: 'hidden' } },
      [type('t1', 80000, 6), type('t2', 50000, 10)],
      Date.now(),
      8,
    );
    expect(offers).toEqual({ prices: { Platea: 80000, Balcón: 50000 }, limits: { Platea: 6, Balcón: 8 } });
  });
});

describe("a seated date's ticket in the calendar", () => {
  it('names its seats in the .ics description', () => {
    const seat = (number: string) => ({
      seatId: `p-F-${number}`,
      zone: 'Platea',
      row: 'F',
      number,
      category: 'Platea',
      label: `Platea · Fila F · Silla ${number}`,
    });
    const ticket = {
      id: 'Tk3xQp9ZrS2vW8yLm4Na',
      eventId: 'event-1',
      quantity: 2,
      metadata: {
        userName: 'Ana',
        eventName: 'Especial',
        eventDate: '2030-03-15',
        eventTime: '21:00',
        venue: 'Teatro',
        city: 'Bogotá',
        seatNumber: DEFAULT_SEAT,
      },
      seats: [seat('12'), seat('14')],
    } as Ticket;
    expect(ticketCalendarEntry(ticket, 'https://carcajada.co')?.description).toContain(
      'Sillas: Platea · Fila F · Silla 12; Platea · Fila F · Silla 14.',
    );
    expect(ticketCalendarEntry({ ...ticket, seats: undefined }, 'https://carcajada.co')?.description).not.toContain(
      'Silla',
    );
  });
});

describe('what the seat chooser shows while the checkout catches up with a tap', () => {
  const seat = (id: string) => ({ id, label: id, category: 'Platea' });
  const start: SeatChoice = { kind: 'seats', seats: [] };
  const first: SeatChoice = { kind: 'seats', seats: [seat('A4')] };
  const second: SeatChoice = { kind: 'seats', seats: [seat('A4'), seat('A5')] };

  it('shows the checkout’s choice when nothing was tapped', () => {
    expect(latestChoice(null, start, new WeakSet())).toBe(start);
  });

  it('shows a tap the checkout does not hold yet', () => {
    expect(latestChoice({ basis: start, next: first }, start, new WeakSet())).toBe(first);
  });

  it('keeps the latest tap when the checkout echoes an earlier one (a render before its commit)', () => {
    // the second tap was made on `start`, then the checkout took the first tap
    expect(latestChoice({ basis: start, next: second }, first, new WeakSet([first]))).toBe(second);
  });

  it('lets a choice changed outside the chooser win (a seatTaken suggestion, a seat lost)', () => {
    const suggested: SeatChoice = { kind: 'seats', seats: [seat('B2')] };
    expect(latestChoice({ basis: start, next: second }, suggested, new WeakSet([first]))).toBe(suggested);
    const best: SeatChoice = { kind: 'best', category: 'Platea', quantity: 2 };
    expect(latestChoice({ basis: first, next: second }, best, new WeakSet([first]))).toBe(best);
  });
});
