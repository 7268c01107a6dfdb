import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroupModules } from '../../packages/domain/src/page-manifest.ts';
import { APP_SHELL_FILE } from './app-shell-file.ts';
import { pageFiles } from './bundle-chunks.ts';

/**
 * What an attendee opens offline beyond the shell: their pages' chunk (the manifest's `attendee`
 * group, Firestore Lite with it), the QR modal, and what Mis tickets imports as it starts for the
 * signed-in session (Auth and the account): with no connection a failed import of those leaves
 * the page without its last copy. Not the tickets' read (`read-user-tickets.ts`, with the ticket
 * schema and the zod it ships, about 60 kB): the page imports it only to read online (a browser
 * that knows it is offline never does), and where it fails (a network the browser calls online)
 * the page shows its last copy as after a failed read. A page that loaded it had it cached too.
 */
const OFFLINE_MODULES = [
  ...chunkGroupModules('attendee'),
  'src/features/tickets/components/QrModal.tsx',
  'src/lib/auth.ts',
  'src/features/auth/stores/auth-session.ts',
  'src/features/auth/stores/account-source.ts',
];

/**
 * What the service worker precaches (docs/performance/first-load.md, "Service worker"): app.html, the offline
 * shell, and OFFLINE_MODULES' chunks, less what the entry loads. The shell's scripts and stylesheet
 * are not in it: every page has loaded them by the time the worker installs, and sends it their URLs
 * (src/lib/service-worker.ts), which the worker caches from the browser's HTTP cache (src/sw.ts).
 * Filled once the bundle is written; the worker, built after it, precaches these and nothing else
 * (but for the favicon and the web app manifest, which the plugin adds itself).
 */
function offlineFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'carcajada:offline-files',
    apply: 'build',
    // the bundle is complete here, and the worker not yet built
    writeBundle(_options, bundle) {
      files.clear();
      const modules = OFFLINE_MODULES.flatMap((module) => pageFiles(bundle, module).map((file) => file.slice(1)));
      for (const file of [APP_SHELL_FILE, ...modules]) files.add(file);
    },
  };
  return { plugin, files };
}

/**
 * Installable app (contract v3, "The show day on the attendee's phone"): the manifest and the app's
 * own Workbox service worker (src/sw.ts, built by injectManifest), whose precache is offlineFiles,
 * not the whole build (the organizer's and the door's pages included). Its routes: pages network
 * first (only with no network does the last page seen, or the precached shell, answer); the build's
 * other scripts and the stylesheet cache first, as a page loads them or sends them (their names
 * change with their content). The app registers the worker itself, after the page has settled
 * (src/lib/start-up.ts).
 */
function installableApp(offline: Set<string>): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    // registered by the app once the page has settled (src/lib/service-worker.ts), not at `load`
    injectRegister: false,
    // the favicon only: the install icons are fetched when the app is installed, online
    includeAssets: ['favicon.svg'],
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Carcajada · Shows de comedia',
      short_name: 'Carcajada',
      description: 'Compra entradas para shows de comedia y stand up en Colombia, y llévalas en tu teléfono.',
      lang: 'es-CO',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#2a0d12',
      background_color: '#0d0a0b',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // one classic script, as the app registers it (no `type: 'module'`)
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      manifestTransforms: [
        (entries) => {
          if (offline.size === 0) throw new Error('The offline files were not computed before the service worker');
          return { manifest: entries.filter((entry) => offline.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

/**
 * The offline precache as plugins: the one that lists the attendee's offline files from the
 * bundle, then the service worker's, which precaches that list. One list per config load.
 */
export function offlinePrecache(): Plugin[] {
  const offline = offlineFiles();
  return [offline.plugin, ...installableApp(offline.files)];
}
