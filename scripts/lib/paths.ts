import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Generated, never committed: the launcher jar, the local firebase config's helpers. */
export const RUNTIME_DIR = path.join(ROOT_DIR, '.runtime');
export const PROJECT_ID = 'demo-carcajada';
export const FIREBASE_BIN = path.join(ROOT_DIR, 'node_modules/.bin/firebase');
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/**
 * Where `npm test` keeps each layer's report, exit code and wall time (tests/run-layers.ts). A run
 * the launcher test starts is given a folder of its own, so it never clears the reports of the
 * run it is part of.
 */
export const TEST_REPORTS_ENV = 'CARCAJADA_TEST_REPORTS_DIR';
export const TEST_REPORTS_DIR = process.env[TEST_REPORTS_ENV] ?? path.join(ROOT_DIR, 'tests/artifacts/reports');

/** The contract's ports; firebase.json says the same for the emulators. */
export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  tasks: 9499,
  /** Firebase Hosting emulator: web/dist with firebase.json's headers (the hosting-headers test). */
  hosting: 5002,
  web: 5173,
  mercadoPago: 8090,
  emulatorHub: 4400,
  /** The local mail catcher (maildev): SMTP, and its web inbox and REST API. */
  smtp: 1025,
  mailInbox: 1080,
  /** The wallet stand-in: the Google Wallet REST API and its OAuth token endpoint, and its controls. */
  walletApi: 8095,
  /** The wallet stand-in's APNs (HTTP/2, no TLS): the pushes that tell phones a pass changed. */
  apns: 8096,
  /** The WhatsApp Cloud API stand-in: its API, and its phone-like chat pages. */
  whatsapp: 8097,
} as const;
