/** The pieces `npm start`, `npm test` and `npm run bench` assemble: checks, builds, servers. */
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { prepareEmulators, type PreparedEmulators } from './emulators.js';
import { writeLocalSettings, type LocalSettingsOptions } from './local-settings.js';
import { log, MissingPrerequisite } from './log.js';
import { NPM, PORTS, ROOT_DIR } from './paths.js';
import { onShutdownSignal, startProcess, stopAll } from './processes.js';

export { exitOf, startProcess } from './processes.js';
export { FIREBASE_BIN, NPM } from './paths.js';

const PORT_NAMES: Record<keyof typeof PORTS, string> = {
  auth: 'Auth emulator',
  firestore: 'Firestore emulator',
  functions: 'Functions emulator',
  tasks: 'Cloud Tasks emulator',
  web: 'web app',
  mercadoPago: 'Mercado Pago stand-in',
  emulatorHub: 'Emulator hub',
};

function portAnswers(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Vite listens on "localhost", which may be ::1 only. */
async function portInUse(port: number): Promise<boolean> {
  const answers = await Promise.all(['127.0.0.1', '::1'].map((host) => portAnswers(port, host)));
  return answers.some(Boolean);
}

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

export async function waitForPort(port: number, label: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portInUse(port))) {
    if (Date.now() > deadline) throw new Error(`${label} did not open port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Free ports, the generated local settings, the functions built, the emulators located. */
export async function prepareStack(settings: LocalSettingsOptions = {}): Promise<PreparedEmulators> {
  await assertPortsFree();
  writeLocalSettings(settings);
  log.step('Wrote functions/.env.local, functions/.secret.local and web/.env.local (generated, not committed)');
  const prepared = await prepareEmulators();
  log.step('Building the functions');
  execFileSync(NPM, ['run', 'build', '-w', 'functions'], { cwd: ROOT_DIR, stdio: 'inherit', env: prepared.env });
  return prepared;
}

export async function startMercadoPagoStandIn(): Promise<void> {
  const main = path.join(ROOT_DIR, 'packages/mp-standin/src/main.ts');
  startProcess('mercado-pago', process.execPath, ['--import', 'tsx', main, String(PORTS.mercadoPago)], {
    cwd: ROOT_DIR,
  });
  await waitForPort(PORTS.mercadoPago, 'Mercado Pago stand-in');
}

/** `vite preview` of web/dist on 5173: the contract's WEB_BASE_URL, where back URLs land. */
export async function startBuiltWebApp(env: NodeJS.ProcessEnv): Promise<void> {
  startProcess('web', NPM, ['run', 'preview', '-w', 'web'], { cwd: ROOT_DIR, env });
  await waitForPort(PORTS.web, 'web app (vite preview)');
}

/**
 * Runs a script's main part, names what went wrong, always stops every child (also on Ctrl-C,
 * which exits with `exitCodeOnSignal`) and exits with the main part's code.
 */
export async function runStack(main: () => Promise<number>, { exitCodeOnSignal = 130 } = {}): Promise<never> {
  onShutdownSignal(async () => {
    log.step('Stopping everything…');
    await stopAll();
    process.exit(exitCodeOnSignal);
  });
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
  } finally {
    await stopAll();
  }
  process.exit(code);
}
