/**
 * `npm test`: every test layer against real emulators. The Mercado Pago stand-in runs beside
 * them; `firebase emulators:exec` runs the layers and stops the emulators afterwards.
 */
import { log } from './lib/log.js';
import { PORTS, ROOT_DIR } from './lib/paths.js';
import { exitOf, FIREBASE_BIN, NPM, prepareStack, runStack, startMercadoPagoStandIn, startProcess } from './lib/stack.js';
import { execFileSync } from 'node:child_process';

await runStack(async () => {
  const { env, commonArgs } = await prepareStack({ ...PORTS, web: undefined } as Partial<typeof PORTS>);
  log.step('Building the web app for the browser tests');
  execFileSync(NPM, ['run', 'build', '-w', 'web'], { cwd: ROOT_DIR, stdio: 'inherit', env });
  await startMercadoPagoStandIn();
  const layers = startProcess('tests', FIREBASE_BIN, ['emulators:exec', ...commonArgs, `${NPM} run test:layers -w tests`], {
    cwd: ROOT_DIR,
    env,
  });
  return exitOf(layers);
});
