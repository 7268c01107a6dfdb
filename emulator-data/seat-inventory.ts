import { seatBlockCount, splitSeats } from '@carcajada/domain';

export interface SeatInventory {
  /** Fields of the event document. */
  event: { capacity: number; seats_left: number };
  /** events/{id}/seat_blocks/{id} documents, ids "0"… */
  blocks: { id: string; data: { seats_left: number } }[];
}

/**
 * The seat documents of a show with `capacity` seats of which `seatsLeft` are free, split into
 * blocks as the functions expect them. Shared by the seed, the tests and the bench.
 */
export function seatInventory(
  capacity: number,
  seatsLeft = capacity,
  blocks = seatBlockCount(capacity),
): SeatInventory {
  return {
    event: { capacity, seats_left: seatsLeft },
    blocks: splitSeats(seatsLeft, blocks).map((seats, index) => ({ id: String(index), data: { seats_left: seats } })),
  };
}
