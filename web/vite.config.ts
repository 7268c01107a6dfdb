import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Keeping Firebase code the app never runs off every page:
 * - reactfire imports every Firebase product at its top level. Declaring Storage, Remote Config,
 *   the full Firestore SDK and Functions side-effect free drops them from the entry (only their
 *   registration runs at import); the pages that use Firestore or Functions import them lazily,
 *   which keeps them. The Realtime Database functions are referenced from a top-level table, so
 *   that import is replaced by a shim.
 * - Firestore bundles the RE2 regex engine for Pipeline queries, which the app never makes;
 *   a small RegExp-based adapter takes its place.
 */
const SIDE_EFFECT_FREE = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]@?firebase[\\/](storage|remote-config|functions)[\\/]`,
    // the full Firestore SDK, not Lite (dist/lite), which public pages use
    String.raw`[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]dist[\\/](index|common-[^\\/]+)\.esm\.js$`,
    String.raw`[\\/]node_modules[\\/]firebase[\\/]firestore[\\/]dist[\\/]esm[\\/]`,
  ].join('|'),
);
const shim = (file: string) => fileURLToPath(new URL(`./build-shims/${file}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^firebase\/database$/, replacement: shim('firebase-database.ts') },
      { find: /^re2js$/, replacement: shim('re2js.ts') },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
      output: {
        // Libraries change less often than the app: separate, cacheable vendor chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              // what every page runs (app, auth, reactfire); Firestore and Functions split by use
              name: 'firebase',
              test: /[\\/]node_modules[\\/](@firebase[\\/](app|auth|component|logger|util)|firebase[\\/](app|auth)|reactfire|idb|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
