/**
 * The show day at the door: a buyer pays a ticket, opens Mis tickets once with a
 * connection, then with none (Playwright's offline mode) still opens Mis tickets and the QR,
 * from the last copy seen and marked as such. The app's service worker serves the shell: its
 * precache holds app.html and the attendee's chunks, and the page hands it the scripts and the
 * stylesheet it loaded itself (CACHE_URLS), which it keeps from the browser's cache. The tickets'
 * read is not precached: the offline visit finds it in no cache (as after a deploy), and the page
 * still shows its copy.
 */
import { ticketReference } from '@carcajada/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  PURCHASE_TEST_TIMEOUT_MS,
  freshUser,
  payOnline,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('offline tickets', { serviceWorkers: 'allow' });
const show = seedEvent('barranquilla-se-rie');
const OFFLINE_NOTE = /^Sin conexión: datos de \d{2}:\d{2}$/;
/** Each look at the worker, and how many: a minute and a half in all. */
const CONTROL_WAIT_MS = 15_000;
const CONTROL_LOOKS = 6;

/**
 * Waits until the service worker controls the page. Its install precaches the offline files; on a
 * starved machine a precache fetch can fail, and the worker then installs again on the next
 * navigation (as on a phone), so each look that finds no control reloads the page.
 */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  for (let look = 1; look <= CONTROL_LOOKS; look++) {
    // page.evaluate, not waitForFunction: the app's CSP forbids the eval the latter needs
    const controlled = await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: CONTROL_WAIT_MS })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (controlled) return;
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return `installing ${registration?.installing?.state ?? '-'}, waiting ${registration?.waiting?.state ?? '-'}, active ${registration?.active?.state ?? '-'}`;
    });
    console.info(`[e2e] no service worker control after look ${look} (${state}): reloading`);
    await page.reload();
  }
  expect.fail(`the service worker never took control in ${(CONTROL_LOOKS * CONTROL_WAIT_MS) / 1000} s`);
}

/**
 * The shell's scripts and stylesheet this page loaded that the worker's caches do not hold yet: the
 * page sends their URLs once the worker registers, and the worker puts them in its cache a moment
 * later (not in the precache, so control alone does not mean they are there). Vary is ignored, as
 * the worker's route does (vite preview answers `Vary: Origin`).
 */
function shellFilesNotCached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const elements = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
      'script[type="module"][src], link[rel="modulepreload"], link[rel="stylesheet"]',
    );
    const urls = [...elements]
      .map((element) => ('src' in element ? element.src : element.href))
      .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
    const cached = await Promise.all(
      urls.map(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined),
    );
    return urls.filter((_, index) => !cached[index]);
  });
}

/**
 * The tickets' read as if this build's Mis tickets had never been opened online: its chunk out of
 * the worker's caches and the browser's, so offline its import fails (the page imports it unless
 * the browser says it is offline, which Chromium's emulation does not).
 */
async function forgetTicketsRead(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname.startsWith('/assets/read-user-tickets-')) await cache.delete(request);
    }
  });
  const browser = await page.context().newCDPSession(page);
  await browser.send('Network.clearBrowserCache');
  await browser.detach();
}

describe('tickets with no connection', () => {
  test(
    'a paid ticket and its QR open offline from the last copy, marked "Sin conexión"',
    async () => {
      const { page, context } = journey;
      const buyer = await freshUser('offline');
      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, show.slug, 1);
      await payOnline(page);
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');

      // online: the list as read now (no offline mark), and the service worker in control
      await page.goto('/tickets');
      const card = page.getByRole('article', { name: show.name });
      await expectVisible(card.getByText('Pagado', { exact: true }));
      await expect.poll(() => page.getByText(OFFLINE_NOTE).count()).toBe(0);
      await waitForServiceWorkerControl(page);
      await expect.poll(() => shellFilesNotCached(page), { timeout: CONTROL_WAIT_MS }).toEqual([]);

      await forgetTicketsRead(page);

      await context.setOffline(true);
      await page.reload();
      await expectAt(page, '/tickets');
      await expectVisible(page.getByRole('heading', { name: 'Mis tickets' }));
      const note = page.getByRole('status').filter({ hasText: 'Sin conexión' });
      await expectVisible(note);
      expect(await note.innerText()).toMatch(OFFLINE_NOTE);
      const offlineCard = page.getByRole('article', { name: show.name });
      await expectVisible(offlineCard.getByText('Pagado', { exact: true }));
      await journey.capture('tickets offline');

      await offlineCard.getByRole('button', { name: 'Ver QR' }).click();
      const dialog = page.getByRole('dialog', { name: show.name });
      const qrImage = dialog.getByRole('img', { name: `Código QR del ticket ${ticketReference(paid.id)}` });
      await expectVisible(qrImage);
      expect((await qrImage.locator('path').getAttribute('d'))?.length ?? 0).toBeGreaterThan(500);
      expect(await dialog.getByText(OFFLINE_NOTE).count()).toBe(1);
      await journey.capture('qr offline');
      await context.setOffline(false);
    },
    PURCHASE_TEST_TIMEOUT_MS + CONTROL_LOOKS * CONTROL_WAIT_MS,
  );
});
