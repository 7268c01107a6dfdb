import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/**
 * Keeping Firebase code the app never runs off every page:
 * - reactfire imports every Firebase product at its top level. Storage and Remote Config only
 *   register themselves, so declaring them side-effect free drops them. The Realtime Database,
 *   Auth, Firestore and Functions functions it imports are replaced by shims for reactfire alone
 *   (the app never uses those hooks), so Auth, Firestore and Functions load only when the app
 *   needs them (lib/auth-loader.ts, the api modules), with their registration intact.
 * - reactfire's `useObservable` uses React's useSyncExternalStore through a shim that passes no
 *   server snapshot, which React needs to server-render and hydrate a page (contract v3): a shim
 *   of ours passes its snapshot as both.
 * - The shared domain package is side-effect free: only what a chunk uses ships with it.
 * - Firestore bundles the RE2 regex engine for Pipeline queries, which the app never makes;
 *   a small RegExp-based adapter takes its place.
 */
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@firebase[\\/](storage|remote-config)|firebase[\\/](storage|remote-config))[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]/;

/** Rolldown's `treeshake.moduleSideEffects`, for the browser build and the server renderer alike. */
export const moduleSideEffects = (id: string): boolean => !SIDE_EFFECT_FREE.test(id);

const REACTFIRE_SHIMS: Record<string, string> = {
  'firebase/auth': 'reactfire-auth.ts',
  'firebase/firestore': 'reactfire-firestore.ts',
  'firebase/functions': 'reactfire-functions.ts',
  'use-sync-external-store/shim': 'reactfire-use-sync-external-store.ts',
};
const shim = (file: string) => fileURLToPath(new URL(`../build-shims/${file}`, import.meta.url));

export const RESOLVE_ALIASES: Alias[] = [
  { find: /^firebase\/database$/, replacement: shim('firebase-database.ts') },
  { find: /^re2js$/, replacement: shim('re2js.ts') },
];

/** Swaps reactfire's own Firestore and Functions imports for the shims above. */
export function shimReactfireImports(): Plugin {
  return {
    name: 'carcajada:shim-reactfire-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = REACTFIRE_SHIMS[source];
      return file && importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) ? shim(file) : null;
    },
  };
}
