import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroupModules } from '../../packages/domain/src/page-manifest.ts';
import { APP_SHELL_FILE } from './app-shell-file.ts';
import { pageFiles, type OutputChunk } from './bundle-chunks.ts';

/**
 * What an attendee opens offline beyond the shell: their pages' chunk (the manifest's `attendee`
 * group), the QR modal, and what Mis tickets imports as it starts (Auth and the account for the
 * signed-in session, Firestore Lite for the read): with no connection a failed import of those
 * leaves the page without its last copy.
 */
const OFFLINE_MODULES = [
  ...chunkGroupModules('attendee'),
  'src/features/tickets/components/QrModal.tsx',
  'src/lib/auth.ts',
  'src/features/auth/stores/auth-session.ts',
  'src/features/auth/stores/account-source.ts',
  'src/features/tickets/api/read-user-tickets.ts',
];

/**
 * The files an attendee needs with no connection (docs/performance.md, "Service worker"): the shell
 * (app.html, the entry's chunks, the one stylesheet) and OFFLINE_MODULES' chunks. Filled once the
 * bundle is written; the service worker, generated after it, precaches these and nothing else
 * (but for the favicon and the web app manifest, which the plugin adds itself).
 */
function offlineFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'carcajada:offline-files',
    apply: 'build',
    // the bundle is complete here (the stylesheet is added late), and the worker not yet written
    writeBundle(_options, bundle) {
      files.clear();
      const items = Object.values(bundle);
      const chunks = items.filter((item): item is OutputChunk => item.type === 'chunk');
      const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const entryImports = chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports);
      const styles = items.filter((item) => item.fileName.endsWith('.css')).map((item) => item.fileName);
      const modules = OFFLINE_MODULES.flatMap((module) => pageFiles(bundle, module).map((file) => file.slice(1)));
      for (const file of [APP_SHELL_FILE, ...entries, ...entryImports, ...styles, ...modules]) files.add(file);
    },
  };
  return { plugin, files };
}

/**
 * Installable app (contract v3, "The show day on the attendee's phone"): the manifest and a
 * Workbox service worker that precaches what an attendee opens offline (offlineFiles: Mis tickets
 * and the QR, the event and checkout pages), about 800 kB, not the whole build (1.6 MB, the
 * organizer's and the door's pages included). Any other of the build's scripts and the
 * stylesheet are cached as a page loads them (cache first: their names change with their
 * content). Pages are network-first: a deploy's new HTML (and the content rendered into it) is
 * what a connected visit gets; only with no network does the last page seen, or the precached
 * shell, answer. skipWaiting + clientsClaim: a new deploy takes over on the next visit. The app
 * registers the worker itself, after the page has settled (web/src/lib/start-up.ts).
 */
function installableApp(offline: Set<string>): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    // registered by the app once the page has settled (src/lib/service-worker.ts), not at `load`
    injectRegister: null,
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
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      manifestTransforms: [
        (entries) => {
          if (offline.size === 0) throw new Error('The offline files were not computed before the service worker');
          return { manifest: entries.filter((entry) => offline.has(entry.url)), warnings: [] };
        },
      ],
      // navigations are answered below (network first), never from the precache first
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 30 },
            precacheFallback: { fallbackURL: `/${APP_SHELL_FILE}` },
          },
        },
        {
          // the build's hashed scripts and stylesheet outside the precache, once loaded
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 80 } },
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
