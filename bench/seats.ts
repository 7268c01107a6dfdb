/**
 * Seats benchmark (figures, not a test): the rush of 300 buyers for 100 seats, one seat each,
 * 25 calls in flight through createTicketPreference, on shows whose seats are split into 1, 2, 5
 * and 10 blocks. Per run: wall time, callable latency under contention, tickets sold and refused,
 * errors, and the commits buyers lost to each other (`seatConflicts` on the tickets).
 * A first rush warms the Functions emulator's workers and is not reported.
 */
import { latencyStats } from './payments-support.js';
import { heading, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { PaymentsFixtures, type TestBuyer } from '../tests/support/payments-fixtures.js';
import { RACE_IN_FLIGHT } from '../tests/support/race.js';
import { createBuyers, rush } from '../tests/support/seats-fixtures.js';

const BUYERS = 300;
const CAPACITY = 100;
const PRICE = 45_000;
const BLOCK_COUNTS = [1, 2, 5, 10];

interface RushFigures {
  blocks: number;
  wallMs: number;
  sold: number;
  refused: number;
  errors: number;
  seatsTaken: number;
  latencyMs: ReturnType<typeof latencyStats>;
  conflicts: { total: number; maxPerSale: number };
  ticketsPerSecond: number;
}

async function rushOnce(fixtures: PaymentsFixtures, buyers: TestBuyer[], blocks: number): Promise<RushFigures> {
  const event = await fixtures.createEvent({ ticketPrice: PRICE, capacity: CAPACITY, seatBlocks: blocks });
  const started = performance.now();
  const results = await rush(
    fixtures,
    { id: event.id, ticketPrice: PRICE },
    buyers.map((buyer) => ({ buyer, quantity: 1 })),
    `bench: ${buyers.length} buyers, ${blocks} seat blocks`,
  );
  const wallMs = performance.now() - started;
  const tickets = (await fixtures.db.collection('tickets').where('eventId', '==', event.id).get()).docs;
  const conflicts = tickets.map((ticket) => Number(ticket.get('seatConflicts') ?? 0));
  const sold = results.filter((result) => result.outcome.ok).length;
  return {
    blocks,
    wallMs: Math.round(wallMs),
    sold,
    refused: results.filter((result) => !result.outcome.ok && result.outcome.status === 'RESOURCE_EXHAUSTED').length,
    errors: results.filter((result) => !result.outcome.ok && result.outcome.status !== 'RESOURCE_EXHAUSTED').length,
    seatsTaken: CAPACITY - (await fixtures.seatsLeftInBlocks(event.id)),
    latencyMs: latencyStats(results.map((result) => result.ms)),
    conflicts: { total: conflicts.reduce((a, b) => a + b, 0), maxPerSale: Math.max(0, ...conflicts) },
    ticketsPerSecond: Math.round((sold / wallMs) * 10_000) / 10,
  };
}

export async function runSeatsBench(): Promise<BudgetCheck[]> {
  heading(`Seats: ${BUYERS} buyers, ${RACE_IN_FLIGHT} in flight, for ${CAPACITY} seats, one seat each`);
  const fixtures = new PaymentsFixtures();
  try {
    const buyers = await createBuyers(fixtures, BUYERS);
    await rushOnce(fixtures, buyers, 10); // warm-up: the emulator starts a worker per concurrent call
    const runs: RushFigures[] = [];
    for (const blocks of BLOCK_COUNTS) runs.push(await rushOnce(fixtures, buyers, blocks));
    printTable(
      [
        'blocks',
        'wall s',
        'sold',
        'refused',
        'errors',
        'p50 ms',
        'p95 ms',
        'max ms',
        'lost commits',
        'max/sale',
        'sold/s',
      ],
      runs.map((run) => [
        String(run.blocks),
        (run.wallMs / 1000).toFixed(1),
        String(run.sold),
        String(run.refused),
        String(run.errors),
        String(Math.round(run.latencyMs.p50)),
        String(Math.round(run.latencyMs.p95)),
        String(Math.round(run.latencyMs.max)),
        String(run.conflicts.total),
        String(run.conflicts.maxPerSale),
        String(run.ticketsPerSecond),
      ]),
    );
    writeResult('seats', { buyers: BUYERS, capacity: CAPACITY, runs });
    return runs.map((run) => ({
      name: `${run.blocks} block(s): seats taken = sold, never above ${CAPACITY}`,
      actual: `${run.seatsTaken} taken, ${run.sold} sold`,
      limit: `≤ ${CAPACITY}, equal`,
      ok: run.seatsTaken === run.sold && run.sold <= CAPACITY,
    }));
  } finally {
    await fixtures.cleanUp();
  }
}
