/** Seats taken from each block of a show: block id → seats. Stored on the ticket so they return to where they came from. */
export type SeatTake = Record<string, number>;

export interface BlockSeats {
  id: string;
  seatsLeft: number;
}

export function totalSeats(blocks: readonly BlockSeats[]): number {
  return blocks.reduce((sum, block) => sum + Math.max(0, block.seatsLeft), 0);
}

export function seatsIn(take: SeatTake): number {
  return Object.values(take).reduce((sum, seats) => sum + seats, 0);
}

/**
 * Takes `quantity` seats from as few blocks as possible (fullest first), or null when the blocks
 * together hold fewer. Pure: the caller reads the blocks in a transaction and writes the result.
 */
export function takeSeats(blocks: readonly BlockSeats[], quantity: number): SeatTake | null {
  if (totalSeats(blocks) < quantity) return null;
  const take: SeatTake = {};
  let missing = quantity;
  for (const block of [...blocks].sort((a, b) => b.seatsLeft - a.seatsLeft)) {
    if (missing === 0) break;
    const seats = Math.min(missing, Math.max(0, block.seatsLeft));
    if (seats > 0) take[block.id] = seats;
    missing -= seats;
  }
  return take;
}

/** Blocks worth a one-block attempt: each holds the whole order; shuffled so buyers spread out. */
export function singleBlockCandidates(blocks: readonly BlockSeats[], quantity: number, random = Math.random): string[] {
  const ids = blocks.filter((block) => block.seatsLeft >= quantity).map((block) => block.id);
  for (let index = ids.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  }
  return ids;
}
