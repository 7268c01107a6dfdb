/**
 * Vitest globalSetup of the e2e project: loads the seed if the emulators are empty, starts the
 * one Chromium of the run (each journey connects and opens fresh contexts) and the run's
 * screenshot folder, which is printed at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, WEB_URL } from '../e2e/env.js';
import { ensureSeedData } from '../e2e/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBrowserEndpoint: string;
    e2eScreenshotDir: string;
  }
}

const TESTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The launch arguments the machines are set up for; Playwright adds --headless and a fresh profile. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function assertWebAppUp(): Promise<void> {
  const response = await fetch(WEB_URL).catch((error: Error) => {
    throw new Error(`The web app is not reachable at ${WEB_URL}: ${error.message}`);
  });
  if (!response.ok) throw new Error(`The web app at ${WEB_URL} answered ${response.status}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  await assertWebAppUp();
  if (await ensureSeedData()) console.log('[e2e] the emulators were empty: loaded the seed');

  const runStamp = new Date(startedAt).toISOString().replace(/[:.]/g, '-');
  const screenshotDir = path.join(TESTS_DIR, 'artifacts/screenshots', runStamp);
  fs.mkdirSync(screenshotDir, { recursive: true });

  const browserServer: BrowserServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('e2eBrowserEndpoint', browserServer.wsEndpoint());
  project.provide('e2eScreenshotDir', screenshotDir);

  return async () => {
    await browserServer.close();
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    console.log(`\n[e2e] screenshots: ${screenshotDir}\n[e2e] run time: ${seconds} s`);
  };
}
