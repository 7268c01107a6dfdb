/**
 * A large plan's level of detail (web/src/features/seat-map/utils/seat-paint.ts; docs/seat-map.md,
 * "A large plan"): its seats painted as one shape per look, a tap's seat found by position, and the
 * seats a buyer acts on cut out as a model of their own for the seat layer.
 */
import { describe, expect, it } from 'vitest';
import { generateRows, seatingPlanDocuments, seatViewDocument, type SeatingPlan } from '@carcajada/domain/seating';
import { parseStoredPlan } from '@carcajada/domain/stored/seating-plan';
import { readSeatView, seatMapModel, type SeatView } from '../../web/src/features/seat-map/utils/seat-map-model';
import { modelOf, SeatGrid, seatPaint } from '../../web/src/features/seat-map/utils/seat-paint';

/** Two zones side by side of 2 rows × 4 seats (pretix's 10 px radius, 25 px apart); `states` per zone. */
function model(states: [string, string]) {
  const plan: SeatingPlan = {
    name: 'Sala',
    venue: { name: 'Sala', address: '', city: 'Bogotá' },
    size: { width: 400, height: 100 },
    categories: [
      { id: 'p', name: 'Platea', color: '#2E86AB' },
      { id: 'v', name: 'VIP', color: '#A23B72' },
    ],
    zones: ['p', 'v'].map((category, index) => ({
      id: `z${category}`,
      name: category === 'p' ? 'Platea' : 'VIP',
      position: { x: index * 200, y: 0 },
      rows: generateRows({
        zoneId: `z${category}`,
        rows: 2,
        seatsPerRow: 4,
        rowLabels: 'letters',
        numbering: 'left-to-right',
        category,
      }),
    })),
  };
  const documents = seatingPlanDocuments('org', plan);
  const views = new Map<string, SeatView>(
    documents.zones.map((zone, index) => [
      zone.id,
      readSeatView(zone.id, seatViewDocument(zone.data, 'p', states[index]!, null)),
    ]),
  );
  return seatMapModel(parseStoredPlan(documents.plan), views);
}

describe('a large plan painted', () => {
  it('draws one shape per row and look, a circle in it per seat', () => {
    const map = model(['01000000', '0000000b']);
    const groups = seatPaint(map);
    const circles = (d: string) => d.split('M').length - 1;
    expect(groups.map((group) => [group.status, group.fill, circles(group.d)])).toEqual([
      ['free', '#2E86AB', 3],
      ['taken', null, 1],
      ['free', '#2E86AB', 4],
      ['free', '#A23B72', 4],
      ['free', '#A23B72', 3],
      ['blocked', null, 1],
    ]);
  });

  it('finds a tap’s seat by position: on it, near it, and none in an aisle', () => {
    const map = model(['00000000', '00000000']);
    const grid = new SeatGrid(map.seats.values());
    const seat = map.seats.get('zp-A-2')!;
    expect(grid.seatAt(seat.x, seat.y)?.id).toBe('zp-A-2');
    expect(grid.seatAt(seat.x + seat.radius * 1.2, seat.y)?.id).toBe('zp-A-2');
    const lastOfZone = map.seats.get('zp-A-4')!;
    expect(grid.seatAt(lastOfZone.x + 60, lastOfZone.y)).toBeNull();
  });

  it('finds the seats in view, and none when there are too many to draw as elements', () => {
    const map = model(['00000000', '00000000']);
    const grid = new SeatGrid(map.seats.values());
    const platea = { minX: -50, minY: -50, maxX: 150, maxY: 150 };
    expect(
      grid
        .seatsIn(platea, 100)!
        .map((seat) => seat.id)
        .sort(),
    ).toEqual([...map.seats.keys()].filter((id) => id.startsWith('zp-')).sort());
    expect(grid.seatsIn({ minX: -50, minY: -50, maxX: 450, maxY: 150 }, 10)).toBeNull();
  });

  it('cuts the model to the seats a buyer acts on, keeping the rows’ order and the keyboard path', () => {
    const map = model(['00000000', '00000000']);
    const cut = modelOf(map, new Set(['zv-B-1', 'zp-A-3']));
    expect(cut.rows.map((row) => `${row.zoneName} ${row.label}: ${row.seats.map((seat) => seat.id).join()}`)).toEqual([
      'Platea A: zp-A-3',
      'VIP B: zv-B-1',
    ]);
    expect([...cut.seats.keys()].sort()).toEqual(['zp-A-3', 'zv-B-1']);
    expect(cut.places).toBe(map.places);
  });
});
