import {
  CATEGORY_PALETTE,
  generateRows,
  type PlanZone,
  type RowGeneration,
  type SeatingPlan,
} from '@carcajada/domain/seating';

/** What a click on a seat does in the editor. */
export type SeatTool = 'remove' | 'paint' | 'wheelchair' | 'companion' | 'restricted_view' | 'blocked';

export const SEAT_TOOLS: { tool: SeatTool; label: string }[] = [
  { tool: 'paint', label: 'Pintar categoría' },
  { tool: 'remove', label: 'Quitar silla (pasillos y huecos)' },
  { tool: 'wheelchair', label: 'Silla de ruedas' },
  { tool: 'companion', label: 'Acompañante' },
  { tool: 'restricted_view', label: 'Visibilidad reducida' },
  { tool: 'blocked', label: 'Bloquear (producción, cortesías de sala)' },
];

/** A first id of the form `${prefix}${n}` that `taken` does not hold. */
function freeId(prefix: string, taken: readonly string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** A new plan: one category, no zones yet. */
export function emptyPlan(name: string): SeatingPlan {
  return {
    name,
    venue: { name, address: '', city: '' },
    size: { width: 800, height: 600 },
    categories: [{ id: 'c1', name: 'General', color: CATEGORY_PALETTE[0]! }],
    zones: [],
  };
}

export function addCategory(plan: SeatingPlan): SeatingPlan {
  const id = freeId(
    'c',
    plan.categories.map((category) => category.id),
  );
  const color = CATEGORY_PALETTE[plan.categories.length % CATEGORY_PALETTE.length]!;
  return { ...plan, categories: [...plan.categories, { id, name: `Categoría ${plan.categories.length + 1}`, color }] };
}

/** A new zone below the others. */
export function addZone(plan: SeatingPlan, name: string): SeatingPlan {
  const id = freeId(
    'z',
    plan.zones.map((zone) => zone.id),
  );
  const bottom = Math.max(0, ...plan.zones.map(zoneBottom));
  const zone: PlanZone = { id, name, position: { x: 0, y: plan.zones.length ? bottom + 60 : 0 }, rows: [] };
  return fitSize({ ...plan, zones: [...plan.zones, zone] });
}

function zoneBottom(zone: PlanZone): number {
  return zone.position.y + Math.max(0, ...zone.rows.map((row) => row.position.y));
}

function mapZone(plan: SeatingPlan, zoneId: string, change: (zone: PlanZone) => PlanZone): SeatingPlan {
  return { ...plan, zones: plan.zones.map((zone) => (zone.id === zoneId ? change(zone) : zone)) };
}

/** The zone's rows replaced by generated ones. */
export function replaceRows(plan: SeatingPlan, zoneId: string, options: Omit<RowGeneration, 'zoneId'>): SeatingPlan {
  return fitSize(mapZone(plan, zoneId, (zone) => ({ ...zone, rows: generateRows({ ...options, zoneId }) })));
}

/** The drawing grows to hold every seat (pretix's `size`). */
export function fitSize(plan: SeatingPlan): SeatingPlan {
  let width = 100;
  let height = 100;
  for (const zone of plan.zones)
    for (const row of zone.rows)
      for (const seat of row.seats) {
        width = Math.max(width, zone.position.x + row.position.x + seat.position.x + 40);
        height = Math.max(height, zone.position.y + row.position.y + seat.position.y + 40);
      }
  return { ...plan, size: { width: Math.ceil(width), height: Math.ceil(height) } };
}

/** A click on a seat with the tool: remove it, paint it `category`, or toggle a flag. */
export function applySeatTool(
  plan: SeatingPlan,
  zoneId: string,
  seatId: string,
  tool: SeatTool,
  category: string,
): SeatingPlan {
  return mapZone(plan, zoneId, (zone) => ({
    ...zone,
    rows: zone.rows.map((row) => ({
      ...row,
      seats: row.seats.flatMap((seat) => {
        if (seat.id !== seatId) return [seat];
        if (tool === 'remove') return [];
        if (tool === 'paint') return [{ ...seat, category }];
        const { [tool]: on, ...rest } = seat;
        return [on ? rest : { ...rest, [tool]: true }];
      }),
    })),
  }));
}
