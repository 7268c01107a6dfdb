/**
 * The Vite dev server (`npm start`'s web app) for the journeys that walk it, on its own port beside
 * the built app the other journeys use on 5173, started once per file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { MERCADO_PAGO_URL, WEB_URL } from './env.js';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEV_PORT = 5174;
export const DEV_URL = `http://localhost:${DEV_PORT}`;
/** The first request has the dev server bundle the app's dependencies: a minute on a busy machine. */
export const DEV_SERVER_READY_MS = 120_000;

/** How many of the dev server's last output lines a failure report quotes. */
const OUTPUT_LINES_REPORTED = 30;

/**
 * Starts the dev server before the file's tests and stops it after them; answers its last output
 * lines (a module it failed to serve says why only there).
 */
export function useDevServer(): () => string {
  let devServer: ChildProcess | undefined;
  let output = '';

  async function waitForDevServer(): Promise<void> {
    const deadline = Date.now() + DEV_SERVER_READY_MS;
    while (Date.now() < deadline) {
      if (devServer?.exitCode !== null) throw new Error(`the dev server exited:\n${output}`);
      const ok = await fetch(DEV_URL).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the dev server did not answer on ${DEV_URL}:\n${output}`);
  }

  beforeAll(async () => {
    devServer = spawn(
      process.execPath,
      [path.join(ROOT_DIR, 'node_modules/vite/bin/vite.js'), '--port', String(DEV_PORT), '--strictPort'],
      { cwd: path.join(ROOT_DIR, 'web'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    devServer.stdout!.on('data', (chunk) => (output += chunk));
    devServer.stderr!.on('data', (chunk) => (output += chunk));
    await waitForDevServer();
  }, DEV_SERVER_READY_MS + 10_000);

  afterAll(async () => {
    if (!devServer || devServer.exitCode !== null) return;
    const exited = new Promise((resolve) => devServer!.once('exit', resolve));
    devServer.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (devServer.exitCode === null) devServer.kill('SIGKILL');
  });

  return () => output.trimEnd().split('\n').slice(-OUTPUT_LINES_REPORTED).join('\n');
}

/**
 * Mercado Pago's back URLs name the contract's WEB_BASE_URL (the built app in tests): in this
 * context the stand-in's redirect to them leads to the same path on the dev server instead, as it
 * does under `npm start`. (The redirected request itself cannot be routed: only the stand-in's answer.)
 */
export async function backUrlsToDevServer(context: BrowserContext): Promise<void> {
  await context.route(`${MERCADO_PAGO_URL}/**`, async (route) => {
    if (!route.request().isNavigationRequest()) return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'];
    if (!location?.startsWith(WEB_URL)) return route.fulfill({ response });
    const headers = { ...response.headers(), location: `${DEV_URL}${location.slice(WEB_URL.length)}` };
    return route.fulfill({ response, headers });
  });
}
