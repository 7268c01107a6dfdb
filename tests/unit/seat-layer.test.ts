// @vitest-environment happy-dom
/**
 * The map's seats written by hand (web/src/features/seat-map/utils/seat-layer.ts; docs/seat-map.md,
 * "What it draws"): plan text is written as text, never as markup, and an update rewrites the seats
 * whose look changed on the same elements (the focus stays).
 */
import { describe, expect, it, vi } from 'vitest';
import { generateRows, seatingPlanDocuments, seatViewDocument, type SeatingPlan } from '@carcajada/domain/seating';
import { parseStoredPlan } from '@carcajada/domain/stored/seating-plan';
import { SeatLayer, type SeatLayerClasses } from '../../web/src/features/seat-map/utils/seat-layer';
import { modelOf } from '../../web/src/features/seat-map/utils/seat-paint';
import { readSeatView, seatMapModel, type SeatView } from '../../web/src/features/seat-map/utils/seat-map-model';

const HOSTILE_ZONE = '<img src=x onerror="alert(1)">Platea & "VIP"';
const CLASSES: SeatLayerClasses = {
  seat: 'seat',
  free: 'free',
  taken: 'taken',
  selected: 'selected',
  blocked: 'blocked',
  rowLabel: 'row',
  flag: 'flag',
};

/** One zone (a hostile name unless told): row A of 3 seats, the first for a wheelchair, the second taken. */
function model(zoneName = HOSTILE_ZONE, size = { rows: 1, seatsPerRow: 3 }) {
  const rows = generateRows({
    zoneId: 'z',
    ...size,
    rowLabels: 'letters',
    numbering: 'left-to-right',
    category: 'c',
  });
  rows[0]!.seats[0]!.wheelchair = true;
  const plan: SeatingPlan = {
    name: 'Sala',
    venue: { name: 'Sala', address: '', city: 'Bogotá' },
    size: { width: 200, height: 100 },
    categories: [{ id: 'c', name: 'Platea', color: '#2E86AB' }],
    zones: [{ id: 'z', name: zoneName, position: { x: 0, y: 0 }, rows }],
  };
  const documents = seatingPlanDocuments('org', plan);
  const views = new Map<string, SeatView>(
    documents.zones.map((zone) => [
      zone.id,
      readSeatView(zone.id, seatViewDocument(zone.data, 'p', '010'.padEnd(size.rows * size.seatsPerRow, '0'), null)),
    ]),
  );
  return seatMapModel(parseStoredPlan(documents.plan), views);
}

function drawnLayer(onDrawn?: () => void) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const group = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  svg.append(group);
  document.body.append(svg);
  return { group, layer: new SeatLayer(group, CLASSES, { onDrawn }) };
}

const PRICES = { Platea: 50_000 };

