import { whenIdle } from './when-idle';

/** The worker vite-plugin-pwa builds (Workbox): its precache is the whole app, about 1.4 MB. */
const WORKER_URL = '/sw.js';

/**
 * Long enough after `load` for a page's lazily loaded part (Mis tickets' list, a drawn page's
 * hydration) to have painted, short enough that a buyer who opened Mis tickets online has the
 * offline copy of the app well before reaching the door.
 */
const AFTER_LOAD_MS = 3_000;

/**
 * Registers the service worker once the page has loaded and settled. Registering at `load` (the
 * plugin's own snippet) started the 1.4 MB precache while a phone's first visit was still
 * fetching and drawing the page itself.
 */
export function registerServiceWorkerWhenSettled(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const afterLoad = () => window.setTimeout(() => whenIdle(register), AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
