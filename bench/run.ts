/**
 * The bench steps, in order (bench/steps.ts): bundle report (and the service worker's precache),
 * Firestore reads per visit, the organizer dashboard's reads, Lighthouse, payments, seats, the
 * on-sale queue.
 * `npm run bench` runs this inside `firebase emulators:exec` with `--seed`. Without `--seed`
 * it leaves the data alone, so it can run against the shared dev stack:
 *   BENCH_BASE_URL=http://localhost:4173 BENCH_WEB_DIST=/tmp/dist npx tsx bench/run.ts --only bundle,reads
 * `--short` runs each step with tiny sizes (what `npm test` runs, tests/e2e/bench-steps.test.ts).
 * Figures only: budget lines say OK or EXCEEDED, and the exit code is 0 unless a step crashed or
 * could not run (e.g. Lighthouse measured no page): such a step is listed and the exit code is 1.
 */
import { parseArgs } from 'node:util';
import { seedEmulators } from '../emulator-data/seed.js';
import { runBundleReport } from './bundle.js';
import { runDashboardReads } from './dashboard-reads.js';
import { runFirestoreReads } from './firestore-reads.js';
import { runLighthouse } from './lighthouse.js';
import { runPaymentsBench } from './payments.js';
import { runPrecacheReport } from './precache.js';
import { runQueueBench } from './queue.js';
import { runSeatsBench } from './seats.js';
import { runSeatMapBench } from './seat-map.js';
import { runSeatedBench } from './seated.js';
import { BENCH_STEPS, type BenchForm, type BenchStep } from './steps.js';
import { AUTH_HOST, DEMO_USER, FIRESTORE_HOST } from './support/config.js';
import { heading, writeResult, type BudgetCheck } from './support/report.js';
import { addDemoTickets } from './support/tickets-fixture.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'boolean', default: false },
    short: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const form: BenchForm = values.short ? 'short' : 'full';
const only = values.only?.split(',').filter(Boolean) ?? [...BENCH_STEPS];
const unknown = only.filter((step) => !(BENCH_STEPS as readonly string[]).includes(step));
if (unknown.length > 0)
  throw new Error(`Unknown bench step(s): ${unknown.join(', ')} (known: ${BENCH_STEPS.join(', ')})`);

async function runStep(step: BenchStep): Promise<BudgetCheck[]> {
  switch (step) {
    case 'bundle':
      return [...runBundleReport().budgets, ...runPrecacheReport().budgets];
    case 'reads':
      return (await runFirestoreReads(form)).budgets;
    case 'dashboard':
      await runDashboardReads(form);
      return [];
    case 'lighthouse':
      return (await runLighthouse(form)).budgets;
    case 'payments':
      return runPaymentsBench(form);
    case 'seats':
      return runSeatsBench(form);
    case 'queue':
      return runQueueBench(form);
    case 'seated':
      return runSeatedBench(form);
    case 'seatmap':
      return runSeatMapBench(form);
  }
}

if (values.seed) {
  heading('Seed');
  const seeded = await seedEmulators({ firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST });
  const tickets = await addDemoTickets(DEMO_USER);
  console.log(`Seeded ${seeded.events} events, ${seeded.users} accounts and ${tickets} tickets for ${DEMO_USER.email}`);
}

const budgets: { step: BenchStep; check: BudgetCheck }[] = [];
const crashed: BenchStep[] = [];
/** Each step's wall time, printed in the summary (the short form's cost in `npm test`). */
const seconds: Partial<Record<BenchStep, number>> = {};
for (const step of BENCH_STEPS.filter((name) => only.includes(name))) {
  const startedAt = performance.now();
  try {
    (await runStep(step)).forEach((check) => budgets.push({ step, check }));
  } catch (error) {
    crashed.push(step);
    console.error(`The ${step} step failed: ${(error as Error).stack ?? String(error)}`);
  }
  seconds[step] = Math.round((performance.now() - startedAt) / 100) / 10;
}

heading('Summary');
for (const { step, check } of budgets) {
  console.log(
    `${check.ok ? 'BUDGET OK      ' : 'BUDGET EXCEEDED'}  [${step}] ${check.name}: ${check.actual} (budget ${check.limit})`,
  );
}
console.log(
  `Wall time: ${Object.entries(seconds)
    .map(([step, time]) => `${step} ${time} s`)
    .join(', ')}`,
);
if (crashed.length > 0) console.log(`Steps that could not run: ${crashed.join(', ')}`);
writeResult('summary', { at: new Date().toISOString(), form, seconds, budgets, crashed });
process.exit(crashed.length > 0 ? 1 : 0);
