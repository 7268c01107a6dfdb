/**
 * `npm start`: the whole product locally — Auth, Firestore and Functions emulators with seed
 * data, the Mercado Pago stand-in, the Vite dev server and the built app on the Hosting emulator
 * (link previews). One Ctrl-C stops all of it.
 */
import { seedEmulators } from '../emulator-data/seed.js';
import { SEED_USERS, DEMO_PASSWORD } from '../emulator-data/catalog.js';
import { EMULATOR_HOSTS } from './lib/emulators.js';
import { log } from './lib/log.js';
import { PORTS, ROOT_DIR } from './lib/paths.js';
import { isStopping } from './lib/processes.js';
import {
  buildWebApp,
  exitOf,
  NPM,
  prepareStack,
  runStack,
  startEmulators,
  startMailCatcher,
  startMercadoPagoStandIn,
  startProcess,
  waitForPort,
} from './lib/stack.js';

await runStack(
  async () => {
    const prepared = await prepareStack();
    const { env } = prepared;
    await buildWebApp('Building the web app for the Hosting emulator', [], env);
    await startMercadoPagoStandIn();
    const inbox = await startMailCatcher();
    const emulators = await startEmulators(prepared);
    const seeded = await seedEmulators({
      firestoreHost: EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST,
      authHost: EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST,
    });
    log.step(`Seeded ${seeded.events} events and ${seeded.users} demo accounts (reset any time with: npm run seed)`);
    const web = startProcess('web', NPM, ['run', 'dev', '-w', 'web'], { cwd: ROOT_DIR, env });
    await waitForPort(PORTS.web, 'Vite dev server');
    log.step(`Carcajada is running: http://localhost:${PORTS.web}`);
    log.step(`Mail the app sends (ticket confirmations): ${inbox}`);
    log.step(
      `Demo accounts: ${SEED_USERS.map((user) => `${user.email} (${user.role})`).join(', ')} — password ${DEMO_PASSWORD}`,
    );
    log.step(`The built app with link previews (Hosting emulator): http://127.0.0.1:${PORTS.hosting}`);
    log.step('Press Ctrl-C to stop everything.');
    const first = await Promise.race([exitOf(emulators), exitOf(web)]);
    if (isStopping()) return 0;
    log.error('A process stopped unexpectedly; stopping the rest.');
    return first || 1;
  },
  { exitCodeOnSignal: 0 },
);
