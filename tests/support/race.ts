/**
 * Races with a bounded number of calls in flight. The Functions emulator boots one Node worker per
 * concurrent request, so firing hundreds at once measures how fast 2 cores start processes, not
 * the inventory; a few dozen in flight still contend on the same documents.
 */
import { ROOT_DIR } from '../../scripts/lib/paths.js';
import { isFunctionsWorker, markedProcesses } from '../../scripts/lib/run-marker.js';

export const RACE_IN_FLIGHT = 25;

export interface BoundedRun<T> {
  results: T[];
  wallMs: number;
  /** The most Functions emulator workers of this checkout seen alive during the run. */
  peakWorkers: number;
}

function functionsWorkers(): number {
  return markedProcesses().filter((process_) => process_.root === ROOT_DIR && isFunctionsWorker(process_.command))
    .length;
}

/** `call(0)` … `call(count - 1)`, at most `inFlight` at once; results in index order. */
export async function runBounded<T>(
  count: number,
  inFlight: number,
  call: (index: number) => Promise<T>,
): Promise<BoundedRun<T>> {
  const results = new Array<T>(count);
  let next = 0;
  let peakWorkers = functionsWorkers();
  const sampler = setInterval(() => (peakWorkers = Math.max(peakWorkers, functionsWorkers())), 250);
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: Math.min(inFlight, count) }, async () => {
        while (next < count) {
          const index = next++;
          results[index] = await call(index);
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  return { results, wallMs: performance.now() - started, peakWorkers: Math.max(peakWorkers, functionsWorkers()) };
}

/** One line in the test output: the race's wall time and peak workers (issue: figures, not limits). */
export function reportRace(label: string, run: BoundedRun<unknown>, inFlight: number): void {
  console.log(
    `[race] ${label}: ${run.results.length} calls, ${inFlight} in flight, ` +
      `${(run.wallMs / 1000).toFixed(1)} s, peak ${run.peakWorkers} Functions emulator workers`,
  );
}

type RaceOutcome = { ok: true } | { ok: false; status: string };

/**
 * A race's answers set against what was stored. `lost` are the Functions emulator's own 500s (its
 * proxy's worker socket broke on a starved machine, e.g. EPIPE): the call may or may not have run,
 * so a lost answer counts as a sale only when its buyer holds a ticket.
 */
export function tallyRace<T extends RaceOutcome>(
  outcomes: T[],
  buyers: { uid: string }[],
  tickets: Record<string, unknown>[],
) {
  const holders = new Set(tickets.map((ticket) => String(ticket.userId)));
  const lostAt = outcomes.flatMap((outcome, index) =>
    !outcome.ok && outcome.status.startsWith('HTTP_') ? [index] : [],
  );
  const refusedAt = outcomes.flatMap((outcome, index) => (!outcome.ok && !lostAt.includes(index) ? [index] : []));
  const soldAt = outcomes.flatMap((outcome, index) => (outcome.ok ? [index] : []));
  return {
    sold: soldAt.length,
    refused: refusedAt.map((index) => outcomes[index]!),
    lost: lostAt.length,
    lostSold: lostAt.filter((index) => holders.has(buyers[index]!.uid)).length,
    /** Buyers told "sold" who hold no ticket plus refused buyers who hold one: always 0. */
    mismatched:
      soldAt.filter((index) => !holders.has(buyers[index]!.uid)).length +
      refusedAt.filter((index) => holders.has(buyers[index]!.uid)).length,
  };
}
