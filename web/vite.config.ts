import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { appShellFile } from './build/app-shell-file.ts';
import { buildIdentity } from './build/build-identity.ts';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { offlinePrecache } from './build/offline-precache.ts';
import { HYDRATE_AFTER_PAINT, pagePreloads } from './build/page-preloads.ts';
import { hostingHeadersForPreview } from './build/preview-headers.ts';
import { moduleSideEffects, RESOLVE_ALIASES, shimReactfireImports } from './build/reactfire-shims.ts';
import { robotsSitemapLine } from './build/robots-sitemap.ts';
import { zoomPanPinchWithoutInlineStyles } from './build/zoom-pan-pinch-styles.ts';

/**
 * The web app's build, wired from named plugins (web/build/, one file each); which pages are
 * drawn, preloaded and grouped comes from the page manifest (packages/domain, PAGES).
 */

/**
 * `vite build --ssr src/entry-server.tsx` (web's `build:ssr`): the renderer eventPage uses, one
 * self-contained module tree (React, the router, the app) for Node, in production mode.
 */
const ssrBuild = (mode: string): UserConfig => ({
  plugins: [react(), shimReactfireImports(), buildIdentity(mode)],
  resolve: { alias: RESOLVE_ALIASES },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: true,
    target: 'node22',
    sourcemap: true,
    rolldownOptions: { treeshake: { moduleSideEffects } },
  },
});

const browserBuild = (mode: string): UserConfig => ({
  plugins: [
    react(),
    shimReactfireImports(),
    buildIdentity(mode),
    pagePreloads(mode),
    robotsSitemapLine(mode),
    appShellFile(),
    offlinePrecache(),
    zoomPanPinchWithoutInlineStyles(),
  ],
  resolve: { alias: RESOLVE_ALIASES },
  // the seat views' worker (a module worker): its lazy imports stay lazy, as on the page
  worker: { format: 'es', rolldownOptions: { treeshake: { moduleSideEffects } } },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true, headers: hostingHeadersForPreview(mode) },
  build: {
    // dist/.vite/manifest.json (Hosting ignores dot folders): the bench's bundle step reads it,
    // in `npm test` too (tests/e2e/bench-steps.test.ts)
    manifest: true,
    // One stylesheet for every route: a page the server drew (an event's detail) is styled
    // from its first paint, before its lazy chunk arrives (about 11 kB gzip in all).
    cssCodeSplit: false,
    rolldownOptions: {
      // the app, and the script of the pages eventPage draws, which loads the app once they have
      // painted (src/hydrate-after-paint.ts)
      input: { index: 'index.html', [HYDRATE_AFTER_PAINT]: 'src/hydrate-after-paint.ts' },
      treeshake: { moduleSideEffects },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
});

export default defineConfig(({ mode, isSsrBuild }) => (isSsrBuild ? ssrBuild(mode) : browserBuild(mode)));
