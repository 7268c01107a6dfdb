import { describe, expect, it } from 'vitest';
import {
  MAX_SEATS_PER_PLAN,
  MAX_STORED_DOCUMENT_BYTES,
  checkSeatingPlan,
  exportPretixPlan,
  firestoreDocumentBytes,
  firestoreValueBytes,
  generateRows,
  importPretixPlan,
  rowLetters,
  seatAccessibleName,
  seatLabel,
  seatNumbers,
  seatingPlanDocuments,
  seatsBrokenByPlan,
  sellableSeatCount,
  ticketSeatsInUse,
  zoneDocumentBytes,
  type PlanSeat,
  type PlanZone,
  type SeatingPlan,
} from '@carcajada/domain/seating';
import { planFromStored, parseStoredPlan, parseStoredZone } from '@carcajada/domain/stored/seating-plan';
import { pretixSample } from '../support/seating/pretix-sample.js';
import { seedSeatingPlan } from '../../emulator-data/seating.js';

function imported(file: unknown = pretixSample()): SeatingPlan {
  const result = importPretixPlan(file, 'Teatro de ejemplo');
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.plan;
}

function problemsOf(file: unknown): string[] {
  const result = importPretixPlan(file, 'Teatro de ejemplo');
  if (result.ok) throw new Error('the file was accepted');
  return result.problems;
}

