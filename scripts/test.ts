/**
 * `npm test`: every test layer against real emulators. The Mercado Pago stand-in and the built
 * web app run beside them; `firebase emulators:exec` runs the layers and then stops the emulators.
 */
import { execFileSync } from 'node:child_process';
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

/** HOLD_SECONDS in the test run; tests read it back from functions/.env.local. */
const TEST_HOLD_SECONDS = 30;

await runStack(async () => {
  // holds end within the run, so the expiry tests see them end (docs/decisions.md)
  const { env, commonArgs } = await prepareStack({ holdSeconds: TEST_HOLD_SECONDS });
  log.step('Building the web app for the browser tests');
  execFileSync(NPM, ['run', 'build', '-w', 'web'], { cwd: ROOT_DIR, stdio: 'inherit', env });
  await startMercadoPagoStandIn();
  await startBuiltWebApp(env);
  const layers = startProcess(
    'tests',
    FIREBASE_BIN,
    ['emulators:exec', ...commonArgs, `${NPM} run test:layers -w tests`],
    {
      cwd: ROOT_DIR,
      env,
    },
  );
  return exitOf(layers);
});
