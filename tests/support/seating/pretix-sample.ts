/**
 * A small seating plan in pretix's format (its seating-plan.schema.json): two zones, a stage and
 * a caption as areas, rows with pretix's optional labels, two categories (one without colour in
 * `pretixSampleWithoutColour`). Seats carry no `uuid` (we do not keep them; docs/seating.md).
 */
export function pretixSample() {
  const seat = (guid: string, number: string, x: number, category: string) => ({
    seat_guid: guid,
    seat_number: number,
    position: { x, y: 0 },
    category,
  });
  return {
    name: 'Teatro de ejemplo',
    categories: [
      { name: 'Platea', color: '#E4572E' },
      { name: 'Balcón', color: '#2E86AB' },
    ],
    zones: [
      {
        name: 'Platea',
        zone_id: 'platea',
        uuid: '3f1c2a7e-0b4d-4c55-9a43-6d1f0e2b7a11',
        position: { x: 10, y: 80 },
        areas: [
          {
            shape: 'rectangle',
            color: '#333333',
            border_color: '#000000',
            position: { x: 0, y: -60 },
            rotation: 0,
            rectangle: { width: 300, height: 40 },
            uuid: 'a7a4e1de-8a0e-4b1e-9d7c-5c3b9e6f2d20',
          },
          {
            shape: 'text',
            position: { x: 120, y: -45 },
            text: { text: 'ESCENARIO', color: '#ffffff', size: 14, position: { x: 0, y: 0 } },
          },
        ],
        rows: [
          {
            row_number: 'A',
            row_label: 'Fila %s',
            seat_label: 'Silla %s',
            uuid: 'c3b2a1d0-1111-4a2b-8c3d-000000000001',
            row_number_position: 'both',
            position: { x: 0, y: 0 },
            seats: [
              seat('platea-A-2', '2', 0, 'Platea'),
              seat('platea-A-1', '1', 30, 'Platea'),
              seat('platea-A-3', '3', 60.5, 'Platea'),
            ],
          },
          {
            row_number: 'B',
            position: { x: 0, y: 30 },
            seats: [
              seat('platea-B-1', '1', 0, 'Platea'),
              { ...seat('platea-B-2', '2', 30, 'Platea'), radius: 12, start_direction: '>' },
            ],
          },
        ],
      },
      {
        name: 'Balcón',
        position: { x: 10, y: 200 },
        rows: [
          {
            row_number: '1',
            position: { x: 0, y: 0 },
            seats: [seat('balcon-1-1', '1', 0, 'Balcón'), seat('balcon-1-2', '2', 30, 'Balcón')],
          },
        ],
      },
    ],
    size: { width: 400, height: 300 },
  };
}

export type PretixSample = ReturnType<typeof pretixSample>;
