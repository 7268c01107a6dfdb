import type { MapSeat, SeatMapModel } from './seat-map-model';

/** Seats of one look drawn as one shape: a path with a circle per seat. */
export interface PaintGroup {
  key: string;
  status: MapSeat['status'];
  /** The category's colour for free seats; taken and blocked seats take theirs from the stylesheet. */
  fill: string | null;
  d: string;
}

/** A circle as a path's subpath: two half arcs from its left edge. */
function circlePath({ x, y, radius: r }: MapSeat): string {
  return `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/**
 * A large plan's seats as a few shapes per row, one per look (free of each category, taken,
 * blocked): the browser makes a couple of hundred elements instead of thousands. Per row, not per
 * plan: a tap repaints the rows around it, and a shape spanning the plan would be redrawn whole
 * for every changed pixel. The seats a buyer can act on (in view once zoomed in, chosen, focused)
 * are drawn above as elements of their own.
 */
export function seatPaint(model: SeatMapModel): PaintGroup[] {
  const groups: PaintGroup[] = [];
  for (const row of model.rows) {
    const looks = new Map<string, { status: MapSeat['status']; fill: string | null; parts: string[] }>();
    for (const seat of row.seats) {
      const fill = seat.status === 'free' ? seat.color : null;
      const look = `${seat.status}|${fill ?? ''}`;
      let group = looks.get(look);
      if (!group) looks.set(look, (group = { status: seat.status, fill, parts: [] }));
      group.parts.push(circlePath(seat));
    }
    for (const [look, { status, fill, parts }] of looks)
      groups.push({ key: `${row.key}|${look}`, status, fill, d: parts.join('') });
  }
  return groups;
}

export interface PlanRect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Seats bucketed by position, so a tap finds its seat without looking at all of them. */
export class SeatGrid {
  private readonly cells = new Map<string, MapSeat[]>();

  constructor(
    seats: Iterable<MapSeat>,
    private readonly cellSize = 40,
  ) {
    for (const seat of seats) {
      const key = this.cellOf(seat.x, seat.y);
      const cell = this.cells.get(key);
      if (cell) cell.push(seat);
      else this.cells.set(key, [seat]);
    }
  }

  /** The seat whose circle (grown by `slack` times its radius) holds the point, nearest first. */
  seatAt(x: number, y: number, slack = 1.5): MapSeat | null {
    let best: MapSeat | null = null;
    let bestDistance = Infinity;
    const column = Math.floor(x / this.cellSize);
    const line = Math.floor(y / this.cellSize);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const seat of this.cells.get(`${column + dx},${line + dy}`) ?? []) {
          const distance = Math.hypot(seat.x - x, seat.y - y);
          if (distance <= seat.radius * slack && distance < bestDistance) {
            best = seat;
            bestDistance = distance;
          }
        }
    return best;
  }

  /** The seats whose centres lie in the rectangle; null when there are more than `limit`. */
  seatsIn({ minX, minY, maxX, maxY }: PlanRect, limit: number): MapSeat[] | null {
    const found: MapSeat[] = [];
    for (let column = Math.floor(minX / this.cellSize); column <= Math.floor(maxX / this.cellSize); column++)
      for (let line = Math.floor(minY / this.cellSize); line <= Math.floor(maxY / this.cellSize); line++)
        for (const seat of this.cells.get(`${column},${line}`) ?? [])
          if (seat.x >= minX && seat.x <= maxX && seat.y >= minY && seat.y <= maxY) {
            found.push(seat);
            if (found.length > limit) return null;
          }
    return found;
  }

  private cellOf(x: number, y: number): string {
    return `${Math.floor(x / this.cellSize)},${Math.floor(y / this.cellSize)}`;
  }
}

/**
 * The model cut to some of its seats (in the plan's order): what the seat layer draws as elements.
 * Built from the few ids through `places`, not by walking every row: a tap cuts it again.
 */
export function modelOf(model: SeatMapModel, ids: ReadonlySet<string>): SeatMapModel {
  const picked = [...ids]
    .map((id) => model.places.get(id))
    .filter((place) => place !== undefined)
    .sort((a, b) => a.row - b.row || a.seat - b.seat);
  const rows: SeatMapModel['rows'] = [];
  const seats = new Map<string, MapSeat>();
  for (const place of picked) {
    const row = model.rows[place.row]!;
    const seat = row.seats[place.seat]!;
    const last = rows.at(-1);
    if (last?.key === row.key) last.seats.push(seat);
    else rows.push({ ...row, seats: [seat] });
    seats.set(seat.id, seat);
  }
  return { rows, seats, places: model.places, bounds: model.bounds };
}
