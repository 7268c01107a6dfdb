import { MAX_SEAT_BLOCKS, seatBlockCount, splitSeats } from '@carcajada/domain';
import { takeSeats, totalSeats, type BlockSeats } from './block-arithmetic.js';

/** What a capacity change does to a show's seat blocks: block id → its new seats_left (changed blocks only). */
export type SeatResize =
  | { ok: true; seatsTaken: number; seatsLeft: number; blocks: Record<string, number> }
  | { ok: false; seatsTaken: number };

/** Seats sold or held: the capacity minus what the blocks still hold (none when there was no limit). */
export function seatsTaken(blocks: readonly BlockSeats[], capacity: number | null): number {
  return capacity === null ? 0 : Math.max(0, capacity - totalSeats(blocks));
}

/** A show that had no limit gets a fresh inventory (nothing was counted against it). */
function freshInventory(blocks: readonly BlockSeats[], capacity: number): SeatResize {
  const counts = splitSeats(capacity, seatBlockCount(capacity));
  const result: Record<string, number> = {};
  // blocks left over from an older inventory are emptied, not deleted (a ticket may still return seats there)
  for (const block of blocks) result[block.id] = 0;
  counts.forEach((seats, index) => (result[String(index)] = seats));
  return { ok: true, seatsTaken: 0, seatsLeft: capacity, blocks: result };
}

/**
 * Resizes the blocks by the difference, so taken seats stay taken: fewer seats come out of the
 * blocks that still hold some; more seats are spread over the blocks the new capacity calls for
 * (new blocks start empty). Refused when the new capacity is below the seats already taken.
 * Pure: the caller read the blocks in its transaction and writes the result there.
 */
export function resizeSeats(blocks: readonly BlockSeats[], capacity: number | null, next: number): SeatResize {
  if (capacity === null) return freshInventory(blocks, next);
  const taken = seatsTaken(blocks, capacity);
  if (next < taken) return { ok: false, seatsTaken: taken };
  const left = totalSeats(blocks);
  const delta = next - capacity;
  const seatsOf = new Map(blocks.map((block) => [block.id, Math.max(0, block.seatsLeft)]));
  const result: Record<string, number> = {};
  if (delta < 0) {
    for (const [id, seats] of Object.entries(takeSeats(blocks, -delta) ?? {})) result[id] = seatsOf.get(id)! - seats;
  } else if (delta > 0) {
    const count = Math.min(MAX_SEAT_BLOCKS, Math.max(blocks.length, seatBlockCount(next)));
    splitSeats(delta, count).forEach((seats, index) => {
      if (seats > 0) result[String(index)] = (seatsOf.get(String(index)) ?? 0) + seats;
    });
  }
  return { ok: true, seatsTaken: taken, seatsLeft: left + delta, blocks: result };
}
