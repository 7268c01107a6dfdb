import { isBuiltAsset, type CacheUrlsMessage } from './service-worker-assets';
import { startUp } from './start-up';

/** The app's worker (src/sw.ts, built by vite-plugin-pwa): its precache is the attendee's offline app. */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and settled (start-up.ts, the last phase:
 * 3 s after `load`, when idle), then hands it the page's own scripts and stylesheet. Registering
 * at `load` (the plugin's own snippet) started the precache while a phone's first visit was still
 * fetching and drawing the page itself. Only a production build has the worker: the dev server
 * (`npm start`'s 5173) answers /sw.js with the app's HTML, which the browser refuses with a
 * SecurityError.
 */
export function registerServiceWorkerWhenSettled(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).then(sendLoadedAssets, reportRegistrationFailure);
  startUp.serviceWorker(register);
}

/**
 * The shell (entry, React, Firebase, the stylesheet) is not in the precache: this page has loaded
 * it, so the worker (the one installing on a first visit, or the one in place) is sent its URLs and
 * caches them from the browser's HTTP cache (Hosting serves them immutable). Every visit sends
 * them, and so does a deploy's new worker found while the page is open: on activating, it drops
 * from the precache what its own list does not hold, and the shell must be in its cache by then.
 */
function sendLoadedAssets(registration: ServiceWorkerRegistration): void {
  sendTo(registration.installing ?? registration.waiting ?? registration.active);
  registration.addEventListener('updatefound', () => sendTo(registration.installing));
}

function sendTo(worker: ServiceWorker | null): void {
  const urlsToCache = worker ? loadedAssetUrls() : [];
  if (!worker || urlsToCache.length === 0) return;
  const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache } };
  worker.postMessage(message);
}

/** The build's scripts and stylesheet this page has loaded: the document's, and those loaded since. */
function loadedAssetUrls(): string[] {
  const inDocument = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
    (script) => script.src,
  );
  const linked = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
  ].map((link) => link.href);
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urls = [...inDocument, ...linked, ...loaded].filter((url) =>
    isBuiltAsset(new URL(url, location.href), location.origin),
  );
  return [...new Set(urls)];
}

/**
 * A worker that cannot register (a private window, a blocked script) costs only the offline copy:
 * the page works on, and the console says why there is none.
 */
function reportRegistrationFailure(error: unknown): void {
  console.warn('Carcajada: no service worker, so no offline copy of the app:', error);
}
