/**
 * The walk of the "purchase that freezes the app" report, as a person does it on the dev server:
 * a new account signs up, buys tickets, approves them at the Mercado Pago stand-in, sees them paid
 * in Mis tickets, then opens a free show's checkout and signs out. Each step must respond; when one
 * does not, the walk says which, with what the page showed (console, errors, the session's state).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DATA_CONSENT_TEXTS } from '@carcajada/domain';
import { deleteTestUser, uidByEmail, uniqueEmail } from './admin.js';
import { timeZoneAwayFromBogota } from './browser.js';
import { backUrlsToDevServer, DEV_SERVER_READY_MS, DEV_URL } from './dev-server.js';
import { expectAt, expectVisible, sessionCopy } from './pages.js';
import { payOnline } from './purchase.js';

/** Generous: a step waits on Functions and the webhook on a busy 2-core machine. */
const STEP_TIMEOUT_MS = 30_000;
/**
 * "Pagado" waits on the webhook and then on Mis tickets' next read of a pending ticket, whose waits
 * grow (PENDING_READ_DELAYS_MS: reads at 3, 8, 18, 38, 68 s): a webhook landing after 18 s on a
 * loaded machine shows at 38 s or 68 s (a first walk of the dev server took over 30 s).
 */
const PAID_TIMEOUT_MS = 90_000;

export interface WalkShows {
  paid: { slug: string; name: string };
  free: { slug: string };
  quantity: number;
}

/** What a walk's page reported: console lines of every kind, uncaught errors, error answers, requests not answered. */
interface PageLog {
  lines: string[];
  pending: Map<unknown, string>;
}

async function newDevContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: DEV_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'es-CO',
    timezoneId: timeZoneAwayFromBogota(new Date()),
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await backUrlsToDevServer(context);
  return context;
}