describe('the seat layer', () => {
  it('writes plan text as text: a zone named with markup draws no element of it', () => {
    const { group, layer } = drawnLayer();
    layer.update({ model: model(), chosen: new Set(), activeId: 'z-A-1', prices: PRICES });
    expect(group.querySelector('img')).toBeNull();
    expect(group.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe(`${HOSTILE_ZONE}, fila A`);
    const seats = [...group.querySelectorAll('[data-seat]')];
    expect(seats.map((seat) => seat.namespaceURI)).toEqual(Array(3).fill('http://www.w3.org/2000/svg'));
    expect(seats.map((seat) => seat.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(seats[0]!.getAttribute('aria-label')).toMatch(/^<img src=x onerror="alert\(1\)">Platea & "VIP", fila A/);
    expect(seats[1]!.getAttribute('aria-disabled')).toBe('true');
  });

  it('rewrites a chosen seat on the same element, hides its flag, and moves the tabindex', () => {
    const { group, layer } = drawnLayer();
    const map = model();
    layer.update({ model: map, chosen: new Set(), activeId: 'z-A-1', prices: PRICES });
    const first = layer.element('z-A-1')!;
    const flag = group.querySelector('.flag')!;
    expect(flag.getAttribute('display')).toBe('inline');

    layer.update({ model: map, chosen: new Set(['z-A-1']), activeId: 'z-A-3', prices: PRICES });
    expect(layer.element('z-A-1')).toBe(first);
    expect(first.getAttribute('aria-checked')).toBe('true');
    expect(first.getAttribute('class')).toBe('seat selected');
    expect(first.getAttribute('tabindex')).toBe('-1');
    expect(flag.getAttribute('display')).toBe('none');
    expect(layer.element('z-A-3')!.getAttribute('tabindex')).toBe('0');
  });

  it('draws anew when a new view changes what the markup holds (a zone renamed), not on a tap', () => {
    const { group, layer } = drawnLayer();
    const before = model('Platea');
    layer.update({ model: before, chosen: new Set(), activeId: null, prices: PRICES });
    const first = layer.element('z-A-1');
    layer.update({ model: model('Platea'), chosen: new Set(), activeId: null, prices: PRICES });
    expect(layer.element('z-A-1')).toBe(first);

    layer.update({ model: model('Luneta'), chosen: new Set(), activeId: null, prices: PRICES });
    expect(layer.element('z-A-1')).not.toBe(first);
    expect(group.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('Luneta, fila A');
    expect(layer.element('z-A-1')!.getAttribute('aria-label')).toMatch(/^Luneta, fila A, silla 1,/);
  });

  it('makes a large layout a few rows per task, busy and shown at once when every seat is made, then says so once', async () => {
    const onDrawn = vi.fn();
    const { group, layer } = drawnLayer(onDrawn);
    const big = model('Platea', { rows: 20, seatsPerRow: 30 });
    // a slow first row uses the whole slice: the rest waits for later tasks
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValueOnce(0).mockReturnValueOnce(100);
    layer.update({ model: big, chosen: new Set(), activeId: null, prices: PRICES });
    now.mockRestore();
    expect(group.getAttribute('aria-busy')).toBe('true');
    // one row made, none shown yet
    expect(layer.element('z-A-1')).not.toBeNull();
    expect(layer.element('z-B-1')).toBeNull();
    expect(group.querySelectorAll('[data-seat]')).toHaveLength(0);
    expect(onDrawn).not.toHaveBeenCalled();

    // a tap while drawing: the drawn seat changes now, the rows still to draw come chosen
    layer.update({ model: big, chosen: new Set(['z-A-2', 'z-T-5']), activeId: null, prices: PRICES });
    expect(layer.element('z-A-2')!.getAttribute('aria-checked')).toBe('true');
    await vi.waitFor(() => expect(onDrawn).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(group.hasAttribute('aria-busy')).toBe(false);
    expect(group.querySelectorAll('[data-seat]')).toHaveLength(600);
    expect(layer.element('z-T-5')!.getAttribute('aria-checked')).toBe('true');
  });

  it("redraws only the rows a large plan's cut changes: the others keep their elements, in plan order", () => {
    const { group, layer } = drawnLayer();
    const big = model('Platea', { rows: 3, seatsPerRow: 4 });
    const input = (ids: string[]) => ({
      model: modelOf(big, new Set(ids)),
      chosen: new Set(ids),
      activeId: null,
      prices: PRICES,
    });
    layer.update(input(['z-C-2']));
    const c2 = layer.element('z-C-2');

    layer.update(input(['z-C-2', 'z-A-1']));
    expect(layer.element('z-C-2')).toBe(c2);
    expect(group.hasAttribute('aria-busy')).toBe(false);
    expect([...group.querySelectorAll('[data-seat]')].map((seat) => seat.getAttribute('data-seat'))).toEqual([
      'z-A-1',
      'z-C-2',
    ]);

    // a seat added to a row redraws that row; a row left empty goes
    layer.update(input(['z-C-2', 'z-C-3']));
    expect(layer.element('z-A-1')).toBeNull();
    expect(group.querySelectorAll('[role="group"]')).toHaveLength(1);
    expect([...group.querySelectorAll('[data-seat]')].map((seat) => seat.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
    ]);
  });
});
