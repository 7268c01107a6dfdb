/**
 * `npm start`: the whole product locally — Auth, Firestore and Functions emulators with seed
 * data, the Mercado Pago stand-in, the Vite dev server and the built app on the Hosting emulator
 * (link previews), and a scheduler that runs the scheduled functions at their cadence (the
 * emulator never fires them). One Ctrl-C stops all of it. The console gets a few progress lines and a banner
 * of addresses and accounts; the emulators', servers' and builds' output goes to a log file
 * (`--verbose` or CARCAJADA_VERBOSE=1 shows it too). A failure shows the log's last lines and path.
 */
import { describeCadences, scheduledFunctions, withLocalCadences } from './lib/local-schedules.js';
import { log } from './lib/log.js';
import { PORTS, ROOT_DIR } from './lib/paths.js';
import { isStopping, showLoggedOutputOnConsole } from './lib/processes.js';
import {
  buildWebApp,
  exitOf,
  NPM,
  prepareStack,
  runLogFile,
  runStack,
  seedStack,
  startEmulators,
  startLocalSchedules,
  startMailCatcher,
  startMercadoPagoStandIn,
  startWalletStandIn,
  startProcess,
  startWhatsAppStandIn,
  waitForPort,
} from './lib/stack.js';
import { startBanner } from './lib/start-banner.js';

const verbose = process.argv.includes('--verbose') || ['1', 'true'].includes(process.env.CARCAJADA_VERBOSE ?? '');
const logFile = runLogFile('.runtime/logs');
log.alsoTo(logFile, { verbose });
if (verbose) showLoggedOutputOnConsole();

await runStack(
  async () => {
    log.step(`Starting Carcajada (a minute or two); its output goes to ${logFile}`);
    const prepared = await prepareStack({}, logFile);
    const { env } = prepared;
    await buildWebApp('Building the web app for the Hosting emulator', [], env, logFile);
    await startMercadoPagoStandIn(logFile);
    await startWalletStandIn(logFile);
    await startMailCatcher(logFile);
    await startWhatsAppStandIn(logFile);
    log.step('Starting the emulators');
    const emulators = await startEmulators(prepared, logFile);
    const seeded = await seedStack();
    log.step(`Seeded ${seeded.events} events and ${seeded.users} demo accounts`);
    const cadences = describeCadences(withLocalCadences(await scheduledFunctions()));
    const schedules = startLocalSchedules(logFile);
    const web = startProcess('web', NPM, ['run', 'dev', '-w', 'web'], { cwd: ROOT_DIR, env, logFile });
    await waitForPort(PORTS.web, 'Vite dev server');
    log.step(`Carcajada is running: http://localhost:${PORTS.web}`);
    console.log(startBanner({ uiEnabled: prepared.uiEnabled, logFile, verbose, cadences }));
    const first = await Promise.race([exitOf(emulators), exitOf(web), exitOf(schedules)]);
    if (isStopping()) return 0;
    log.error('A process stopped unexpectedly; stopping the rest.');
    return first || 1;
  },
  { exitCodeOnSignal: 0, logFile },
);
