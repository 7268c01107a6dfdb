/**
 * The start-up order (web/src/lib/start-up.ts): paint → hydrate → Auth → QR dialog → service
 * worker. Each phase is asked for where the app asks for it: the page paints (a drawn page before
 * any script), main.tsx asks to hydrate once the route is loaded and registers the worker at once,
 * and the app's first render starts the current-user store (Auth) and draws Mis tickets' list from
 * the door copy (the QR dialog). Whether the browser is idle at once or never, they run in order.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_UP_ORDER, startUp, type StartUpPhase } from '../../web/src/lib/start-up';

const ran: StartUpPhase[] = [];
const record = (phase: StartUpPhase) => () => void ran.push(phase);

/** The browser's idle callback, as a phone that is idle at once, or one never idle (its timeout). */
function idleBrowser(idle: 'at once' | 'never'): void {
  const requestIdleCallback = (work: () => void, options?: { timeout?: number }) =>
    window.setTimeout(work, idle === 'at once' ? 0 : (options?.timeout ?? 0));
  Object.defineProperty(window, 'requestIdleCallback', { value: requestIdleCallback, configurable: true });
}

/** What the app's first render asks for: the store's session (Auth), the list's QR dialog. */
function firstRender(phase: 'paint' | 'hydrate'): void {
  ran.push(phase);
  startUp.auth(record('auth'));
  startUp.qrModal(record('qrModal'));
}

beforeEach(() => {
  vi.useFakeTimers();
  ran.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('the start-up order', () => {
  it('is paint, hydrate, Auth, the QR dialog, the service worker', () => {
    expect(START_UP_ORDER).toEqual(['paint', 'hydrate', 'auth', 'qrModal', 'serviceWorker']);
  });

  it.each(['at once', 'never'] as const)('holds on a page the server drew, idle %s', async (idle) => {
    idleBrowser(idle);
    startUp.paint(record('paint'));
    startUp.hydrate(() => firstRender('hydrate'));
    startUp.serviceWorker(record('serviceWorker'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ran).toEqual([...START_UP_ORDER]);
  });

  it.each(['at once', 'never'] as const)('holds on a page drawn in the browser, idle %s', async (idle) => {
    idleBrowser(idle);
    startUp.paint(() => firstRender('paint'));
    startUp.serviceWorker(record('serviceWorker'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ran).toEqual(START_UP_ORDER.filter((phase) => phase !== 'hydrate'));
  });

  it('holds on a browser without idle callbacks (its stand-in waits 200 ms)', async () => {
    startUp.paint(record('paint'));
    startUp.hydrate(() => firstRender('hydrate'));
    startUp.serviceWorker(record('serviceWorker'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ran).toEqual([...START_UP_ORDER]);
  });

  it('registers the worker no sooner than 3 s after load, and hydrates within a frame', async () => {
    idleBrowser('at once');
    startUp.hydrate(record('hydrate'));
    startUp.serviceWorker(record('serviceWorker'));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(ran).toEqual(['hydrate']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual(['hydrate', 'serviceWorker']);
  });
});
