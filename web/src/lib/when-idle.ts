/**
 * Runs `work` once the page's first contentful paint is on screen and the browser is idle (at the
 * latest `timeoutMs` after that paint): what the first paint and hydration do not need waits until
 * they are done. Idle alone did not mean painted: in Lighthouse's runs of Mis tickets the idle
 * callback came before the first paint was presented, so Auth's download finished before it and
 * Lighthouse's simulation counted it in that paint (docs/performance/first-load.md, "Auth start-up order").
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof window === 'undefined') return;
  void afterFirstContentfulPaint().then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
    else window.setTimeout(work, 200);
  });
}

/** How long a page that never paints (a hidden tab) holds back what waits for its first paint. */
const FIRST_PAINT_FALLBACK_MS = 1_000;

/**
 * Resolves once the browser has reported the page's first contentful paint (at once if it has),
 * or after FIRST_PAINT_FALLBACK_MS; at once in a browser without paint timing.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const supported =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported || performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const fallback = window.setTimeout(done, FIRST_PAINT_FALLBACK_MS);
    function done() {
      window.clearTimeout(fallback);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint' });
  });
}

/**
 * Resolves once the browser has painted its next frame: a task after that frame's
 * `requestAnimationFrame`. A hidden tab, which never paints, goes on after `fallbackMs`.
 */
export function afterNextPaint(fallbackMs = 200): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, fallbackMs);
    if (typeof window.requestAnimationFrame !== 'function') return;
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** Resolves in a later task: work after it does not lengthen the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
