/**
 * Debian's Chromium with a DevTools port: Playwright drives it over CDP (sign-in, reads per
 * visit) and Lighthouse audits pages in the same browser, so a signed-in session carries over.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './config.js';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RunningChromium {
  port: number;
  /** http://127.0.0.1:<port>, what Playwright's connectOverCDP takes. */
  endpoint: string;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<RunningChromium> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carcajada-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)),
      START_TIMEOUT_MS,
    );
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before opening a DevTools port:\n${output}`)),
    );
  });

  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS).then(() => false)]);
      if (!stopped) child.kill('SIGKILL');
      // Chromium's helper processes may still be writing to the profile for a while after it
      // exits: a profile left in the temp folder is not worth failing a bench step for
      try {
        fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        console.warn(`Could not remove Chromium's profile ${profileDir}: ${(error as Error).message}`);
      }
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
