import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject, type Plugin } from 'vitest/config';

/**
 * Web layer: React components in happy-dom (support/happy-dom-environment.ts) against the real
 * emulators (demo-carcajada).
 * The app reads its Firebase settings from import.meta.env, filled here from the standard
 * emulator variables that `firebase emulators:exec` sets (defaults: the dev stack's ports).
 */
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';

/**
 * As in the app's build (web/vite.config.ts): reactfire's useObservable gets a server snapshot, so
 * a page the server drew hydrates (hydration.test.tsx) as it does in the browser.
 */
function reactfireServerSnapshot(): Plugin {
  const shim = fileURLToPath(new URL('../../web/build-shims/reactfire-use-sync-external-store.ts', import.meta.url));
  return {
    name: 'carcajada:reactfire-server-snapshot',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'use-sync-external-store/shim' && importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)
        ? shim
        : null,
  };
}

/**
 * Files that need a fresh app each: they hand the app what a page arrived with (embedded data, a
 * preloaded read, the server's render), which the app keeps in module state for the page's life.
 */
export const WEB_ISOLATED_FILES = [
  'app-routes.test.tsx',
  'checkout-payments-config-preload.test.tsx',
  'events-embedded-data.test.tsx',
  'hydration.test.tsx',
  'legal-page-hydration.test.tsx',
  'legal-pages.test.tsx',
  'service-worker.test.ts',
  'show-legal-lines.test.tsx',
  'start-up-order.test.ts',
];

/**
 * The web layer's two runners: `web` keeps each worker's modules from file to file (each file
 * still renders its own tree and signs its own user out), which spares the app's import and a
 * happy-dom per file; `web-isolated` runs WEB_ISOLATED_FILES with a fresh module graph each.
 */
export function webProject(name: 'web' | 'web-isolated') {
  const isolated = name === 'web-isolated';
  return defineProject({
    plugins: [react(), reactfireServerSnapshot()],
    // the build's identity (web/vite.config.ts), which the server renderer carries
    define: { 'import.meta.env.CARCAJADA_BUILD': JSON.stringify('web-tests') },
    test: {
      name,
      root: import.meta.dirname,
      include: isolated ? WEB_ISOLATED_FILES : ['**/*.test.tsx', '**/*.test.ts'],
      exclude: isolated ? [] : [...WEB_ISOLATED_FILES, '**/node_modules/**'],
      isolate: isolated,
      environment: fileURLToPath(new URL('./support/happy-dom-environment.ts', import.meta.url)),
      setupFiles: ['./support/setup.ts'],
      // one file at a time: the browser journeys beside it are the wave's longest runner, and a
      // second worker here only took CPU from them (docs/performance/test-suite.md); the list
      // tests hold their grid against the catalogue as other files change it
      fileParallelism: true,
      maxWorkers: 1,
      // the isolated files bring their own shows (or none), and run before the seed is loaded
      globalSetup: isolated ? [] : ['../support/setup/seed.ts'],
      // processed by Vite, so the plugin above reaches reactfire's own imports
      server: { deps: { inline: ['reactfire'] } },
      // several findBy* waits of up to 15 s each (support/setup.ts), a callable's answer up to 60 s
      // (support/waits.ts), on a loaded machine
      testTimeout: 120_000,
      hookTimeout: 30_000,
      env: {
        VITE_USE_EMULATORS: 'true',
        VITE_FIREBASE_PROJECT_ID: 'demo-carcajada',
        VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
        VITE_AUTH_EMULATOR_HOST: authHost,
        VITE_FUNCTIONS_EMULATOR_HOST: functionsHost,
        VITE_WHATSAPP_NUMBER: '573001112233',
      },
    },
  });
}

export default webProject('web');
