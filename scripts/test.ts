/**
 * `npm test`: every test layer against real emulators. The launcher layer runs first, with no
 * stack up (it starts and interrupts runs of this script itself); then the Mercado Pago stand-in,
 * the mail catcher, the built web app and the emulators start and the other layers run against
 * them, in waves of layers side by side (STACK_WAVES). Their output (and the builds') goes to one
 * log file per run, whose path is printed when something fails; the console keeps the test
 * runners' summaries.
 */
import fs from 'node:fs';
import { log } from './lib/log.js';
import {
  buildWebApp,
  emulatorEnv,
  exitOf,
  NPM,
  prepareStack,
  runLogFile,
  runStack,
  seedStack,
  startBuiltWebApp,
  startEmulators,
  startMailCatcher,
  startMercadoPagoStandIn,
  startWalletStandIn,
  startProcess,
  startWhatsAppStandIn,
} from './lib/stack.js';
import { ROOT_DIR, TEST_REPORTS_DIR } from './lib/paths.js';
import { unexpectedServerErrors } from './lib/server-errors.js';
import { ALL_EMULATORS, type EmulatorName } from './lib/emulators.js';

/** HOLD_SECONDS in the test run, so the expiry tests see holds end (docs/inventory.md, "Hold expiry"). */
const TEST_HOLD_SECONDS = 30;
/**
 * TASK_RETRY_SECONDS in the test run: the Cloud Tasks emulator runs a task at once, so retries
 * 1 s apart (doubling) end a hold or an offer within a second or two of its time, and the outage
 * tests' retries come as quickly.
 */
const TEST_TASK_RETRY_SECONDS = 1;
/**
 * The stack layers' runners in waves; the runners of a wave run side by side. First the functions
 * files, which make their own shows and accounts, three at a time. Then the functions files that act
 * on the whole stack (`functions-alone`), with nothing beside them that uses what they act on: the
 * rules files use only Firestore, each file in a project of its own, the unit tests (here when the
 * launcher layer does not run, BEFORE_THE_STACK) start their own servers, and the isolated web files
 * draw pages from the data they are handed, with no ticket, payment or mail; all use the CPU those
 * files leave while they wait. The last wave reads the seed, loaded once before it because loading
 * it wipes the demo project.
 */
const STACK_WAVES = [['functions'], ['unit', 'rules', 'functions-alone', 'web-isolated'], ['web', 'e2e']];
/**
 * Before the stack is up, the launcher layer's runs (which need every port of the stack free),
 * and beside them the unit tests when both run: those start only servers of their own, on ports
 * the system picks, and leave the CPU the launcher's runs spend waiting on their children.
 */
const BEFORE_THE_STACK = ['launcher', 'unit'];
/** The runners of a layer, where it has more than one (tests/run-layers.ts). */
const LAYER_RUNNERS: Record<string, string[]> = {
  functions: ['functions', 'functions-alone'],
  web: ['web', 'web-isolated'],
};
const STACK_LAYERS = ['unit', 'rules', 'functions', 'web', 'e2e'];
/** The layers that read the demo catalogue (loaded before their wave). */
const LAYERS_READING_THE_SEED = ['web', 'e2e'];
/** The layers that need web/dist: the browser journeys, and the Hosting emulator's tests. */
const LAYERS_NEEDING_THE_BUILT_APP = ['functions', 'e2e'];
/**
 * What a layer needs beside it: unit tests start their own servers, the rules tests only the
 * Firestore emulator; the others the whole stack (so `npm test -- rules` is quick).
 */
const LAYER_EMULATORS: Record<string, readonly EmulatorName[]> = { unit: [], rules: ['firestore'] };
const emulatorsFor = (layers: string[]): EmulatorName[] =>
  ALL_EMULATORS.filter((name) => layers.some((layer) => (LAYER_EMULATORS[layer] ?? ALL_EMULATORS).includes(name)));

const ALL_LAYERS = ['launcher', ...STACK_LAYERS];

/**
 * `npm test -- <layer or file> …`, the inner loop: a layer name runs that layer; anything else
 * is a test-file filter (a path fragment), run in the layer its path names (`functions/roles-and-promo-codes`,
 * `tests/web/checkin-page.test.tsx`) or else in every stack layer. TEST_LAYERS and TEST_FILTER
 * still work and add to it.
 */
