/**
 * What `npm start` prints once everything is up: where each part answers, who to sign in as, and
 * where the rest of the output went. The accounts are README's "Demo accounts" table.
 */
import path from 'node:path';
import { DEMO_PASSWORD } from '../../emulator-data/catalog.js';
import { PORTS, ROOT_DIR } from './paths.js';

/** firebase-tools' default port for the Emulator UI (firebase.json sets none). */
const EMULATOR_UI_PORT = 4000;

const DEMO_ACCOUNTS: [email: string, role: string][] = [
  ['usuario@carcajada.test', 'USER'],
  ['admin@carcajada.test', 'ADMIN'],
  ['organizador@carcajada.test', 'ORGANIZER of Risas Producciones SAS'],
  ['caribe@carcajada.test', 'ORGANIZER of Caribe Stand Up SAS'],
  ['portero@carcajada.test', 'USER, door staff of Noche de Stand Up 911'],
];

export interface BannerFacts {
  uiEnabled: boolean;
  logFile: string;
  verbose: boolean;
  /** The scheduled functions and their cadences (local-schedules.ts describeCadences). */
  cadences: string;
}

export function startBanner({ uiEnabled, logFile, verbose, cadences }: BannerFacts): string {
  const addresses: [string, string][] = [
    ['Web app (Vite dev server)', `http://localhost:${PORTS.web}`],
    ['Built app, link previews (Hosting)', `http://127.0.0.1:${PORTS.hosting}`],
    ['Mail inbox (mails the app sends)', `http://127.0.0.1:${PORTS.mailInbox}`],
    ['Wallet stand-in (pushes, Google Wallet)', `http://127.0.0.1:${PORTS.walletApi}/__control/pushes`],
    ['WhatsApp chats (messages the app sends)', `http://127.0.0.1:${PORTS.whatsapp}`],
    ...(uiEnabled ? [['Emulator UI', `http://127.0.0.1:${EMULATOR_UI_PORT}`] as [string, string]] : []),
  ];
  const width = Math.max(...addresses.map(([name]) => name.length), ...DEMO_ACCOUNTS.map(([email]) => email.length));
  return [
    '',
    ...addresses.map(([name, url]) => `  ${name.padEnd(width)}  ${url}`),
    '',
    `  Demo accounts, password ${DEMO_PASSWORD}:`,
    ...DEMO_ACCOUNTS.map(([email, role]) => `  ${email.padEnd(width)}  ${role}`),
    '',
    `  Schedules run locally: ${cadences}`,
    `  Log of the emulators, servers and builds: ${path.relative(ROOT_DIR, logFile)}`,
    verbose
      ? '  (shown here too: --verbose)'
      : '  (to see it here as well: npm start -- --verbose, or CARCAJADA_VERBOSE=1)',
    '  Reset the data: npm run seed. Press Ctrl-C to stop everything.',
    '',
  ].join('\n');
}
