/**
 * Where the bench finds the app and the emulators. `npm run bench` uses the defaults (the built
 * app on 5173 inside its own emulators); against the shared dev stack point BENCH_BASE_URL at a
 * `vite preview` of a separate build (BENCH_WEB_DIST) so nobody's dev server is disturbed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, SEED_EVENTS, SEED_USERS } from '../../emulator-data/catalog.js';
import { SEATED_SHOW_SLUG, SEATED_SHOW_TYPES } from '../../emulator-data/seated-show.js';
import { seedSeatingPlan } from '../../emulator-data/seating.js';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** BENCH_RESULTS_DIR: elsewhere (npm test's short run writes under tests/artifacts/). */
export const RESULTS_DIR = path.resolve(ROOT_DIR, process.env.BENCH_RESULTS_DIR ?? 'bench/results');
export const PROJECT_ID = 'demo-carcajada';

export const BASE_URL = (process.env.BENCH_BASE_URL ?? 'http://localhost:5173').replace(/\/$/, '');
/**
 * Where Lighthouse audits: the Hosting emulator, which serves the built app as production does
 * (firebase.json's headers and rewrites: eventPage draws `/`, `/911` and `/evento/{slug}`, every
 * other path is app.html). `BENCH_LIGHTHOUSE_BASE_URL=http://localhost:5173` audits the
 * `vite preview` copy instead, where every page is drawn in the browser.
 */
export const LIGHTHOUSE_BASE_URL = (process.env.BENCH_LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:5002').replace(
  /\/$/,
  '',
);
export const WEB_DIST_DIR = path.resolve(ROOT_DIR, process.env.BENCH_WEB_DIST ?? 'web/dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
/** The emulator hub tells where the Firestore emulator streams its rules evaluations. */
export const EMULATOR_HUB = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';

const BENCH_EVENT_SLUG = 'gran-gala-del-humor';
if (!SEED_EVENTS.some((event) => event.slug === BENCH_EVENT_SLUG)) {
  throw new Error(`The seed catalogue no longer has the event ${BENCH_EVENT_SLUG}: update bench/support/config.ts`);
}
export const EVENT_SLUG = BENCH_EVENT_SLUG;

const demoUser = SEED_USERS.find((user) => user.role === 'USER');
if (!demoUser) throw new Error('The seed catalogue has no USER account');
export const DEMO_USER = { uid: demoUser.uid, email: demoUser.email, password: DEMO_PASSWORD, name: demoUser.name };

/** The pages measured by Lighthouse and the reads-per-visit step. */
export const PAGES = {
  home: '/',
  eventDetail: `/evento/${EVENT_SLUG}`,
  checkout: `/compra/${EVENT_SLUG}?quantity=1`,
  seatedCheckout: `/compra/${SEATED_SHOW_SLUG}`,
  tickets: '/tickets',
} as const;

/** What the seed's seated checkout shows: the event, its ticket types, the plan and each zone's view. */
export const SEATED_CHECKOUT_SHOWN = {
  what: 'event, types, plan, zone views',
  count: 1 + SEATED_SHOW_TYPES.length + 1 + seedSeatingPlan().zones.length,
};

/** Debian Chromium's flags for an unattended, offline, headless run. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