function selection(args: string[]): { layers: string[]; filters: string[] } {
  const layerArgs = args.filter((arg) => ALL_LAYERS.includes(arg));
  const filters = [...(process.env.TEST_FILTER?.split(',') ?? []), ...args.filter((arg) => !ALL_LAYERS.includes(arg))]
    .map((filter) => filter.replace(/^tests\//, ''))
    .filter(Boolean);
  const fileLayers = filters.map((filter) => ALL_LAYERS.find((layer) => filter.startsWith(`${layer}/`)));
  const fromFiles = fileLayers.every(Boolean) ? (fileLayers as string[]) : STACK_LAYERS;
  const fromEnv = process.env.TEST_LAYERS?.split(',').filter(Boolean) ?? [];
  // layers named outright win; else the files' own layers; else everything
  const named = [...fromEnv, ...layerArgs];
  const chosen = named.length > 0 ? named : filters.length > 0 ? fromFiles : ALL_LAYERS;
  return { layers: ALL_LAYERS.filter((layer) => chosen.includes(layer)), filters };
}

const { layers: selected, filters } = selection(process.argv.slice(2));
const FILTER_ENV = { TEST_FILTER: filters.join(',') };

/** When this run started, for the summary's total wall time (tests/run-layers.ts). */
const RUN_STARTED_AT = { CARCAJADA_TEST_RUN_STARTED_AT: String(Date.now()) };

function runLayers(layers: string[], env: NodeJS.ProcessEnv, summary: boolean): Promise<number> {
  const args = ['run', '--silent', 'test:layers', '-w', 'tests', '--', ...layers, ...(summary ? ['--summary'] : [])];
  return exitOf(startProcess('tests', NPM, args, { cwd: ROOT_DIR, env: { ...env, ...RUN_STARTED_AT, ...FILTER_ENV } }));
}

function reportFailure(logFile: string): void {
  const serverErrors = unexpectedServerErrors(logFile);
  if (serverErrors.length > 0) log.step(`Unexpected errors the functions logged:\n  ${serverErrors.join('\n  ')}`);
  log.step(`Something failed. Emulator, server and build output: ${logFile}`);
}

async function loadSeed(): Promise<void> {
  log.step('Loading the demo catalogue');
  await seedStack();
}

await runStack(async () => {
  fs.rmSync(TEST_REPORTS_DIR, { recursive: true, force: true });
  const logFile = runLogFile('tests/artifacts/logs');
  log.step(`Emulator, server and build output of this run: ${logFile}`);
  const beforeTheStack = selected.includes('launcher')
    ? BEFORE_THE_STACK.filter((layer) => selected.includes(layer))
    : [];
  if (beforeTheStack.length > 0) await runLayers(beforeTheStack, process.env, false);
  const layers = STACK_LAYERS.filter((layer) => selected.includes(layer) && !beforeTheStack.includes(layer));
  const emulators = emulatorsFor(layers);
  if (emulators.length === 0) return runLayers(layers, process.env, true);
  const prepared = await prepareStack(
    { holdSeconds: TEST_HOLD_SECONDS, taskRetrySeconds: TEST_TASK_RETRY_SECONDS },
    logFile,
    emulators,
  );
  const withFunctions = emulators.includes('functions');
  if (withFunctions && layers.some((layer) => LAYERS_NEEDING_THE_BUILT_APP.includes(layer)))
    await buildWebApp('Building the web app for the browser tests', [], prepared.env, logFile);
  log.step('Starting the emulators');
  // the servers the functions call and the app they link to start while the emulators do
  const servers = withFunctions
    ? [
        startMercadoPagoStandIn(logFile),
        startWalletStandIn(logFile),
        startMailCatcher(logFile),
        startWhatsAppStandIn(logFile),
        startBuiltWebApp(prepared.env, logFile),
      ]
    : [];
  await Promise.all([...servers, startEmulators(prepared, logFile)]);
  const env = emulatorEnv(prepared);
  const runners = layers.flatMap((layer) => LAYER_RUNNERS[layer] ?? [layer]);
  const waves = STACK_WAVES.map((wave) => wave.filter((runner) => runners.includes(runner))).filter(
    (wave) => wave.length,
  );
  let code = 0;
  for (const [index, wave] of waves.entries()) {
    if (wave.some((runner) => LAYERS_READING_THE_SEED.includes(runner))) await loadSeed();
    code = await runLayers(wave, env, index === waves.length - 1);
  }
  if (code !== 0) reportFailure(logFile);
  return code;
});
