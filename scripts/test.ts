/**
 * `npm test`: every test layer against real emulators. The Mercado Pago stand-in and the built
 * web app run beside them. Their output (and the builds') goes to one log file per run, whose path
 * is printed when something fails; the console keeps the test runner's summary.
 */
import { log } from './lib/log.js';
import {
  emulatorEnv,
  exitOf,
  NPM,
  prepareStack,
  runBuild,
  runLogFile,
  runStack,
  startBuiltWebApp,
  startEmulators,
  startMercadoPagoStandIn,
  startProcess,
} from './lib/stack.js';
import { ROOT_DIR } from './lib/paths.js';

/** HOLD_SECONDS in the test run, so the expiry tests see holds end (docs/decisions.md). */
const TEST_HOLD_SECONDS = 30;

await runStack(async () => {
  const logFile = runLogFile('tests/artifacts/logs');
  log.step(`Emulator, server and build output of this run: ${logFile}`);
  const prepared = await prepareStack({ holdSeconds: TEST_HOLD_SECONDS }, logFile);
  runBuild('Building the web app for the browser tests', ['run', 'build', '-w', 'web'], prepared.env, logFile);
  await startMercadoPagoStandIn(logFile);
  await startBuiltWebApp(prepared.env, logFile);
  log.step('Starting the emulators');
  await startEmulators(prepared, logFile);
  const layers = startProcess('tests', NPM, ['run', '--silent', 'test:layers', '-w', 'tests'], {
    cwd: ROOT_DIR,
    env: emulatorEnv(prepared),
  });
  const code = await exitOf(layers);
  if (code !== 0) log.step(`Something failed. Emulator, server and build output: ${logFile}`);
  return code;
});
