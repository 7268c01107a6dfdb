/**
 * The launcher behind npm test / start / bench: however a run ends — it passes, it fails, Ctrl-C
 * at any phase, SIGTERM — nothing it started is left running and every port is free within
 * seconds; and a run refuses to start beside what an earlier one left behind. `npm start` also
 * fires the scheduled functions by itself, and its Ctrl-C stops that scheduler with the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bogotaDateString, queueDrawDocument, queueEntryId, seatInventory } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { queueEntryDocument } from '@carcajada/domain/stored/queue-entry';
import { SCHEDULES_ENV } from '../../scripts/lib/local-schedules.js';
import { PORTS, ROOT_DIR, TEST_REPORTS_ENV } from '../../scripts/lib/paths.js';
import { portInUse } from '../../scripts/lib/ports.js';
import { isFunctionsWorker, markedProcesses, RUN_MARK } from '../../scripts/lib/run-marker.js';
import { adminDb } from '../support/e2e/admin.js';

/** The run this test belongs to: its own processes are not the started run's leftovers. */
const thisRun = process.env[RUN_MARK]?.split('|').pop();

interface StartedRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let current: StartedRun | undefined;
/** The runs started here keep their reports apart from those of the run this test is part of. */
const reportsOfStartedRuns = fs.mkdtempSync(path.join(os.tmpdir(), 'carcajada-launcher-reports-'));
afterAll(() => fs.rmSync(reportsOfStartedRuns, { recursive: true, force: true }));

/** A run a failed test left going is stopped the way a person would, then whatever it left killed. */
afterEach(async () => {
  if (current?.child.exitCode === null) {
    current.child.kill('SIGTERM');
    await Promise.race([current.exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  for (const { pid } of startedProcesses()) process.kill(pid, 'SIGKILL');
});

/**
 * `npm test` or `npm start` as a terminal starts it (package.json: one Node process, TypeScript
 * through tsx's loader): its own process group, so Ctrl-C can reach the group.
 */
function startRun(script: 'test' | 'start', env: Record<string, string>, through: 'node' | 'npm' = 'node'): StartedRun {
  const [command, args] =
    through === 'npm' ? npmRun(script) : [process.execPath, ['--import', 'tsx', `scripts/${script}.ts`]];
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, [TEST_REPORTS_ENV]: reportsOfStartedRuns, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  current = { child, output: () => output, exited };
  return current;
}

const startTestRun = (env: Record<string, string>) => startRun('test', env);

/** `npm run <script>` with the npm that runs this suite (npm_execpath), else the one on PATH. */
function npmRun(script: string): [string, string[]] {
  const npm = process.env.npm_execpath;
  return npm ? [process.execPath, [npm, 'run', script, '--silent']] : ['npm', ['run', script, '--silent']];
}

async function until(condition: () => boolean, what: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const startedProcesses = () =>
  markedProcesses().filter((process_) => process_.root === ROOT_DIR && process_.runId !== thisRun);

async function busyPorts(): Promise<number[]> {
  const ports = Object.values(PORTS);
  const inUse = await Promise.all(ports.map(portInUse));
  return ports.filter((_, index) => inUse[index]);
}

/**
 * Once the run has ended (an interrupted one within a minute, a whole one within ten): within
 * seconds, no process it started and no port it held.
 */
async function expectNothingLeft(run: StartedRun, exitWithinMs = 60_000): Promise<void> {
  await Promise.race([
    run.exited,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`the run did not exit:\n${run.output()}`)), exitWithinMs),
    ),
  ]);
  const deadline = Date.now() + 15_000;
  let left = startedProcesses();
  let ports = await busyPorts();
  while ((left.length > 0 || ports.length > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = startedProcesses();
    ports = await busyPorts();
  }
  expect(left.map((process_) => process_.command)).toEqual([]);
  expect(ports).toEqual([]);
}

/** The rules layer needs only the Firestore emulator, and this file is one of its shortest: the lightest whole run. */
const RULES_ONLY = { TEST_LAYERS: 'rules', TEST_FILTER: 'cancelled-dates' };
const FUNCTIONS_CHECKIN = { TEST_LAYERS: 'functions', TEST_FILTER: 'checkin' };

describe('a test run leaves nothing behind', () => {
  it('Ctrl-C while the functions build', async () => {
    const run = startTestRun(FUNCTIONS_CHECKIN);
    await until(() => run.output().includes('Building the functions'), 'the functions build');
    process.kill(-run.child.pid!, 'SIGINT');
    await expectNothingLeft(run);
    expect(await run.exited).toBe(130);
  });

  it('SIGTERM while the emulators start', async () => {
    const run = startTestRun(RULES_ONLY);
    await until(() => run.output().includes('Starting the emulators'), 'the emulators to start');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    run.child.kill('SIGTERM');
    await expectNothingLeft(run);
    expect(await run.exited).not.toBe(0);
  });

  it("SIGINT to npm alone (an editor's stop button) while the emulators start", async () => {
    const run = startRun('test', RULES_ONLY, 'npm');
    await until(() => run.output().includes('Starting the emulators'), 'the emulators to start');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // not the group: npm relays it to its script, which must be the launcher itself (`exec`), not a shell
    process.kill(run.child.pid!, 'SIGINT');
    await expectNothingLeft(run);
    expect(await run.exited).not.toBe(0);
  });

  it('Ctrl-C while Functions emulator workers serve a test', async () => {
    const run = startTestRun(FUNCTIONS_CHECKIN);
    await until(
      () => startedProcesses().some((process_) => isFunctionsWorker(process_.command)),
      'a Functions emulator worker',
    );
    process.kill(-run.child.pid!, 'SIGINT');
    await expectNothingLeft(run);
  });

  it('a run that passes, and one that fails', async () => {
    const passing = startTestRun(RULES_ONLY);
    await expectNothingLeft(passing, 600_000);
    // the run's own output names what went wrong (it once exited 1 in a fresh clone, unexplained)
    expect(await passing.exited, passing.output()).toBe(0);
    expect(passing.output()).toMatch(/^(\[tests\] )?\d+ passed, 0 failed, 0 skipped$/m);

    const failing = startTestRun({ TEST_LAYERS: 'rules', TEST_FILTER: 'no-such-test-file' });
    await expectNothingLeft(failing, 600_000);
    expect(await failing.exited, failing.output()).toBe(1);
  });

  it('refuses to start beside a worker an earlier run left, naming it', async () => {
    const leftover = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'functionsEmulatorRuntime'], {
      env: { ...process.env, [RUN_MARK]: `${ROOT_DIR}|an-earlier-run` },
      stdio: 'ignore',
    });
    try {
      await until(() => startedProcesses().some((process_) => process_.pid === leftover.pid), 'the leftover');
      const run = startTestRun(RULES_ONLY);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('1 Functions emulator workers');
      expect(run.output()).toContain(`pids ${leftover.pid}`);
      expect(run.output()).toContain('npm run stop');
    } finally {
      leftover.kill('SIGKILL');
    }
  });
});