describe('pretix import and export', () => {
  it('imports seats with their seat_guid as id and the category by name', () => {
    const plan = imported();
    expect(plan.categories).toEqual([
      { id: 'c1', name: 'Platea', color: '#E4572E' },
      { id: 'c2', name: 'Balcón', color: '#2E86AB' },
    ]);
    expect(plan.zones.map((zone) => zone.name)).toEqual(['Platea', 'Balcón']);
    expect(plan.zones[0]!.rows[0]!.seats[0]).toEqual({
      id: 'platea-A-2',
      number: '2',
      position: { x: 0, y: 0 },
      category: 'c1',
    });
    expect(plan.zones[1]!.rows[0]!.seats[1]!.category).toBe('c2');
    expect(sellableSeatCount(plan)).toBe(7);
  });

  it('exports exactly the file it imported (a round trip)', () => {
    expect(exportPretixPlan(imported())).toEqual(pretixSample());
  });

  it('round-trips through the stored documents too', () => {
    const plan = imported();
    const documents = seatingPlanDocuments('org-1', plan);
    const read = planFromStored(
      parseStoredPlan(JSON.parse(JSON.stringify(documents.plan))),
      documents.zones.reverse().map((zone) => parseStoredZone(zone.id, JSON.parse(JSON.stringify(zone.data)))),
    );
    expect(read).toEqual(plan);
    expect(exportPretixPlan(read)).toEqual(pretixSample());
  });

  it('leaves flags and blocked seats out of the export', () => {
    const plan = imported();
    Object.assign(plan.zones[0]!.rows[0]!.seats[0]!, {
      wheelchair: true,
      companion: true,
      restricted_view: true,
      blocked: true,
    });
    expect(exportPretixPlan(plan)).toEqual(pretixSample());
    expect(sellableSeatCount(plan)).toBe(6);
  });

  it('accepts a seat uuid and does not keep it', () => {
    const file = pretixSample();
    Object.assign(file.zones[0]!.rows[0]!.seats[0]!, { uuid: '0d1f5a3e-2222-4c8e-9b1a-7e6f5d4c3b2a' });
    expect(imported(file).zones[0]!.rows[0]!.seats[0]).not.toHaveProperty('uuid');
  });

  it('gives a colour to a category that has none', () => {
    const file = pretixSample();
    delete (file.categories[1] as { color?: string }).color;
    expect(imported(file).categories[1]!.color).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('refuses a seat_guid used twice', () => {
    const file = pretixSample();
    file.zones[1]!.rows[0]!.seats[1]!.seat_guid = 'platea-A-1';
    expect(problemsOf(file)).toEqual(['El id de silla (seat_guid) «platea-A-1» está repetido.']);
  });

  it('names, in Spanish, each place a malformed file is wrong', () => {
    const file = pretixSample() as Record<string, unknown> & ReturnType<typeof pretixSample>;
    delete (file.zones[0]!.rows[0]!.seats[1] as { seat_guid?: string }).seat_guid;
    (file.zones[0]!.rows[1]! as Record<string, unknown>).color = 'red';
    (file.size as Record<string, unknown>).width = 'ancho';
    expect(problemsOf(file)).toEqual([
      'zona 1 › fila 1 › silla 2 › seat_guid: falta',
      'zona 1 › fila 2: campo desconocido «color»',
      'size › width: debe ser un número',
    ]);
  });

  it('refuses a seat of a category the file does not define', () => {
    const file = pretixSample();
    file.zones[1]!.rows[0]!.seats[0]!.category = 'Palco';
    expect(problemsOf(file)).toEqual(['zona 2 › fila 1 › silla 1: la categoría «Palco» no está en «categories».']);
  });

  it('refuses what is not a plan at all, and a file without size (pretix requires it)', () => {
    expect(problemsOf('hola')).toEqual(['el archivo: debe ser un objeto']);
    expect(problemsOf(null)).toEqual(['el archivo: debe ser un objeto']);
    const { size: _size, ...withoutSize } = pretixSample();
    expect(problemsOf(withoutSize)).toEqual(['size: falta']);
  });

  it('refuses a category named twice', () => {
    const file = pretixSample();
    file.categories[1]!.name = 'Platea';
    file.zones[1]!.rows[0]!.seats.forEach((seat) => (seat.category = 'Platea'));
    expect(problemsOf(file)).toEqual(['La categoría «Platea» está repetida.']);
  });

  it('refuses a seat_guid with a slash (a seat id becomes a document id)', () => {
    const file = pretixSample();
    file.zones[0]!.rows[0]!.seats[0]!.seat_guid = 'a/b';
    expect(problemsOf(file)).toEqual(['zona 1 › fila 1 › silla 1 › id: no puede tener «/» ni caracteres de control']);
  });

  it('lists at most 20 problems and counts the rest', () => {
    const file = pretixSample();
    file.zones[0]!.rows[0]!.seats = Array.from({ length: 25 }, () => ({}) as never);
    const problems = problemsOf(file);
    expect(problems).toHaveLength(21);
    expect(problems.at(-1)).toMatch(/^… y \d+ problemas más$/);
  });
});

describe('plan checks', () => {
  function planWithSeats(count: number, id = (index: number) => `s${index}`): SeatingPlan {
    const seats: PlanSeat[] = Array.from({ length: count }, (_, index) => ({
      id: id(index),
      number: String(index + 1),
      position: { x: index, y: 0 },
      category: 'c1',
    }));
    return {
      name: 'Plano',
      venue: { name: '', address: '', city: '' },
      size: { width: 100, height: 100 },
      categories: [{ id: 'c1', name: 'General', color: '#000000' }],
      zones: [
        { id: 'z1', name: 'Zona', position: { x: 0, y: 0 }, rows: [{ label: 'A', position: { x: 0, y: 0 }, seats }] },
      ],
    };
  }

  it('accepts a good plan and refuses an unknown category id', () => {
    expect(checkSeatingPlan(planWithSeats(3)).ok).toBe(true);
    const plan = planWithSeats(1);
    plan.zones[0]!.rows[0]!.seats[0]!.category = 'c9';
    expect(checkSeatingPlan(plan)).toEqual({
      ok: false,
      problems: ['Zona › fila A › silla 1: la categoría «c9» no existe.'],
    });
  });

  it(`refuses more than ${MAX_SEATS_PER_PLAN} seats`, () => {
    const plan = planWithSeats(MAX_SEATS_PER_PLAN + 1);
    const result = checkSeatingPlan(plan);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toContain(
        `El plano tiene ${MAX_SEATS_PER_PLAN + 1} sillas: el máximo es ${MAX_SEATS_PER_PLAN}.`,
      );
  });

  it('refuses a zone whose document would pass 500 kB, and says so', () => {
    const plan = planWithSeats(6_000, (index) => `${'x'.repeat(56)}-${String(index).padStart(7, '0')}`);
    const result = checkSeatingPlan(plan);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems[0]).toMatch(
        /^La zona «Zona» es demasiado grande para guardarse \(\d+ kB de 500 kB\): divídela en dos zonas\.$/,
      );
  });

  it('worst case: a zone of 2,000 seats with the longest ids, numbers and every flag fits in one document', () => {
    const longest = (index: number) => `${'x'.repeat(57)}-${String(index).padStart(6, '0')}`;
    const plan = planWithSeats(2_000, longest);
    for (const seat of plan.zones[0]!.rows[0]!.seats)
      Object.assign(seat, {
        number: '1234567890123456',
        category: 'c'.repeat(24),
        position: { x: 1e9 + 0.5, y: 1e9 + 0.5 },
        wheelchair: true,
        companion: true,
        restricted_view: true,
        blocked: true,
        radius: 10,
        start_direction: '<>',
      });
    const bytes = zoneDocumentBytes('x'.repeat(20), plan.zones[0]!);
    expect(bytes).toBeLessThan(MAX_STORED_DOCUMENT_BYTES);
    // and a plan document with the most zones and categories stays small
    const documents = seatingPlanDocuments('o'.repeat(64), {
      ...plan,
      categories: Array.from({ length: 50 }, (_, index) => ({
        id: `c${index}`.padEnd(24, 'c'),
        name: 'n'.repeat(80),
        color: '#FFFFFF',
      })),
      zones: Array.from({ length: 50 }, (_, index): PlanZone => ({
        id: `z${index}`.padEnd(24, 'z'),
        name: 'n'.repeat(80),
        position: { x: 0, y: 0 },
        rows: [],
      })),
    });
    expect(firestoreDocumentBytes(`seating_plans/${'x'.repeat(20)}`, documents.plan)).toBeLessThan(30_000);
  });

  it('counts sizes as Firestore does', () => {
    expect(firestoreValueBytes('abc')).toBe(4);
    expect(firestoreValueBytes({ a: 1, b: [true, null, 'ñ'] })).toBe(2 + 8 + 2 + 1 + 1 + 3);
    expect(firestoreDocumentBytes('users/jeff', { a: 1 })).toBe(6 + 5 + 16 + 2 + 8 + 32);
  });
});

describe('row generation', () => {
  it('letters rows A…Z, AA…', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(rowLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('numbers left to right, or odd/even from the centre', () => {
    expect(seatNumbers(5, 'left-to-right')).toEqual([1, 2, 3, 4, 5]);
    expect(seatNumbers(6, 'odd-even-from-centre')).toEqual([6, 4, 2, 1, 3, 5]);
    expect(seatNumbers(5, 'odd-even-from-centre')).toEqual([4, 2, 1, 3, 5]);
    expect(seatNumbers(1, 'odd-even-from-centre')).toEqual([1]);
  });

  it('lays rows on a grid with ids unique in the plan', () => {
    const rows = generateRows({
      zoneId: 'z2',
      rows: 3,
      seatsPerRow: 4,
      rowLabels: 'letters',
      firstRow: 2,
      numbering: 'left-to-right',
      category: 'c1',
    });
    expect(rows.map((row) => row.label)).toEqual(['C', 'D', 'E']);
    expect(rows[0]!.seats.map((seat) => seat.id)).toEqual(['z2-C-1', 'z2-C-2', 'z2-C-3', 'z2-C-4']);
    expect(rows[1]!.position).toEqual({ x: 0, y: 90 });
    expect(rows[0]!.seats[3]!.position).toEqual({ x: 90, y: 0 });
    const numbered = generateRows({
      zoneId: 'z1',
      rows: 2,
      seatsPerRow: 2,
      rowLabels: 'numbers',
      numbering: 'odd-even-from-centre',
      category: 'c1',
    });
    expect(numbered.map((row) => row.label)).toEqual(['1', '2']);
    expect(numbered[1]!.seats.map((seat) => seat.number)).toEqual(['2', '1']);
  });
});

describe('seat names', () => {
  const place = { zone: 'Platea', row: 'F', number: '12' };

  it('labels a seat for tickets and mail', () => {
    expect(seatLabel(place)).toBe('Platea · Fila F · Silla 12');
  });

  it('names a seat for screen readers, as the contract writes it', () => {
    expect(seatAccessibleName(place, 80_000, 'free')).toBe('Platea, fila F, silla 12, $\u00a080.000, libre');
    expect(seatAccessibleName(place, 80_000, 'taken', { wheelchair: true })).toBe(
      'Platea, fila F, silla 12, $\u00a080.000, ocupada, para silla de ruedas',
    );
  });
});

describe('planInUse', () => {
  const ticket = {
    seats: [
      {
        seatId: 'platea-A-1',
        zone: 'Platea',
        row: 'A',
        number: '1',
        category: 'Platea',
        label: 'Platea · Fila A · Silla 1',
      },
    ],
  };

  it('reads the seats a ticket holds', () => {
    expect(ticketSeatsInUse(ticket)).toEqual([
      { seatId: 'platea-A-1', category: 'Platea', label: 'Platea · Fila A · Silla 1' },
    ]);
    expect(ticketSeatsInUse({})).toEqual([]);
    expect(ticketSeatsInUse({ seats: [null, { seatId: 3 }] })).toEqual([]);
  });

  it('refuses removing a seat in use, or moving it out of its category; anything else goes', () => {
    const inUse = ticketSeatsInUse(ticket);
    const plan = imported();
    expect(seatsBrokenByPlan(plan, inUse)).toEqual([]);
    plan.zones[0]!.rows[0]!.seats[1]!.blocked = true;
    plan.zones[0]!.rows[0]!.seats.splice(0, 1);
    expect(seatsBrokenByPlan(plan, inUse)).toEqual([]);
    const moved = imported();
    moved.zones[0]!.rows[0]!.seats[1]!.category = 'c2';
    expect(seatsBrokenByPlan(moved, inUse)).toEqual(inUse);
    const renamed = imported();
    renamed.categories[0]!.name = 'Platea VIP';
    expect(seatsBrokenByPlan(renamed, inUse)).toEqual(inUse);
    const removed = imported();
    removed.zones[0]!.rows[0]!.seats.splice(1, 1);
    expect(seatsBrokenByPlan(removed, inUse)).toEqual(inUse);
  });
});

describe("the seed's theatre", () => {
  it('is a valid plan of about 600 seats in Preferencial, Platea and Balcón, with wheelchair places', () => {
    const plan = seedSeatingPlan();
    expect(checkSeatingPlan(plan).ok).toBe(true);
    expect(plan.categories.map((category) => category.name)).toEqual(['Preferencial', 'Platea', 'Balcón']);
    const seats = plan.zones.flatMap((zone) => zone.rows.flatMap((row) => row.seats));
    expect(seats).toHaveLength(606);
    expect(sellableSeatCount(plan)).toBe(604);
    expect(seats.filter((seat) => seat.wheelchair)).toHaveLength(4);
    expect(new Set(seats.map((seat) => seat.category))).toEqual(new Set(['preferencial', 'platea', 'balcon']));
    expect(exportPretixPlan(plan).zones).toHaveLength(2);
  });
});
