/**
 * `npm start`'s web app is the Vite dev server, which has no service worker (/sw.js is a build
 * output): its pages must not throw while they settle (the app once registered /sw.js there and
 * every page had an uncaught SecurityError). The dev server runs here on its own port, beside the
 * built app the other journeys use on 5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEV_PORT = 5174;
const DEV_URL = `http://localhost:${DEV_PORT}`;
/** The first request has the dev server bundle the app's dependencies: a minute on a busy machine. */
const DEV_SERVER_READY_MS = 120_000;
/**
 * Past the app's service worker registration: 3 s after `load`, then the first paint and an idle
 * callback (at most 2 s more), with headroom for a loaded machine.
 */
const PAST_REGISTRATION_MS = 10_000;
const PAGES = ['/', '/tickets'];

const journey = useJourney('dev server', { serviceWorkers: 'allow' });
let devServer: ChildProcess | undefined;
let devServerOutput = '';

async function waitForDevServer(): Promise<void> {
  const deadline = Date.now() + DEV_SERVER_READY_MS;
  while (Date.now() < deadline) {
    if (devServer?.exitCode !== null) throw new Error(`the dev server exited:\n${devServerOutput}`);
    const ok = await fetch(DEV_URL).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer on ${DEV_URL}:\n${devServerOutput}`);
}

beforeAll(async () => {
  devServer = spawn(
    process.execPath,
    [path.join(ROOT_DIR, 'node_modules/vite/bin/vite.js'), '--port', String(DEV_PORT), '--strictPort'],
    { cwd: path.join(ROOT_DIR, 'web'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  devServer.stdout!.on('data', (chunk) => (devServerOutput += chunk));
  devServer.stderr!.on('data', (chunk) => (devServerOutput += chunk));
  await waitForDevServer();
}, DEV_SERVER_READY_MS + 10_000);

afterAll(async () => {
  if (!devServer || devServer.exitCode !== null) return;
  const exited = new Promise((resolve) => devServer!.once('exit', resolve));
  devServer.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (devServer.exitCode === null) devServer.kill('SIGKILL');
});

describe('the dev server', () => {
  test(
    `${PAGES.join(' and ')} draw and settle with no uncaught error and no service worker`,
    async () => {
      // side by side in one browser, so their waits past the registration overlap
      const others = await Promise.all(PAGES.slice(1).map(() => journey.context.newPage()));
      const othersUncaught: string[] = [];
      for (const other of others)
        other.on('pageerror', (error) => othersUncaught.push(`${other.url()}: ${error.message}`));
      const pages = [journey.page, ...others];
      await Promise.all(
        pages.map(async (page, index) => {
          await page.goto(`${DEV_URL}${PAGES[index]}`, { waitUntil: 'load', timeout: DEV_SERVER_READY_MS });
          await page.locator('#root > :not(.boot)').first().waitFor({ state: 'visible', timeout: DEV_SERVER_READY_MS });
          await page.waitForTimeout(PAST_REGISTRATION_MS);
        }),
      );
      const uncaught = journey.consoleErrors.filter((line) => line.includes(': uncaught '));
      expect([...uncaught, ...othersUncaught]).toEqual([]);
      for (const page of pages)
        expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(
          true,
        );
    },
    DEV_SERVER_READY_MS * 2 + PAST_REGISTRATION_MS,
  );
});