/** A queued date of `npm start`'s emulator whose sale opens in `opensInMs`, one account waiting. */
async function queuedDateWithOneWaiting(opensInMs: number): Promise<FirebaseFirestore.DocumentReference> {
  const id = `fila-lanzador-${Date.now()}`;
  const start = new Date(Date.now() + 4 * 24 * 3_600_000);
  const seats = seatInventory(20);
  const event = adminDb().doc(`events/${id}`);
  await event.set({
    ...eventDocument({
      slug: id,
      name: 'Especial con fila (lanzador)',
      description: 'Una fecha con fila virtual que se abre sola.',
      city: 'Bogotá',
      venue: { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3' },
      start,
      date: bogotaDateString(start),
      time: '20:00',
      ticket_price: 0,
    }),
    ...seats.event,
    sale_opens_at: Timestamp.fromMillis(Date.now() + opensInMs),
    queue: true,
  });
  for (const block of seats.blocks) await event.collection('seat_blocks').doc(block.id).set(block.data);
  // a place taken before the opening, as joinQueue writes it: its drawn rank kept by the server
  const place = { eventId: id, userId: 'cuenta-en-fila', rank: 0.5 };
  const entry = adminDb().doc(`queue/${queueEntryId(id, place.userId)}`);
  await entry.set(queueEntryDocument(place));
  await adminDb()
    .doc(`queue_draw/${queueEntryId(id, place.userId)}`)
    .set(queueDrawDocument(place));
  return entry;
}

/** Every scheduled function sooner than its own cadence, so one run sees each fire. */
const QUICK_SCHEDULES = [
  'admitFromQueue=every 5 seconds',
  'reconcilePayments=every 20 seconds',
  'sendShowDayRemindersDaily=every 20 seconds',
  'sweepWaitlistOffers=every 20 seconds',
].join(';');
const SCHEDULED = ['admitFromQueue', 'reconcilePayments', 'sendShowDayRemindersDaily', 'sweepWaitlistOffers'];

/** The scheduler's lines in the run's log file (its path is on the first line of the output). */
function schedulerLines(run: StartedRun): string[] {
  const logFile = /its output goes to (\S+)/.exec(run.output())?.[1];
  if (!logFile || !fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('[schedules] '));
}

describe('npm start', () => {
  it('fires the scheduled functions by itself: a queued date opens and admits; Ctrl-C stops it all', async () => {
    const run = startRun('start', { [SCHEDULES_ENV]: QUICK_SCHEDULES });
    await until(() => run.output().includes('Press Ctrl-C'), 'npm start to be up', 900_000);
    expect(run.output()).toContain('Schedules run locally: admitFromQueue every 5 seconds, reconcilePayments every');
    try {
      const entry = await queuedDateWithOneWaiting(15_000);
      // nobody calls admitFromQueueNow: the scheduler's steps open, draw and admit
      const deadline = Date.now() + 300_000;
      const admitted = () => entry.get().then((doc) => doc.get('status') === 'admitted' && doc.get('position') === 1);
      while (!(await admitted()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await entry.get()).data(), run.output()).toMatchObject({ status: 'admitted', position: 1 });
    } finally {
      await adminDb().terminate();
    }
    // each of the others ran through the emulator too, without a failure
    const ran = (name: string) => schedulerLines(run).some((line) => line.startsWith(`[schedules] ${name} ran`));
    await until(() => SCHEDULED.every(ran), 'every scheduled function to run', 180_000);
    expect(schedulerLines(run).filter((line) => line.includes('failed'))).toEqual([]);

    process.kill(-run.child.pid!, 'SIGINT');
    await expectNothingLeft(run);
    expect(await run.exited).toBe(0);
  });
});
