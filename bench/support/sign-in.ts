/** Signs in through the app's own login page, as a visitor would. */
import type { Page } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '@carcajada/domain';
import { BASE_URL } from './config.js';

const SIGN_IN_TIMEOUT_MS = 20_000;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Returns once the app has stored its session copy and left the login page. The session belongs
 * to `baseUrl`'s origin (BASE_URL unless told).
 */
export async function signInThroughLoginPage(
  page: Page,
  { email, password }: Credentials,
  baseUrl = BASE_URL,
): Promise<void> {
  // waitForFunction evaluates its string in the page, which the app's CSP (no 'unsafe-eval')
  // forbids; the page bypasses the CSP, as a context with `bypassCSP` would. This works on every
  // context, the default one Lighthouse audits in included (which can take no context options).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setBypassCSP', { enabled: true });
  await page.goto(`${baseUrl}/iniciar-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // a string expression: it runs in the page, which this Node-typed project does not describe
  await page.waitForFunction(
    `window.localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) !== null`,
    undefined,
    {
      timeout: SIGN_IN_TIMEOUT_MS,
    },
  );
  await page.waitForURL((url) => url.pathname !== '/iniciar-sesion', { timeout: SIGN_IN_TIMEOUT_MS });
  await cdp.send('Page.setBypassCSP', { enabled: false });
  await cdp.detach();
}
