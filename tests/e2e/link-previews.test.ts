/**
 * Link previews on the built app as Hosting serves it (the Hosting emulator, its rewrite of
 * /evento/** to eventPage): the show's tags without JavaScript, and the app working as before with it.
 * `/` and the event page arrive drawn by the app's own components and hydrate that
 * markup, with no Firestore read for what the HTML held.
 */
import { HOME_TITLE } from '@carcajada/domain';
import { SEATED_SHOW_SLUG } from '../../emulator-data/seated-show.js';
import { beforeAll, describe, expect, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible } from '../support/e2e/pages.js';

const journey = useJourney('link previews');
const HOSTING_URL = process.env.E2E_HOSTING_URL ?? 'http://127.0.0.1:5002';
const SLUG = 'gran-gala-del-humor';
const NAME = 'Gran gala del humor';

/** A route's title comes with its lazy chunk (and, for sign-in pages, Auth's): seconds on a busy machine. */
const TITLE_POLL = { timeout: 15_000 };

/** Requests to Firestore (the emulator's origin, or Google's API in a production build). */
const FIRESTORE_REQUEST = /127\.0\.0\.1:8080|localhost:8080|firestore\.googleapis\.com/;

/**
 * Runs before the app's scripts: once the HTML is parsed, every element the server drew in #root
 * is remembered, so the test can tell hydration (the same nodes, now React's) from a re-render.
 */
function rememberServerNodes(): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    (window as unknown as { __serverNodes: Element[] }).__serverNodes = [...document.querySelectorAll('#root *')];
  });
}

/** How the page stands: the server's nodes kept, and React's (hydrated) or not. */
function hydrationState() {
  const nodes = (window as unknown as { __serverNodes?: Element[] }).__serverNodes ?? [];
  const reacts = (element: Element | null) =>
    element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  const heading = document.querySelector('#root h1');
  return {
    drawnByServer: document.getElementById('root')?.hasAttribute('data-server-rendered') ?? false,
    serverNodes: nodes.length,
    replaced: nodes.filter((node) => !node.isConnected).length,
    headingIsServers: heading !== null && nodes.includes(heading),
    hydrated: reacts(heading),
  };
}

describe('link previews', () => {
  // The Functions emulator starts eventPage's worker on its first request, which can take tens of
  // seconds on a busy machine: done here, under the hook's longer timeout, not in a page load.
  beforeAll(async () => {
    await fetch(`${HOSTING_URL}/evento/${SLUG}`);
  });

  test('without JavaScript the event page already carries the show: title, Open Graph, JSON-LD', async () => {
    const browser = journey.context.browser();
    if (!browser) throw new Error('No browser');
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${HOSTING_URL}/evento/${SLUG}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${NAME} · Carcajada`);
      const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
      expect(await meta('og:title')).toBe(NAME);
      expect(await meta('og:url')).toMatch(new RegExp(`/evento/${SLUG}$`));
      expect(await meta('og:image')).toMatch(/^https?:\/\/.+\/images\/events\//);
      expect(await meta('og:description')).toMatch(/\d{2}:\d{2}/);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'Event', name: NAME, offers: { priceCurrency: 'COP' } });
      expect(jsonLd.startDate).toMatch(/-05:00$/);
    } finally {
      await context.close();
    }
  });

  test('/, the event page and its checkout hydrate the markup they arrived with, reading nothing from Firestore', async () => {
    const { page } = journey;
    const firestoreRequests: string[] = [];
    page.on('request', (request) => {
      if (FIRESTORE_REQUEST.test(request.url())) firestoreRequests.push(`${page.url()} → ${request.url()}`);
    });
    await page.addInitScript(rememberServerNodes);
    for (const [path, heading] of [
      ['/', 'Shows de comedia'],
      [`/evento/${SLUG}`, NAME],
      [`/compra/${SLUG}?quantity=1`, 'Resumen de compra'],
    ] as const) {
      const response = await page.goto(`${HOSTING_URL}${path}`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.evaluate(hydrationState), { timeout: 30_000 }).toMatchObject({ hydrated: true });
      await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
      // past the idle time, when an anonymous visitor is known as signed out (no Auth, no read)
      await page.waitForTimeout(2_500);
      const state = await page.evaluate(hydrationState);
      expect(state, path).toMatchObject({ drawnByServer: true, replaced: 0, headingIsServers: true, hydrated: true });
      expect(state.serverNodes, path).toBeGreaterThan(50);
    }
    await expectVisible(page.getByRole('heading', { name: 'Necesitas una cuenta' }));
    await journey.capture('home, event page and checkout hydrated');
    expect(firestoreRequests).toEqual([]);
    // React reports a mismatch as a recoverable error (production: "Minified React error #418…")
    expect(journey.consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
  });

  test("a seated date's checkout arrives drawn with its seat chooser's frame, within the site's CSP", async () => {
    const { page } = journey;
    await page.addInitScript(rememberServerNodes);
    const response = await page.goto(`${HOSTING_URL}/compra/${SEATED_SHOW_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.evaluate(hydrationState), { timeout: 30_000 }).toMatchObject({ hydrated: true });
    // the legend (drawn on the server with the date's prices), then the map once its chunk and views load
    await expectVisible(page.getByRole('list', { name: 'Localidades' }));
    await expectVisible(page.getByRole('button', { name: 'Ver como lista' }));
    // hydrated, not drawn again (the map's placeholder is replaced by the map, so not every node stays)
    expect(await page.evaluate(hydrationState)).toMatchObject({ drawnByServer: true, headingIsServers: true });
    expect(journey.consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
    // and the journey fails the test on any Content-Security-Policy violation (an inline style drawn on the server)
  });

  test('with JavaScript the app boots from that page as before, and every route sets its title', async () => {
    const { page } = journey;
    await page.goto(`${HOSTING_URL}/evento/${SLUG}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: NAME }));
    await expectVisible(page.getByRole('button', { name: 'Reservar entradas' }));
    await expectVisible(page.getByRole('group', { name: 'Agregar al calendario' }));
    await expect.poll(() => page.title(), TITLE_POLL).toBe(`${NAME} · Carcajada`);
    await journey.capture('event page from the hosting emulator');

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Shows de comedia' }));
    await expect.poll(() => page.title(), TITLE_POLL).toBe(HOME_TITLE);

    await page.goto(`${HOSTING_URL}/tickets`);
    await expect.poll(() => page.title(), TITLE_POLL).toBe('Mis tickets · Carcajada');
    await page.goto(`${HOSTING_URL}/iniciar-sesion`);
    await expect.poll(() => page.title(), TITLE_POLL).toBe('Iniciar sesión · Carcajada');
    await page.goto(`${HOSTING_URL}/evento/no-existe-este-show`);
    await expect.poll(() => page.title(), TITLE_POLL).toBe('Evento no encontrado · Carcajada');
  });
});
