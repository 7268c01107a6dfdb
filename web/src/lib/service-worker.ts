import { startUp } from './start-up';

/** The worker vite-plugin-pwa builds (Workbox): its precache is the attendee's offline app. */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and settled (start-up.ts, the last phase:
 * 3 s after `load`, when idle). Registering at `load` (the
 * plugin's own snippet) started the precache while a phone's first visit was still fetching and
 * drawing the page itself. Only a production build has the worker: the dev server (`npm start`'s
 * 5173) answers /sw.js with the app's HTML, which the browser refuses with a SecurityError.
 */
export function registerServiceWorkerWhenSettled(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(reportRegistrationFailure);
  startUp.serviceWorker(register);
}

/**
 * A worker that cannot register (a private window, a blocked script) costs only the offline copy:
 * the page works on, and the console says why there is none.
 */
function reportRegistrationFailure(error: unknown): void {
  console.warn('Carcajada: no service worker, so no offline copy of the app:', error);
}
