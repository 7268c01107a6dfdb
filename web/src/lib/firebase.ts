import { initializeApp } from 'firebase/app';

declare global {
  var __FIREBASE_DEFAULTS__: object | undefined;
}

/**
 * The SDKs look for default settings in `globalThis.__FIREBASE_DEFAULTS__`, then in a
 * `__FIREBASE_DEFAULTS__` cookie. This app passes its settings itself, so it says it has no
 * defaults: otherwise Auth reads `document.cookie` as it loads, a synchronous call to the browser
 * that showed in a returning visitor's page load (docs/performance/first-load.md, "Auth start-up order").
 * (Only in the browser: the server render shares its process with the functions.)
 */
if (typeof document !== 'undefined') globalThis.__FIREBASE_DEFAULTS__ ??= {};

const env = import.meta.env;
const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-carcajada';

/**
 * The Firebase app, needed on every page. Auth, Firestore and Functions live in their own modules
 * (auth, firestore-lite, live-firestore, functions), each loaded when first needed, so the first
 * paint of a page waits for none of them (home ≤ 150 kB of JavaScript).
 * Demo fallbacks keep the emulators working without a real Firebase project.
 */
export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || '000000000000',
  appId: env.VITE_FIREBASE_APP_ID || '1:000000000000:web:0000000000000000',
});

export const usesEmulators = env.VITE_USE_EMULATORS === 'true';

/** "host:port" from an optional override (tests pass the emulators:exec hosts), else the default. */
function hostAndPort(override: string | undefined, fallback: string): { host: string; port: number } {
  const [host = '127.0.0.1', port = ''] = (override || fallback).split(':');
  return { host, port: Number(port) };
}

const authEmulator = hostAndPort(env.VITE_AUTH_EMULATOR_HOST, '127.0.0.1:9099');

export const EMULATOR_HOSTS = {
  auth: `http://${authEmulator.host}:${authEmulator.port}`,
  firestore: hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST, '127.0.0.1:8080'),
  functions: hostAndPort(env.VITE_FUNCTIONS_EMULATOR_HOST, '127.0.0.1:5001'),
};

/**
 * App Check (reCAPTCHA Enterprise), which the callables enforce in production (APP_CHECK_ENFORCED):
 * started when the build has a site key, never against the emulators (App Check cannot run
 * offline). Its SDK is fetched apart, so a build without a key ships none of it.
 */
const appCheckSiteKey = env.VITE_APP_CHECK_SITE_KEY;
if (appCheckSiteKey && !usesEmulators && typeof window !== 'undefined') {
  void import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
    initializeAppCheck(firebaseApp, {
      provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    }),
  );
}
