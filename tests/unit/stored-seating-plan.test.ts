/**
 * The stored plan and zone read without zod (packages/domain/src/stored/seating-plan.ts;
 * docs/seating.md, "Storage"): a hand-written or damaged document reads as empty values, never a
 * crash, and a zone's rows read whole or not at all.
 */
import { describe, expect, it } from 'vitest';
import { generateRows, seatingPlanDocuments, type SeatingPlan } from '@carcajada/domain/seating';
import { parseStoredPlan, parseStoredZone } from '@carcajada/domain/stored/seating-plan';

function storedZone() {
  const plan: SeatingPlan = {
    name: 'Sala',
    venue: { name: 'Sala', address: 'Calle 1', city: 'Bogotá' },
    size: { width: 300, height: 200 },
    categories: [{ id: 'c', name: 'Platea', color: '#2E86AB' }],
    zones: [
      {
        id: 'z',
        name: 'Platea',
        position: { x: 10, y: 20 },
        rows: generateRows({
          zoneId: 'z',
          rows: 2,
          seatsPerRow: 2,
          rowLabels: 'letters',
          numbering: 'left-to-right',
          category: 'c',
        }),
      },
    ],
  };
  return JSON.parse(JSON.stringify(seatingPlanDocuments('org', plan).zones[0]!.data)) as Record<string, unknown>;
}

describe('a stored plan read', () => {
  it('reads a damaged plan document as empty values, keeping what is sound', () => {
    const read = parseStoredPlan({
      organizerId: 7,
      name: 'Teatro',
      venue: 'no',
      size: { width: '800' },
      categories: [{ id: 'c', name: 'Platea', color: 'url(javascript:alert(1))' }],
      zones: [{ id: 'z', name: 'Platea', seats: -1, sellable: 2.5 }],
      seat_count: 10,
      sellable_seats: 'diez',
      created_at: 'kept',
    });
    expect(read).toEqual({
      organizerId: '',
      name: 'Teatro',
      venue: { name: '', address: '', city: '' },
      size: { width: 800, height: 600 },
      categories: [{ id: 'c', name: 'Platea', color: '#888888' }],
      zones: [{ id: 'z', name: 'Platea', seats: 0, sellable: 0 }],
      seat_count: 10,
      sellable_seats: 0,
      created_at: 'kept',
    });
    expect(parseStoredPlan(undefined).categories).toEqual([]);
    expect(parseStoredPlan({ categories: [{ id: 'c' }], zones: [{ name: 'sin id' }] })).toMatchObject({
      categories: [],
      zones: [],
    });
  });

  it('reads a zone’s rows whole, or none when one seat is broken', () => {
    const zone = storedZone();
    const sound = parseStoredZone('z', zone);
    expect(sound.rows.flatMap((row) => row.seats.map((seat) => seat.id))).toEqual(['z-A-1', 'z-A-2', 'z-B-1', 'z-B-2']);
    expect(sound.position).toEqual({ x: 10, y: 20 });

    const rows = zone.rows as { seats: Record<string, unknown>[] }[];
    rows[1]!.seats[0]!.position = { x: 'uno', y: 0 };
    expect(parseStoredZone('z', zone).rows).toEqual([]);
    rows[1]!.seats[0]!.position = { x: 1, y: 0 };
    rows[1]!.seats[0]!.wheelchair = 'sí';
    expect(parseStoredZone('z', zone).rows).toEqual([]);
    expect(parseStoredZone('z', { name: 3, position: null, rows: 'no' })).toEqual({
      id: 'z',
      name: '',
      position: { x: 0, y: 0 },
      rows: [],
      sort: 0,
    });
  });
});
