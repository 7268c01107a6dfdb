import type { PlanRow, PlanSeat } from './model.js';

/** How the seats of a generated row are numbered. */
export type SeatNumbering = 'left-to-right' | 'odd-even-from-centre';

export interface RowGeneration {
  /** The zone's id: generated seat ids start with it, so they are unique in the plan. */
  zoneId: string;
  /** How many rows (1–100). */
  rows: number;
  /** Seats in each row (1–200). */
  seatsPerRow: number;
  /** 'letters': A, B, … Z, AA, AB…; 'numbers': 1, 2, … */
  rowLabels: 'letters' | 'numbers';
  /** The first row's place in that sequence (0: A or 1), to add rows after existing ones. */
  firstRow?: number;
  numbering: SeatNumbering;
  /** The category id every generated seat gets. */
  category: string;
  /** Distance between seats and between rows, in the plan's pixels. */
  seatSpacing?: number;
  rowSpacing?: number;
}

export const MAX_GENERATED_ROWS = 100;
export const MAX_GENERATED_SEATS_PER_ROW = 200;
const DEFAULT_SPACING = 30;

/** A, B, … Z, AA, AB, … (spreadsheet columns), for place 0, 1, … */
export function rowLetters(place: number): string {
  let rest = place + 1;
  let letters = '';
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

/**
 * The seat numbers of a row of `count` seats, as seen from the audience, left to right:
 * 1…n, or Spanish theatres' odd/even from the centre (evens on the left, odds on the right:
 * … 6 4 2 1 3 5 …).
 */
export function seatNumbers(count: number, numbering: SeatNumbering): number[] {
  if (numbering === 'left-to-right') return Array.from({ length: count }, (_, index) => index + 1);
  const evens = Math.floor(count / 2);
  const odds = count - evens;
  const left = Array.from({ length: evens }, (_, index) => 2 * (evens - index));
  const right = Array.from({ length: odds }, (_, index) => 2 * index + 1);
  return [...left, ...right];
}

/** Rows of seats laid out on a grid, the first row nearest the stage (y grows away from it). */
export function generateRows(options: RowGeneration): PlanRow[] {
  const rows = Math.min(Math.max(Math.trunc(options.rows), 1), MAX_GENERATED_ROWS);
  const perRow = Math.min(Math.max(Math.trunc(options.seatsPerRow), 1), MAX_GENERATED_SEATS_PER_ROW);
  const seatSpacing = options.seatSpacing ?? DEFAULT_SPACING;
  const rowSpacing = options.rowSpacing ?? DEFAULT_SPACING;
  const first = options.firstRow ?? 0;
  return Array.from({ length: rows }, (_, index) => {
    const place = first + index;
    const label = options.rowLabels === 'letters' ? rowLetters(place) : String(place + 1);
    const seats: PlanSeat[] = seatNumbers(perRow, options.numbering).map((number, column) => ({
      id: `${options.zoneId}-${label}-${number}`,
      number: String(number),
      position: { x: column * seatSpacing, y: 0 },
      category: options.category,
    }));
    return { label, position: { x: 0, y: place * rowSpacing }, seats };
  });
}
