/**
 * One browser for the run (started by the globalSetup), a fresh context per journey test, a
 * screenshot helper at the target widths, and failure artifacts: screenshot, URL, console errors.
 * A Content-Security-Policy violation on any page (the preview sends Hosting's headers) fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, onTestFinished, type TestContext } from 'vitest';
import { WEB_URL } from './env.js';

/** Mobile and desktop widths a screen can be captured at. */
export const SCREEN_WIDTHS = [390, 1280] as const;
/**
 * The widths a run captures: the phone's (where attendees use the app), or both with
 * E2E_SCREENSHOTS=all: full-page captures are a large part of the e2e layer's time
 * (docs/performance/test-suite.md).
 */
const CAPTURED_WIDTHS: readonly number[] = process.env.E2E_SCREENSHOTS === 'all' ? SCREEN_WIDTHS : [390];
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
const SCREEN_HEIGHTS: Record<(typeof SCREEN_WIDTHS)[number], number> = { 390: 844, 1280: 800 };
/**
 * A click that submits the stand-in's checkout waits for its webhook and the redirect back, which
 * on a busy 2-core machine (a cold Functions worker) passed 15 s once: headroom, not a target.
 */
const ACTION_TIMEOUT_MS = 30_000;

export interface Journey {
  /** The current test's page, in its own fresh browser context. */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught page errors seen so far in the current test. */
  readonly consoleErrors: readonly string[];
  /**
   * Full-page screenshots of the current screen at every captured width in SCREEN_WIDTHS (or the
   * given widths), of the journey's page or of another one (e.g. a browser with a fake camera).
   */
  capture(screen: string, options?: { page?: Page; widths?: readonly number[] }): Promise<void>;
  /**
   * Another person's browser (a buyer, the door person): a fresh context set up like the journey's
   * own, at a phone's width unless told, closed when the test ends; `touch`: with a touchscreen
   * too (`tap()`, `page.touchscreen`).
   */
  otherPage(options?: { width?: 390 | 1280; timeoutMs?: number; touch?: boolean }): Promise<Page>;
}

/** Reports each `securitypolicyviolation` of every document of the context to the test. */
const CSP_BINDING = '__e2eReportCspViolation';
function listenForCspViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding];
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || event.documentURI}:${event.lineNumber})`,
    );
  });
}

function fileSafe(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** The test's errors with their expected/actual diffs, as the console reporter shows them. */
function errorsOf(test: TestContext): string {
  const errors = test.task.result?.errors ?? [];
  return errors.map((error) => [error.message, error.diff].filter(Boolean).join('\n')).join('\n\n');
}

/** Lets fonts, images and the last layout settle before a screenshot. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * A browser time zone whose calendar day differs from Bogotá's right now (UTC−12 early in
 * Bogotá's day, UTC+14 later), so any date rule that used the browser's zone would show the wrong day.
 */
export function timeZoneAwayFromBogota(now: Date): string {
  const bogotaHour = (now.getUTCHours() + 24 - 5) % 24;
  return bogotaHour < 7 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
}

export interface JourneyOptions {
  /**
   * 'allow' lets the app's service worker install (the offline journey). Blocked otherwise:
   * precaching the whole shell in every fresh context would only slow the other journeys down.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** Registers the hooks of a journey file. `name` names its screenshot folder. */
export function useJourney(name: string, options: JourneyOptions = {}): Journey {
  const screenshotDir = path.join(inject('e2eScreenshotDir'), fileSafe(name));
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleErrors: string[] = [];
  let cspViolations: string[] = [];
  let screenCount = 0;

  beforeAll(async () => {
    browser = await chromium.connect(inject('e2eBrowserEndpoint'));
    fs.mkdirSync(screenshotDir, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('The e2e browser is not connected');
    context = await browser.newContext({
      baseURL: WEB_URL,
      viewport: DESKTOP_VIEWPORT,
      locale: 'es-CO',
      timezoneId: timeZoneAwayFromBogota(new Date()),
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    consoleErrors = [];
    cspViolations = [];
    await context.exposeBinding(CSP_BINDING, ({ page: source }, text: string) => {
      cspViolations.push(`${source.url()}: ${text}`);
    });
    await context.addInitScript(listenForCspViolations, CSP_BINDING);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const source = message.location().url;
      const line = `${page?.url()}: ${message.text()}${source ? ` (${source})` : ''}`;
      consoleErrors.push(line);
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(line);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page?.url()}: uncaught ${error.message}`));
  });

  afterEach(async (test: TestContext) => {
    const violations = cspViolations;
    if ((test.task.result?.state === 'fail' || violations.length > 0) && page)
      await saveFailure(page, test, [...violations, ...consoleErrors]);
    await context?.close();
    context = undefined;
    page = undefined;
    if (violations.length > 0)
      throw new Error(`Content-Security-Policy violations (${violations.length}):\n${violations.join('\n')}`);
  });

  async function saveFailure(failedPage: Page, test: TestContext, errors: string[]): Promise<void> {
    const base = path.join(inject('e2eScreenshotDir'), 'failures', `${fileSafe(name)}--${fileSafe(test.task.name)}`);
    fs.mkdirSync(path.dirname(base), { recursive: true });
    await failedPage.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
    const report = [
      `test: ${name} › ${test.task.name}`,
      `url: ${failedPage.url()}`,
      `error: ${stripVTControlCharacters(errorsOf(test))}`,
      `console errors (${errors.length}):`,
      ...errors,
    ].join('\n');
    fs.writeFileSync(`${base}.txt`, `${report}\n`);
    console.error(`[e2e] failure artifacts: ${base}.png / .txt\n${report}`);
  }

  return {
    get page(): Page {
      if (!page) throw new Error('No page: use journey.page inside a test');
      return page;
    },
    get context(): BrowserContext {
      if (!context) throw new Error('No context: use journey.context inside a test');
      return context;
    },
    get consoleErrors(): readonly string[] {
      return consoleErrors;
    },
    async capture(screen: string, options: { page?: Page; widths?: readonly number[] } = {}): Promise<void> {
      const target = options.page ?? page;
      if (!target) throw new Error('No page to capture');
      screenCount += 1;
      const prefix = `${String(screenCount).padStart(2, '0')}-${fileSafe(screen)}`;
      const original = target.viewportSize() ?? DESKTOP_VIEWPORT;
      for (const width of (options.widths ?? SCREEN_WIDTHS).filter((w) => CAPTURED_WIDTHS.includes(w))) {
        await target.setViewportSize({ width, height: SCREEN_HEIGHTS[width as keyof typeof SCREEN_HEIGHTS] ?? 844 });
        await settle(target);
        await target.screenshot({ path: path.join(screenshotDir, `${prefix}-${width}.png`), fullPage: true });
      }
      await target.setViewportSize(original);
    },
    async otherPage({ width = 390, timeoutMs = ACTION_TIMEOUT_MS, touch = false } = {}): Promise<Page> {
      if (!browser) throw new Error('The e2e browser is not connected');
      const other = await browser.newContext({
        baseURL: WEB_URL,
        viewport: { width, height: SCREEN_HEIGHTS[width] },
        hasTouch: touch,
        locale: 'es-CO',
        timezoneId: timeZoneAwayFromBogota(new Date()),
        serviceWorkers: 'block',
      });
      other.setDefaultTimeout(timeoutMs);
      onTestFinished(() => other.close());
      return other.newPage();
    },
  };
}
