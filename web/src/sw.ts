import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ASSETS_CACHE, isBuiltAsset } from './lib/service-worker-assets';

/**
 * The app's service worker (built by vite-plugin-pwa's injectManifest into /sw.js; which files it
 * precaches: web/build/offline-precache.ts). The shell's scripts and stylesheet are not in the
 * precache: the page that registers the worker has loaded them already, and sends their URLs
 * (lib/service-worker.ts, CACHE_URLS), which the worker puts in the cache-first route's cache from
 * the browser's HTTP cache.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The offline shell (web/build/app-shell-file.ts, APP_SHELL_FILE): every page without a copy of its
 * own answers with it when there is no network.
 */
const APP_SHELL_URL = '/app.html';

// a new deploy takes over on the next visit
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages network first: a deploy's new HTML (and the content drawn into it) is what a connected
// visit gets; with no network, the last copy of the page, or the precached shell.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 30 }), new PrecacheFallbackPlugin({ fallbackURL: APP_SHELL_URL })],
  }),
);

// The build's scripts and stylesheet outside the precache: the shell the page sent, and whatever a
// page loads later (cache first: their names change with their content). Vary is ignored: a file
// the worker fetched for the page (CACHE_URLS) was stored with the worker's request headers, not
// the page's, and a server that answers `Vary: Origin` (vite preview) would make it never match.
registerRoute(
  ({ url }) => isBuiltAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

// CACHE_URLS from the page: each URL through the routes above (a built asset into ASSETS_CACHE)
getOrCreateDefaultRouter().addCacheListener();
