/** Small page-level helpers shared by the journeys: URL checks, login through the UI, session. */
import { SESSION_STORAGE_KEY } from '@carcajada/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const URL_TIMEOUT_MS = 15_000;

/** Path plus query string of the page, e.g. "/evento/abc?quantity=3". */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits (up to 15 s) until the page is at exactly this path and query. */
export async function expectAt(page: Page, expected: string, timeout = URL_TIMEOUT_MS): Promise<void> {
  await expect.poll(() => pathAndQuery(page), { timeout, interval: 100 }).toBe(expected);
}

/** Fails unless the locator becomes visible; reads as an assertion in the journeys. */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Fails unless the locator's first match disappears (or never existed) within the action timeout. */
export async function expectHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden' });
}

export async function sessionCopy(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
}

/**
 * Reloads the page once its last navigation has loaded. Chromium may still be swapping the
 * renderer after a cross-site navigation (back from a stand-in's checkout) under load; a reload
 * sent then fails "Not attached to an active page", so it is sent again as a plain navigation.
 */
export async function reloadPage(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  try {
    await page.reload();
  } catch (error) {
    if (!String(error).includes('Not attached to an active page')) throw error;
    await page.waitForLoadState('load');
    await page.goto(page.url());
  }
}

export interface Credentials {
  email: string;
  password: string;
}

/** Logs in on /iniciar-sesion and waits for the app to store its session copy. */
export async function logInThroughUi(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect.poll(() => sessionCopy(page), { timeout: URL_TIMEOUT_MS }).not.toBeNull();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: URL_TIMEOUT_MS }).not.toBe('/iniciar-sesion');
}

/** Text with every kind of space (Intl uses non-breaking ones in prices) folded to a plain space. */
export function normalizedSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Names of the event cards currently in the 'Eventos' grid, in order (as written, before any CSS text-transform). */
export async function listedEventNames(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('list', { name: 'Eventos' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
  return names.map(normalizedSpaces);
}

/** The figure next to `term` on a dashboard card's list of figures (`<dl>` of term/value pairs). */
export function dashboardFigure(card: Locator, term: string): Locator {
  return card
    .locator('dl > div')
    .filter({ has: card.page().getByText(term, { exact: true }) })
    .locator('dd');
}
