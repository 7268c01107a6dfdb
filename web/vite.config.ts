import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Keeping Firebase code the app never runs off every page:
 * - reactfire imports every Firebase product at its top level. Storage and Remote Config only
 *   register themselves, so declaring them side-effect free drops them; the Realtime Database
 *   functions are referenced from a top-level table, so that import is replaced by a shim.
 * - Firestore bundles the RE2 regex engine for Pipeline queries, which the app never makes;
 *   a small RegExp-based adapter takes its place.
 */
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@firebase[\\/](storage|remote-config)|firebase[\\/](storage|remote-config))[\\/]/;
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
              name: 'firebase',
              test: /[\\/]node_modules[\\/](@firebase|firebase|reactfire|idb|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
