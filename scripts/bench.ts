/**
 * `npm run bench`: performance figures against the same stack `npm test` uses — the built web app
 * on 5173 (with a build manifest and hidden source maps for the bundle report), the Mercado Pago
 * stand-in, and fresh emulators that bench/run.ts seeds before measuring. Prints every figure and
 * writes bench/results/*.json; budget lines say OK or EXCEEDED without failing the run. Emulator,
 * server and build output goes to bench/results/logs/<time>.log.
 * Arguments go to bench/run.ts: `npm run bench -- --only lighthouse`.
 */
import { log } from './lib/log.js';
import { ROOT_DIR } from './lib/paths.js';
import {
  buildWebApp,
  emulatorEnv,
  exitOf,
  prepareStack,
  runLogFile,
  runStack,
  startBuiltWebApp,
  startEmulators,
  startMercadoPagoStandIn,
  startProcess,
} from './lib/stack.js';

await runStack(async () => {
  const logFile = runLogFile('bench/results/logs');
  log.step(`Emulator, server and build output of this run: ${logFile}`);
  const prepared = await prepareStack({}, logFile);
  await buildWebApp('Building the web app (with hidden source maps)', ['--sourcemap', 'hidden'], prepared.env, logFile);
  await startMercadoPagoStandIn(logFile);
  await startBuiltWebApp(prepared.env, logFile);
  log.step('Starting the emulators');
  await startEmulators(prepared, logFile);
  const bench = startProcess(
    'bench',
    process.execPath,
    ['--import', 'tsx', 'bench/run.ts', '--seed', ...process.argv.slice(2)],
    {
      cwd: ROOT_DIR,
      env: emulatorEnv(prepared),
    },
  );
  const code = await exitOf(bench);
  if (code !== 0) log.step(`The bench crashed. Emulator, server and build output: ${logFile}`);
  return code;
});
