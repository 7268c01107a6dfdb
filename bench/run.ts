/**
 * The bench steps, in order: bundle report (and the service worker's precache), Firestore reads per
 * visit, the organizer dashboard's reads, Lighthouse, payments, seats, the on-sale queue.
 * `npm run bench` runs this inside `firebase emulators:exec` with `--seed`. Without `--seed`
 * it leaves the data alone, so it can run against the shared dev stack:
 *   BENCH_BASE_URL=http://localhost:4173 BENCH_WEB_DIST=/tmp/dist npx tsx bench/run.ts --only bundle,reads
 * Figures only: budget lines say OK or EXCEEDED, and the exit code is 0 unless a step crashed or
 * could not run (e.g. Lighthouse measured no page): such a step is listed and the exit code is 1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedEmulators } from '../emulator-data/seed.js';
import { runBundleReport } from './bundle.js';
import { runDashboardReads } from './dashboard-reads.js';
import { runFirestoreReads } from './firestore-reads.js';
import { runLighthouse } from './lighthouse.js';
import { runPrecacheReport } from './precache.js';
import { runQueueBench } from './queue.js';
import { runSeatsBench } from './seats.js';
import { AUTH_HOST, DEMO_USER, FIRESTORE_HOST, ROOT_DIR } from './support/config.js';
import { heading, writeResult, type BudgetCheck } from './support/report.js';
import { addDemoTickets } from './support/tickets-fixture.js';

const STEPS = ['bundle', 'reads', 'dashboard', 'lighthouse', 'payments', 'seats', 'queue'] as const;
type Step = (typeof STEPS)[number];

const { values } = parseArgs({
  options: { seed: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const only = values.only?.split(',').filter(Boolean) ?? [...STEPS];
const unknown = only.filter((step) => !(STEPS as readonly string[]).includes(step));
if (unknown.length > 0) throw new Error(`Unknown bench step(s): ${unknown.join(', ')} (known: ${STEPS.join(', ')})`);

/** Runs the payments engineer's benchmark as it is; its own exit code is reported, not inherited. */
function runPaymentsBench(): BudgetCheck[] {
  heading('Payments (bench/payments.ts)');
  const script = path.join(ROOT_DIR, 'bench/payments.ts');
  // a step that cannot run fails the bench (exit 1), never prints as if it had run
  if (!fs.existsSync(script)) throw new Error('bench/payments.ts is absent: no payments figures in this run');
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT_DIR, stdio: 'inherit' });
  const ok = run.status === 0;
  if (!ok) console.log(`bench/payments.ts exited with ${run.status ?? run.signal}: see its output above.`);
  return [
    {
      name: "bench/payments.ts's own checks",
      actual: ok ? 'passed' : `failed (exit ${run.status ?? run.signal})`,
      limit: 'passed',
      ok,
    },
  ];
}

async function runStep(step: Step): Promise<BudgetCheck[]> {
  switch (step) {
    case 'bundle':
      return [...runBundleReport().budgets, ...runPrecacheReport().budgets];
    case 'reads':
      return (await runFirestoreReads()).budgets;
    case 'dashboard':
      await runDashboardReads();
      return [];
    case 'lighthouse':
      return (await runLighthouse()).budgets;
    case 'payments':
      return runPaymentsBench();
    case 'seats':
      return runSeatsBench();
    case 'queue':
      return runQueueBench();
  }
}

if (values.seed) {
  heading('Seed');
  const seeded = await seedEmulators({ firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST });
  const tickets = await addDemoTickets(DEMO_USER);
  console.log(`Seeded ${seeded.events} events, ${seeded.users} accounts and ${tickets} tickets for ${DEMO_USER.email}`);
}

const budgets: { step: Step; check: BudgetCheck }[] = [];
const crashed: Step[] = [];
for (const step of STEPS.filter((name) => only.includes(name))) {
  try {
    (await runStep(step)).forEach((check) => budgets.push({ step, check }));
  } catch (error) {
    crashed.push(step);
    console.error(`The ${step} step failed: ${(error as Error).stack ?? String(error)}`);
  }
}

heading('Summary');
for (const { step, check } of budgets) {
  console.log(
    `${check.ok ? 'BUDGET OK      ' : 'BUDGET EXCEEDED'}  [${step}] ${check.name}: ${check.actual} (budget ${check.limit})`,
  );
}
if (crashed.length > 0) console.log(`Steps that could not run: ${crashed.join(', ')}`);
writeResult('summary', { at: new Date().toISOString(), budgets, crashed });
process.exit(crashed.length > 0 ? 1 : 0);
