/**
 * The service worker's registration: only a production build has /sw.js (the dev server answers
 * it with the app's HTML, a SecurityError), and a registration the browser refuses is reported,
 * never left as an uncaught error on the page. Once registered, the worker is handed the scripts and
 * the stylesheet the page loaded (the shell is not in its precache).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenSettled } from '../../web/src/lib/service-worker';

/** Past the registration's wait after `load` (3 s) and its idle callback (at most 2 s). */
const PAST_SETTLING_MS = 10_000;

const register = vi.fn<(url: string, options?: RegistrationOptions) => Promise<unknown>>();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  vi.useFakeTimers();
  register.mockReset();
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  process.off('unhandledRejection', onUnhandled);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(performance, 'getEntriesByType');
  document.head.replaceChildren();
});

/** Lets the page settle, then a real task, so an unhandled rejection would have been reported. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(PAST_SETTLING_MS);
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('service worker registration', () => {
  it('registers nothing on the dev server, which has no /sw.js', async () => {
    vi.stubEnv('PROD', false);
    registerServiceWorkerWhenSettled();
    await settle();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js in a production build once the page has settled', async () => {
    vi.stubEnv('PROD', true);
    register.mockResolvedValue({ installing: null, waiting: null, active: null, addEventListener: vi.fn() });
    registerServiceWorkerWhenSettled();
    await settle();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('reports a refused registration instead of leaving it uncaught', async () => {
    vi.stubEnv('PROD', true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new DOMException('The script has an unsupported MIME type', 'SecurityError');
    register.mockRejectedValue(refusal);
    registerServiceWorkerWhenSettled();
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no service worker'), refusal);
    expect(unhandled).toEqual([]);
  });

  it("hands the worker the build's scripts and stylesheet the page loaded, and nothing else", async () => {
    vi.stubEnv('PROD', true);
    const origin = location.origin;
    document.head.innerHTML = [
      '<script type="module" src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" href="/assets/react-b2.js">',
      '<link rel="stylesheet" href="/assets/style-c3.css">',
      '<link rel="preconnect" href="https://firestore.googleapis.com">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    const loaded = [
      `${origin}/assets/index-a1.js`,
      `${origin}/assets/attendee-d4.js`,
      `${origin}/images/shows/gala.webp`,
      'https://www.gstatic.com/recaptcha/api.js',
      `${origin}/app.html`,
    ].map((name) => ({ name }));
    Object.defineProperty(performance, 'getEntriesByType', { value: () => loaded, configurable: true });
    const postMessage = vi.fn();
    register.mockResolvedValue({ installing: { postMessage }, waiting: null, active: null, addEventListener: vi.fn() });
    registerServiceWorkerWhenSettled();
    await settle();
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message] = postMessage.mock.calls[0] as [{ type: string; payload: { urlsToCache: string[] } }];
    expect(message.type).toBe('CACHE_URLS');
    expect([...message.payload.urlsToCache].sort()).toEqual(
      ['attendee-d4.js', 'index-a1.js', 'react-b2.js', 'style-c3.css'].map((file) => `${origin}/assets/${file}`),
    );
  });

  it("hands them to a deploy's new worker found while the page is open, too", async () => {
    vi.stubEnv('PROD', true);
    document.head.innerHTML = '<script type="module" src="/assets/index-a1.js"></script>';
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
    const toActive = vi.fn();
    const toNew = vi.fn();
    const listeners: Record<string, () => void> = {};
    const registration = {
      installing: null as { postMessage: typeof toNew } | null,
      waiting: null,
      active: { postMessage: toActive },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    register.mockResolvedValue(registration);
    registerServiceWorkerWhenSettled();
    await settle();
    expect(toActive).toHaveBeenCalledTimes(1);
    registration.installing = { postMessage: toNew };
    listeners.updatefound?.();
    expect(toNew).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [`${location.origin}/assets/index-a1.js`] },
    });
  });
});
