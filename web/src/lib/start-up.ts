import { afterNextPaint, whenIdle } from './when-idle';

/**
 * The order a visit starts in, stated once (docs/performance/first-load.md, "Auth start-up order" and
 * "Service worker"; Lighthouse's figures there depend on it). Each phase is asked for by the module
 * that does its work, through the function of the same name below, which holds it back as far as
 * it must wait:
 *
 * 1. `paint`: a page drawn in the browser renders as soon as its route's chunk is loaded (the
 *    boot stage covers the wait); a page eventPage drew has painted before any script ran.
 * 2. `hydrate`: a drawn page hydrates once the browser has painted its next frame (main.tsx).
 * 3. `auth`: the session, once the first contentful paint is reported and the browser is idle. A
 *    returning visitor's Auth waits at most a second for idleness; anyone else is said signed out,
 *    with no Auth fetched (the current-user store, which starts when the app first renders). A page
 *    that signs in loads Auth with its chunk instead (routes.tsx, `auth: true`).
 * 4. `qrModal`: Mis tickets' QR dialog, once the list is drawn and the browser is idle.
 * 5. `serviceWorker`: the worker registers 3 s after `load`, when idle, so its precache stays out
 *    of the page's first seconds (a production build only: lib/service-worker.ts).
 *
 * `qrModal` comes before `serviceWorker` when Mis tickets draws its list at once (from the copy
 * kept for the door): the dialog waits for idleness after the paint, the worker for `load` + 3 s.
 */
export const START_UP_ORDER = ['paint', 'hydrate', 'auth', 'qrModal', 'serviceWorker'] as const;
export type StartUpPhase = (typeof START_UP_ORDER)[number];

/** The longest a returning visitor's session waits for the browser to be idle before it is restored. */
const SESSION_START_TIMEOUT_MS = 1_000;

/**
 * Long enough after `load` for a page's lazily loaded part (Mis tickets' list, a drawn page's
 * hydration) to have painted, short enough that a buyer who opened Mis tickets online has the
 * offline copy of the app well before reaching the door.
 */
const WORKER_AFTER_LOAD_MS = 3_000;

/** Runs `work` once the page has loaded (at once when it has). */
function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}

/** How each phase waits, from the moment it is asked for. */
export const startUp = {
  /** Renders at once: nothing is scheduled before the first paint. */
  paint: (render: () => void): void => render(),
  /** After the browser's next frame: the drawn page stays on screen while the app hydrates it. */
  hydrate: (hydrate: () => void): void => void afterNextPaint().then(hydrate),
  /** A returning visitor's Auth: after the reported first paint, when idle (at most 1 s). */
  auth: (start: () => void): void => whenIdle(start, SESSION_START_TIMEOUT_MS),
  /** Signed out, with no Auth to fetch: said when idle after the paint (a synchronous render). */
  signedOut: (say: () => void): void => whenIdle(say),
  /** The QR dialog's chunk: when idle after the list is drawn. */
  qrModal: (load: () => void): void => whenIdle(load),
  /** The service worker: 3 s after `load`, when idle. */
  serviceWorker: (register: () => void): void =>
    afterLoad(() => window.setTimeout(() => whenIdle(register), WORKER_AFTER_LOAD_MS)),
} satisfies Record<StartUpPhase | 'signedOut', (work: () => void) => void>;