function recordPage(page: Page, log: PageLog): void {
  const at = () => new URL(page.url()).pathname;
  page.on('console', (message) => log.lines.push(`${at()} [${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => log.lines.push(`${at()} [uncaught] ${error.message}`));
  page.on('request', (request) => log.pending.set(request, `${at()} ${request.method()} ${request.url()}`));
  page.on('requestfinished', (request) => log.pending.delete(request));
  page.on('requestfailed', (request) => log.pending.delete(request));
  // which request a 500 was (Chromium's console line names only the page)
  page.on('response', (response) => {
    if (response.status() >= 400)
      log.lines.push(`${at()} [answered ${response.status()}] ${response.request().method()} ${response.url()}`);
  });
}

/**
 * The session as the app holds it, read through the dev server's own modules (the same instances
 * the page runs): the current-user store's state, whether the page painted, what it keeps.
 */
const SESSION_STATE_SCRIPT = `(async () => {
  const store = await import('/src/features/auth/stores/current-user-store.ts');
  return JSON.stringify({
    state: store.currentUserStore().getSnapshot(),
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint').length > 0,
    visibility: document.visibilityState,
    localStorage: Object.keys(localStorage),
  });
})()`;

async function sessionState(page: Page): Promise<string> {
  const timeout = new Promise<string>((resolve) =>
    setTimeout(() => resolve('(the page did not answer in 5 s)'), 5_000),
  );
  const read = page.evaluate(SESSION_STATE_SCRIPT).then(String, (error: Error) => `(unreadable: ${error.message})`);
  return Promise.race([read, timeout]);
}

async function signUpThroughUi(page: Page, email: string): Promise<void> {
  await page.goto('/crear-cuenta', { timeout: DEV_SERVER_READY_MS });
  await page.getByLabel(/^Nombre/).fill('Camila Prueba');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Número de celular/).fill('300 555 1234');
  await page.getByLabel(/^Contraseña/).fill('Risas2026!');
  await page.getByLabel(/^Confirmar contraseña/).fill('Risas2026!');
  await page.getByRole('checkbox', { name: DATA_CONSENT_TEXTS.label }).check();
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: '¡Cuenta creada!' }));
  await expectAt(page, '/');
}

/**
 * Moves to `path` inside the running app, as a link would (the router follows the history entry),
 * not by loading the page again: the walk keeps one app session between pages, as a person does.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expectAt(page, path);
}

async function chooseQuantity(page: Page, quantity: number): Promise<void> {
  const quantityField = page.getByLabel('Cantidad de entradas');
  await expect.poll(() => quantityField.inputValue(), { timeout: STEP_TIMEOUT_MS }).toBe('1');
  for (let count = 1; count < quantity; count += 1)
    await page.getByRole('button', { name: 'Agregar una entrada' }).click();
  await expect.poll(() => quantityField.inputValue()).toBe(String(quantity));
}

async function buyAndApprove(page: Page, shows: WalkShows): Promise<void> {
  await openInApp(page, `/evento/${shows.paid.slug}`);
  await chooseQuantity(page, shows.quantity);
  await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
  await expectAt(page, `/compra/${shows.paid.slug}?quantity=${shows.quantity}`);
  await payOnline(page);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: STEP_TIMEOUT_MS }).toBe('/compra-finalizada');
  await expectVisible(page.getByRole('heading', { name: 'Gracias por tu compra' }));
}

async function seePaidInMyTickets(page: Page, shows: WalkShows): Promise<void> {
  await page.getByRole('link', { name: 'Ver mis tickets' }).click();
  await expectAt(page, '/tickets');
  const card = page.getByRole('article', { name: shows.paid.name });
  await expectVisible(card.getByText('Pagado', { exact: true }), PAID_TIMEOUT_MS);
}

async function openFreeCheckout(page: Page, shows: WalkShows): Promise<void> {
  await openInApp(page, `/evento/${shows.free.slug}`);
  await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
  await expectAt(page, `/compra/${shows.free.slug}?quantity=1`);
  const reserve = page.getByRole('button', { name: 'Reservar ahora' });
  await expectVisible(reserve);
  await expect.poll(() => reserve.isEnabled(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
}

async function signOutFromProfile(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Perfil' }).first().click();
  await expectAt(page, '/perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expectAt(page, '/');
  await expect.poll(() => sessionCopy(page), { timeout: STEP_TIMEOUT_MS }).toBeNull();
}

/**
 * E2E_WALK_CPU_THROTTLE=4 runs the walk's page on a CPU that many times slower (a phone, or a
 * machine busier than this one), which widens the windows a start-up race needs.
 */
async function slowDownCpu(page: Page): Promise<void> {
  const rate = Number(process.env.E2E_WALK_CPU_THROTTLE);
  if (!(rate > 1)) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Saves the stalled page's screenshot and report; answers the report. */
async function reportStall(
  page: Page,
  log: PageLog,
  step: string,
  error: Error,
  artifactBase: string,
): Promise<string> {
  fs.mkdirSync(path.dirname(artifactBase), { recursive: true });
  await page.screenshot({ path: `${artifactBase}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
  const report = [
    `step: ${step}`,
    `url: ${page.url()}`,
    `error: ${error.message}`,
    `session: ${await sessionState(page)}`,
    `requests not answered (${log.pending.size}):`,
    ...log.pending.values(),
    `console (${log.lines.length}):`,
    ...log.lines,
  ].join('\n');
  fs.writeFileSync(`${artifactBase}.txt`, `${report}\n`);
  return report;
}

/**
 * One walk, in a fresh browser context with a new account (removed afterwards). Throws, naming
 * the step that did not respond, with the report of the stalled page (screenshot beside it).
 */
export async function walkPurchase(browser: Browser, shows: WalkShows, artifactBase: string): Promise<void> {
  const context = await newDevContext(browser);
  const page = await context.newPage();
  await slowDownCpu(page);
  const log: PageLog = { lines: [], pending: new Map() };
  recordPage(page, log);
  const email = uniqueEmail('walk');
  const steps: [string, () => Promise<void>][] = [
    ['sign up', () => signUpThroughUi(page, email)],
    ['buy and approve', () => buyAndApprove(page, shows)],
    ['Pagado in Mis tickets', () => seePaidInMyTickets(page, shows)],
    ["free show's Reservar entradas", () => openFreeCheckout(page, shows)],
    ['Cerrar sesión', () => signOutFromProfile(page)],
  ];
  try {
    for (const [step, run] of steps) {
      try {
        await run();
      } catch (error) {
        const report = await reportStall(page, log, step, error as Error, artifactBase);
        throw new Error(`the walk stalled at "${step}"\n${report}`, { cause: error });
      }
    }
    const uncaught = log.lines.filter((line) => line.includes('[uncaught]'));
    expect(uncaught).toEqual([]);
  } finally {
    await context.close();
    const uid = await uidByEmail(email);
    if (uid) await deleteTestUser(uid);
  }
}
