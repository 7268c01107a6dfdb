/**
 * The seed's theatre (v6): "Teatro Carcajada", 606 seats of Risas Producciones in Preferencial
 * and Platea (the stalls, odd/even from the centre) and Balcón, wheelchair places with a
 * companion seat beside each, and two house seats blocked. Its seated show: seated-show.ts.
 */
import { generateRows, type PlanRow, type SeatingPlan } from '@carcajada/domain/seating';

export const SEED_PLAN_ID = 'teatro-carcajada';
export const SEED_PLAN_ORGANIZER = 'org-risas';

const PREFERENTIAL_ROWS = 4;

/** The stalls: rows A–N of 24, the first four Preferencial; row N has two wheelchair places at each end. */
function stalls(): PlanRow[] {
  const rows = generateRows({
    zoneId: 'platea',
    rows: 14,
    seatsPerRow: 24,
    rowLabels: 'letters',
    numbering: 'odd-even-from-centre',
    category: 'platea',
  });
  rows.forEach((row, index) => {
    if (index < PREFERENTIAL_ROWS) for (const seat of row.seats) seat.category = 'preferencial';
  });
  const last = rows.at(-1)!.seats;
  for (const place of [0, 1, 22, 23]) last[place]!.wheelchair = true;
  for (const place of [2, 21]) last[place]!.companion = true;
  return rows;
}

/** The balcony: rows 1–9 of 30, numbered left to right; two house seats kept for the production. */
function balcony(): PlanRow[] {
  const rows = generateRows({
    zoneId: 'balcon',
    rows: 9,
    seatsPerRow: 30,
    rowLabels: 'numbers',
    numbering: 'left-to-right',
    category: 'balcon',
  });
  for (const seat of rows[0]!.seats.slice(0, 2)) seat.blocked = true;
  for (const seat of rows.at(-1)!.seats.slice(-3)) seat.restricted_view = true;
  return rows;
}

export function seedSeatingPlan(): SeatingPlan {
  return {
    name: 'Teatro Carcajada',
    venue: { name: 'Teatro Carcajada', address: 'Carrera 7 # 22-47', city: 'Bogotá' },
    size: { width: 960, height: 960 },
    categories: [
      { id: 'preferencial', name: 'Preferencial', color: '#C0392B' },
      { id: 'platea', name: 'Platea', color: '#2E86AB' },
      { id: 'balcon', name: 'Balcón', color: '#3BB273' },
    ],
    zones: [
      {
        id: 'platea',
        name: 'Platea',
        position: { x: 135, y: 120 },
        rows: stalls(),
        areas: [
          {
            shape: 'rectangle',
            color: '#333333',
            position: { x: 0, y: -90 },
            rectangle: { width: 690, height: 50 },
          },
          {
            shape: 'text',
            position: { x: 300, y: -60 },
            text: { text: 'ESCENARIO', color: '#FFFFFF', position: { x: 0, y: 0 } },
          },
        ],
      },
      { id: 'balcon', name: 'Balcón', position: { x: 30, y: 600 }, rows: balcony() },
    ],
  };
}
