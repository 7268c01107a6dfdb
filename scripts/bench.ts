/**
 * `npm run bench`: performance figures against the same stack `npm test` uses — the built web app
 * on 5173 (with a build manifest and hidden source maps for the bundle report), the Mercado Pago
 * stand-in, and fresh emulators that bench/run.ts seeds before measuring. Prints every figure and
 * writes bench/results/*.json; budget lines say OK or EXCEEDED without failing the run.
 * Arguments go to bench/run.ts: `npm run bench -- --only lighthouse`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { log } from './lib/log.js';
import { ROOT_DIR } from './lib/paths.js';
import {
  exitOf,
  FIREBASE_BIN,
  NPM,
  prepareStack,
  runStack,
  startBuiltWebApp,
  startMercadoPagoStandIn,
  startProcess,
} from './lib/stack.js';

const TSX_BIN = path.join(ROOT_DIR, 'node_modules/.bin/tsx');

await runStack(async () => {
  const { env, commonArgs } = await prepareStack();
  log.step('Building the web app (with its build manifest and hidden source maps)');
  execFileSync(NPM, ['run', 'build', '-w', 'web', '--', '--manifest', '--sourcemap', 'hidden'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env,
  });
  await startMercadoPagoStandIn();
  await startBuiltWebApp(env);
  const bench = startProcess(
    'bench',
    FIREBASE_BIN,
    ['emulators:exec', ...commonArgs, [`${TSX_BIN} bench/run.ts --seed`, ...process.argv.slice(2)].join(' ')],
    {
      cwd: ROOT_DIR,
      env,
    },
  );
  return exitOf(bench);
});
