import fs from 'node:fs';

/** Where the end-to-end journeys find the stack (emulators:exec sets the emulator hosts). */
export const E2E_PROJECT_ID = 'demo-carcajada';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
/** The contract's WEB_BASE_URL: Mercado Pago's back URLs land here. */
export const WEB_URL = process.env.E2E_WEB_URL ?? 'http://localhost:5173';
export const MERCADO_PAGO_URL = process.env.E2E_MERCADO_PAGO_URL ?? 'http://127.0.0.1:8090';
/**
 * Chromium's headless shell when it is installed (Playwright's own headless browser: the same
 * engine without the desktop browser around it, about a third less CPU over the journeys,
 * docs/performance/test-suite.md), else Debian's Chromium; CHROMIUM_PATH chooses another.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((binary) => fs.existsSync(binary)) ??
  '/usr/bin/chromium';

// firebase-admin reads these to reach the emulators instead of production.
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
// No Google Cloud metadata server here: skip the lookup (and its warnings) for credentials.
process.env.METADATA_SERVER_DETECTION ??= 'none';
