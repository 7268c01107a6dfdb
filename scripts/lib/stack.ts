/** The pieces `npm start`, `npm test` and `npm run bench` assemble: checks, builds, servers. */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ALL_EMULATORS,
  EMULATOR_HOSTS,
  prepareEmulators,
  type EmulatorName,
  type PreparedEmulators,
} from './emulators.js';
import { writeLocalSettings, type LocalSettingsOptions } from './local-settings.js';
import { log, MissingPrerequisite } from './log.js';
import { portInUse } from './ports.js';
import { mailCatcherArgs, MAILDEV_BIN } from './mail-catcher.js';
import { hashOfInputs, WEB_BUILD_INPUTS } from '../../web/build/build-inputs.js';
import { seedEmulators } from '../../emulator-data/seed.js';
import { FIREBASE_BIN, NPM, PORTS, PROJECT_ID, ROOT_DIR } from './paths.js';
import { describeProcesses, leftoversOfEarlierRuns } from './run-marker.js';
import { exitOf, isStopping, onShutdownSignal, startProcess, stopAll } from './processes.js';

export { exitOf, startProcess } from './processes.js';
export { FIREBASE_BIN, NPM } from './paths.js';

const PORT_NAMES: Record<keyof typeof PORTS, string> = {
  auth: 'Auth emulator',
  firestore: 'Firestore emulator',
  functions: 'Functions emulator',
  tasks: 'Cloud Tasks emulator',
  hosting: 'Hosting emulator',
  web: 'web app',
  mercadoPago: 'Mercado Pago stand-in',
  emulatorHub: 'Emulator hub',
  smtp: 'mail catcher (SMTP)',
  mailInbox: 'mail catcher (web inbox)',
  walletApi: 'wallet stand-in (Google Wallet API)',
  apns: 'wallet stand-in (APNs)',
  whatsapp: 'WhatsApp stand-in',
};

async function assertPortsFree(): Promise<void> {
  const entries = Object.entries(PORTS) as [keyof typeof PORTS, number][];
  const taken = (
    await Promise.all(entries.map(async ([key, port]) => ((await portInUse(port)) ? key : undefined)))
  ).filter((key): key is keyof typeof PORTS => key !== undefined);
  if (taken.length === 0) return;
  const names = taken.map((key) => `${PORTS[key]} (${PORT_NAMES[key]})`).join(', ');
  throw new MissingPrerequisite(
    `Port(s) already in use: ${names}. Is another npm start or npm test running? Stop it first.`,
  );
}

/**
 * Refuses to start beside what an earlier run of this checkout left running (an interrupted run's
 * Functions workers hold gigabytes and ports), naming it and how to end it.
 */
function assertNoLeftovers(): void {
  const leftovers = leftoversOfEarlierRuns();
  if (leftovers.length === 0) return;
  throw new MissingPrerequisite(
    `Processes of an earlier or running npm start / test / bench of this checkout are still there: ` +
      `${describeProcesses(leftovers)} (pids ${leftovers.map((leftover) => leftover.pid).join(' ')}). ` +
      'If no other run is going on, end them with: npm run stop',
  );
}

