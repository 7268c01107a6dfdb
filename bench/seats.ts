/**
 * Inventory benchmark (figures, not a test): the rush of 300 buyers for 150 seats, one seat each,
 * 25 calls in flight through createTicketPreference, on shows whose seats are split into 1 to 60
 * inventory documents (blocks; the layout gives one per ~10 seats, so 15 here and 500 for a
 * 5,000-seat special). Per run: wall time, tickets/s, callable latency under contention, tickets
 * sold and refused, errors, and the commits buyers lost to each other (`seatConflicts` on the
 * tickets). A last run sells a ticket type with a quota (two pools per commit: the show's blocks
 * and the type's). A first rush warms the Functions emulator's workers and is not reported.
 * The short form: 6 buyers for 3 seats, on 1 and 3 blocks and the typed show, without the warm-up.
 */
import { seatInventory } from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import type { BenchForm } from './steps.js';
import { latencyStats } from './support/pool-and-stats.js';
import { heading, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { PaymentsFixtures, type TestBuyer } from '../tests/support/fixtures/harness.js';
import { RACE_IN_FLIGHT } from '../tests/support/fixtures/race.js';
import { createBuyers, rush } from '../tests/support/fixtures/purchases.js';

/** Buyers twice the seats; the typed rush splits its quota like the layout's choice (15). */
const SIZES: Record<BenchForm, { buyers: number; capacity: number; blockCounts: number[]; warmUp: boolean }> = {
  full: { buyers: 300, capacity: 150, blockCounts: [1, 5, 15, 30, 60], warmUp: true },
  short: { buyers: 6, capacity: 3, blockCounts: [1, 3], warmUp: false },
};
const TYPED_BLOCKS = { full: 15, short: 3 } as const;
const PRICE = 45_000;
const TYPE_ID = 'general';

interface RushFigures {
  blocks: number;
  /** The same show sold through a ticket type whose quota (= capacity) has as many blocks. */
  typed: boolean;
  wallMs: number;
  sold: number;
  refused: number;
  errors: number;
  seatsTaken: number;
  latencyMs: ReturnType<typeof latencyStats>;
  conflicts: { total: number; maxPerSale: number };
  ticketsPerSecond: number;
}

/** A type with a quota equal to the capacity, its quota split into `blocks` documents too. */
async function addQuotaType(fixtures: PaymentsFixtures, eventId: string, capacity: number, blocks: number) {
  const typeRef = fixtures.db.doc(`events/${eventId}/ticket_types/${TYPE_ID}`);
  const batch = fixtures.db.batch();
  batch.set(typeRef, ticketTypeDocument({ name: 'General', price: PRICE, quota: capacity }));
  for (const block of seatInventory(capacity, capacity, blocks).blocks)
    batch.set(typeRef.collection('quota_blocks').doc(block.id), block.data);
  await batch.commit();
}

async function rushOnce(
  fixtures: PaymentsFixtures,
  buyers: TestBuyer[],
  capacity: number,
  blocks: number,
  typed = false,
): Promise<RushFigures> {
  const event = await fixtures.createEvent({ ticketPrice: PRICE, capacity, seatBlocks: blocks });
  if (typed) await addQuotaType(fixtures, event.id, capacity, blocks);
  const started = performance.now();
  const results = await rush(
    fixtures,
    { id: event.id, ticketPrice: PRICE, ...(typed && { ticketTypeId: TYPE_ID }) },
    buyers.map((buyer) => ({ buyer, quantity: 1 })),
    `bench: ${buyers.length} buyers, ${blocks} seat blocks${typed ? ' + type quota' : ''}`,
  );
  const wallMs = performance.now() - started;
  const tickets = (await fixtures.db.collection('tickets').where('eventId', '==', event.id).get()).docs;
  const conflicts = tickets.map((ticket) => Number(ticket.get('seatConflicts') ?? 0));
  const sold = results.filter((result) => result.outcome.ok).length;
  return {
    blocks,
    typed,
    wallMs: Math.round(wallMs),
    sold,
    refused: results.filter((result) => !result.outcome.ok && result.outcome.status === 'RESOURCE_EXHAUSTED').length,
    errors: results.filter((result) => !result.outcome.ok && result.outcome.status !== 'RESOURCE_EXHAUSTED').length,
    seatsTaken: capacity - (await fixtures.seatsLeftInBlocks(event.id)),
    latencyMs: latencyStats(results.map((result) => result.ms)),
    conflicts: { total: conflicts.reduce((a, b) => a + b, 0), maxPerSale: Math.max(0, ...conflicts) },
    ticketsPerSecond: Math.round((sold / wallMs) * 10_000) / 10,
  };
}

export async function runSeatsBench(form: BenchForm): Promise<BudgetCheck[]> {
  const { buyers: buyerCount, capacity, blockCounts, warmUp } = SIZES[form];
  heading(`Seats: ${buyerCount} buyers, ${RACE_IN_FLIGHT} in flight, for ${capacity} seats, one seat each`);
  const fixtures = new PaymentsFixtures();
  try {
    const buyers = await createBuyers(fixtures, buyerCount);
    // the emulator starts a worker per concurrent call: a first rush, not reported, starts them
    if (warmUp) await rushOnce(fixtures, buyers, capacity, 10);
    const runs: RushFigures[] = [];
    for (const blocks of blockCounts) runs.push(await rushOnce(fixtures, buyers, capacity, blocks));
    runs.push(await rushOnce(fixtures, buyers, capacity, TYPED_BLOCKS[form], true));
    printTable(
      [
        'inventory docs',
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
        run.typed ? `${run.blocks} + ${run.blocks} (type quota)` : String(run.blocks),
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
    writeResult('seats', { form, buyers: buyerCount, capacity, runs });
    return runs.map((run) => ({
      name: `${run.blocks} block(s)${run.typed ? ' + type quota' : ''}: seats taken = sold, never above ${capacity}`,
      actual: `${run.seatsTaken} taken, ${run.sold} sold`,
      limit: `≤ ${capacity}, equal`,
      ok: run.seatsTaken === run.sold && run.sold <= capacity,
    }));
  } finally {
    await fixtures.cleanUp();
  }
}