export async function waitForPort(port: number, label: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portInUse(port))) {
    if (Date.now() > deadline) throw new Error(`${label} did not open port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Where a run's emulator, server and build output goes (`<dir>/<time>.log`) so the console keeps
 * only figures and summaries.
 */
export function runLogFile(relativeDir: string): string {
  const dir = path.join(ROOT_DIR, relativeDir);
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
}

/**
 * A build step: its output goes to the log file when there is one, and is named if it fails. It
 * runs as a child of this run (not a blocking call), so Ctrl-C or SIGTERM stops it at once.
 */
export async function runBuild(label: string, args: string[], env: NodeJS.ProcessEnv, logFile?: string): Promise<void> {
  log.step(label);
  const code = await exitOf(startProcess('build', NPM, args, { cwd: ROOT_DIR, env, logFile }));
  if (code === 0 || isStopping()) return;
  throw new Error(`${label} failed${logFile ? `: its output is in ${logFile}` : ''}`);
}

const WEB_BUILD_STAMP = path.join(ROOT_DIR, 'web/dist/.build-inputs');

/** A build whose inputs (web/build/build-inputs.ts) did not change is not made again. */
function webBuildInputsHash(args: string[]): string {
  return hashOfInputs(ROOT_DIR, WEB_BUILD_INPUTS, args.join(' '));
}

/** `vite build` of web/, skipped when web/dist was built from the same sources and arguments. */
export async function buildWebApp(
  label: string,
  extraArgs: string[],
  env: NodeJS.ProcessEnv,
  logFile?: string,
): Promise<void> {
  const inputs = webBuildInputsHash(extraArgs);
  if (fs.existsSync(WEB_BUILD_STAMP) && fs.readFileSync(WEB_BUILD_STAMP, 'utf8') === inputs) {
    log.step(`${label}: web/dist is up to date`);
    return;
  }
  const args = ['run', 'build', '-w', 'web', ...(extraArgs.length > 0 ? ['--', ...extraArgs] : [])];
  // Vite makes a development build (DEV true, the dev banner's probe) under any other NODE_ENV,
  // e.g. the `test` a vitest process hands down to the `npm start` the launcher tests run.
  // no stamp while the build runs, and none after a build that Ctrl-C cut short: web/dist is
  // then half old, and the next run must build it again rather than call it up to date
  fs.rmSync(WEB_BUILD_STAMP, { force: true });
  await runBuild(label, args, { ...env, NODE_ENV: 'production' }, logFile);
  if (isStopping()) return;
  fs.writeFileSync(WEB_BUILD_STAMP, inputs);
}

/**
 * Free ports, the generated local settings, the emulators located and, when the Functions
 * emulator is one of them, the functions built.
 */
export async function prepareStack(
  settings: LocalSettingsOptions = {},
  logFile?: string,
  emulators: readonly EmulatorName[] = ALL_EMULATORS,
): Promise<PreparedEmulators> {
  assertNoLeftovers();
  await assertPortsFree();
  writeLocalSettings(settings);
  log.detail('Wrote functions/.env.local, functions/.secret.local and web/.env.local (generated, not committed)');
  const prepared = await prepareEmulators(emulators);
  if (emulators.includes('functions'))
    await runBuild('Building the functions', ['run', 'build', '-w', 'functions'], prepared.env, logFile);
  return prepared;
}

export async function startMercadoPagoStandIn(logFile?: string): Promise<void> {
  const main = path.join(ROOT_DIR, 'packages/mp-standin/src/main.ts');
  startProcess('mercado-pago', process.execPath, ['--import', 'tsx', main, String(PORTS.mercadoPago)], {
    cwd: ROOT_DIR,
    logFile,
  });
  await waitForPort(PORTS.mercadoPago, 'Mercado Pago stand-in');
}

/** The wallet stand-in: APNs (the pass pushes) and the Google Wallet REST API, recorded for tests. */
export async function startWalletStandIn(logFile?: string): Promise<void> {
  const main = path.join(ROOT_DIR, 'packages/wallet-standin/src/main.ts');
  startProcess('wallet', process.execPath, ['--import', 'tsx', main, String(PORTS.walletApi), String(PORTS.apns)], {
    cwd: ROOT_DIR,
    logFile,
  });
  await Promise.all([
    waitForPort(PORTS.walletApi, 'wallet stand-in (Google Wallet API)'),
    waitForPort(PORTS.apns, 'wallet stand-in (APNs)'),
  ]);
}

/**
 * The WhatsApp Cloud API stand-in: takes the functions' template sends (WHATSAPP_API_URL), shows
 * each number's chat on its own page, and posts signed status callbacks to whatsappWebhook.
 */
export async function startWhatsAppStandIn(logFile?: string): Promise<string> {
  const main = path.join(ROOT_DIR, 'packages/whatsapp-standin/src/main.ts');
  startProcess('whatsapp', process.execPath, ['--import', 'tsx', main, String(PORTS.whatsapp)], {
    cwd: ROOT_DIR,
    logFile,
  });
  await waitForPort(PORTS.whatsapp, 'WhatsApp stand-in');
  return `http://127.0.0.1:${PORTS.whatsapp}`;
}

/** maildev: catches every mail the functions send (SMTP_URL) and shows it in a web inbox. */
export async function startMailCatcher(logFile?: string): Promise<string> {
  startProcess('mail', MAILDEV_BIN, mailCatcherArgs(PORTS.smtp, PORTS.mailInbox), { cwd: ROOT_DIR, logFile });
  await Promise.all([
    waitForPort(PORTS.smtp, 'mail catcher (SMTP)'),
    waitForPort(PORTS.mailInbox, 'mail catcher (web inbox)'),
  ]);
  return `http://127.0.0.1:${PORTS.mailInbox}`;
}

/** `vite preview` of web/dist on 5173: the contract's WEB_BASE_URL, where back URLs land. */
export async function startBuiltWebApp(env: NodeJS.ProcessEnv, logFile?: string): Promise<void> {
  startProcess('web', NPM, ['run', 'preview', '-w', 'web'], { cwd: ROOT_DIR, env, logFile });
  await waitForPort(PORTS.web, 'web app (vite preview)');
}

/** The Functions emulator answers once its functions are loaded (before that: 404 for every name). */
async function waitForFunctionsLoaded(timeoutMs = 180_000): Promise<void> {
  const url = `http://${EMULATOR_HOSTS.FUNCTIONS_EMULATOR_HOST}/${PROJECT_ID}/us-central1/createTicketPreference`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // a CORS preflight: answered once the function exists, and logs nothing
    const status = await fetch(url, { method: 'OPTIONS' })
      .then((response) => response.status)
      .catch(() => 0);
    if (status !== 0 && status !== 404) return;
    if (Date.now() > deadline)
      throw new Error(`the Functions emulator did not load the functions within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * `firebase emulators:start` with every emulator of firebase.json; resolves once they answer.
 * Fails at once if the emulators exit while starting.
 */
export async function startEmulators(prepared: PreparedEmulators, logFile?: string): Promise<ChildProcess> {
  const started = prepared.emulators;
  const emulators = startProcess('emulators', FIREBASE_BIN, ['emulators:start', ...prepared.commonArgs], {
    cwd: ROOT_DIR,
    env: prepared.env,
    logFile,
  });
  const exited = exitOf(emulators).then((code) => {
    throw new Error(`the emulators stopped while starting (exit ${code})${logFile ? `: see ${logFile}` : ''}`);
  });
  await Promise.race([
    exited,
    Promise.all(
      started.map((name) =>
        name === 'functions' ? waitForFunctionsLoaded() : waitForPort(PORTS[name], PORT_NAMES[name]),
      ),
    ),
  ]);
  exited.catch(() => undefined);
  return emulators;
}

/**
 * The scheduled functions at their cadence (local-schedules.ts), which the Functions emulator
 * never fires: a process of the stack like the others, stopped with them.
 */
export function startLocalSchedules(logFile?: string): ChildProcess {
  const main = path.join(ROOT_DIR, 'scripts/lib/run-schedules.ts');
  return startProcess('schedules', process.execPath, ['--import', 'tsx', main], { cwd: ROOT_DIR, logFile });
}

/** Loads the demo catalogue into this stack's emulators (wiping the demo project first). */
export function seedStack(): ReturnType<typeof seedEmulators> {
  return seedEmulators({
    firestoreHost: EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST,
    authHost: EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST,
  });
}

/** What a process needs to reach the running emulators (firebase-admin, rules tests, the bench). */
export function emulatorEnv(prepared: PreparedEmulators): NodeJS.ProcessEnv {
  return {
    ...prepared.env,
    ...EMULATOR_HOSTS,
    CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${PORTS.tasks}`,
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${PORTS.emulatorHub}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
}

/** How many of the log's last lines a failed run shows (the build error, the emulator's complaint). */
const FAILURE_LOG_LINES = 25;

/** The log's last lines and its path, for a run that stopped on a failure. */
function showLogAfterFailure(logFile: string): void {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trimEnd().split('\n') : [];
  if (lines.length > 0) console.error(`${lines.slice(-FAILURE_LOG_LINES).join('\n')}\n`);
}

interface RunStackOptions {
  exitCodeOnSignal?: number;
  /** The run's log file: a failure shows its last lines and names it. */
  logFile?: string;
}

/**
 * Runs a script's main part, names what went wrong, always stops every child (also on Ctrl-C,
 * which exits with `exitCodeOnSignal`) and exits with the main part's code.
 */
export async function runStack(
  main: () => Promise<number>,
  { exitCodeOnSignal = 130, logFile }: RunStackOptions = {},
): Promise<never> {
  let signalled = false;
  onShutdownSignal(async () => {
    signalled = true;
    log.step('Stopping everything…');
    await stopAll();
    process.exit(exitCodeOnSignal);
  });
  let code = 1;
  let failure: unknown;
  try {
    code = await main();
  } catch (error) {
    failure = error;
  } finally {
    await stopAll();
  }
  // Ctrl-C also ends the step it interrupted (a build, say), whose failure may arrive before the
  // signal does: once everything is stopped, the signal decides how the run ends
  if (signalled) process.exit(exitCodeOnSignal);
  if (logFile && (failure !== undefined || code !== 0)) showLogAfterFailure(logFile);
  if (failure !== undefined) log.error(failure instanceof Error ? failure.message : String(failure));
  if (logFile && (failure !== undefined || code !== 0)) log.error(`The whole output of this run: ${logFile}`);
  process.exit(code);
}
