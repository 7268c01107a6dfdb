/**
 * Lighthouse 12 (the last line that runs on Node 20) with its default mobile settings (simulated
 * throttling, mobile screen) on Debian's Chromium: home, event detail, checkout and a seated
 * date's checkout with its seat map (anonymous), and
 * tickets signed in as the demo user (signed in through the login page in the same browser).
 * Pages come from the Hosting emulator, as production serves them (LIGHTHOUSE_BASE_URL: home and
 * the event arrive drawn by eventPage and hydrate). Each page runs BENCH_LIGHTHOUSE_RUNS times
 * (default 3) and the run with the median performance score is kept. Budgets:
 * performance ≥ 95 and accessibility 100 on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_USER, LIGHTHOUSE_BASE_URL, PAGES, RESULTS_DIR } from './support/config.js';
import { launchChromium, type RunningChromium } from './support/chromium.js';
import type { BenchForm } from './steps.js';
import { heading, printBudget, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { signInThroughLoginPage } from './support/sign-in.js';

/**
 * Runs per page (BENCH_LIGHTHOUSE_RUNS) and the pages audited (BENCH_LIGHTHOUSE_PAGES=tickets,
 * comma-separated names, to iterate on one; all five by default). The short form audits home once:
 * about 10 s on a quiet machine.
 */
const SIZES: Record<BenchForm, { runs: number; pages?: string[] }> = {
  full: {
    runs: Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)),
    pages: process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean),
  },
  short: { runs: 1, pages: ['home'] },
};
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Firestore's Listen channel is a long-lived, high-priority request, so Lighthouse never sees the
 * network go quiet and would wait its default 45 s per run; every page renders well within 15 s.
 */
const MAX_WAIT_FOR_LOAD_MS = 15_000;
/**
 * The Functions emulator starts a worker for eventPage on its first request (seconds on this
 * machine), which no deployed page pays on every visit: each page is fetched once before its runs.
 */
const WARM_UP_TIMEOUT_MS = 60_000;
/** How long the warm-up visit of Mis tickets may take to show the demo user's first ticket. */
const TICKETS_COPY_TIMEOUT_MS = 30_000;

export interface PageScores {
  page: string;
  url: string;
  signedIn: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, to show the spread. */
  performanceRuns: number[];
  /** Every run's paint and blocking figures, in the order of performanceRuns (ms). */
  runMetrics: { performance: number; fcpMs: number; lcpMs: number; tbtMs: number }[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number;
  warnings: string[];
  report: string;
}

export interface LighthouseResult {
  settings: string;
  pages: PageScores[];
  budgets: BudgetCheck[];
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Lighthouse's storage reset clears the HTTP cache but not IndexedDB, so a session survives it. */
async function audit(port: number, url: string): Promise<{ lhr: Result; html: string }> {
  const runner = await lighthouse(url, {
    port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (runner.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runner.lhr.runtimeError.message}`);
  const html = Array.isArray(runner.report) ? runner.report[1]! : runner.report;
  return { lhr: runner.lhr, html };
}

async function auditPage(
  browser: RunningChromium,
  runCount: number,
  name: string,
  pagePath: string,
  signedIn: boolean,
): Promise<PageScores> {
  const url = `${LIGHTHOUSE_BASE_URL}${pagePath}`;
  await fetch(url, { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }).then((response) => response.text());
  const runs: { lhr: Result; html: string }[] = [];
  for (let run = 0; run < runCount; run++) {
    runs.push(await audit(browser.port, url));
  }
  runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const median = runs[Math.floor(runs.length / 2)]!;
  const report = path.join(RESULTS_DIR, `lighthouse-${name}.html`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(report, median.html);
  fs.writeFileSync(report.replace(/\.html$/, '.json'), JSON.stringify(median.lhr));
  const { lhr } = median;
  return {
    page: name,
    url,
    signedIn,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    performanceRuns: runs.map((run) => score(run.lhr, 'performance')),
    runMetrics: runs.map((run) => ({
      performance: score(run.lhr, 'performance'),
      fcpMs: Math.round(metric(run.lhr, 'first-contentful-paint')),
      lcpMs: Math.round(metric(run.lhr, 'largest-contentful-paint')),
      tbtMs: Math.round(metric(run.lhr, 'total-blocking-time')),
    })),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    warnings: lhr.runWarnings,
    report: path.relative(process.cwd(), report),
  };
}

/**
 * Signs the demo user in inside the browser's default context (the one Lighthouse audits in), and
 * opens Mis tickets once: every run then measures the show-day visit, a returning attendee whose
 * phone holds the last copy of the list (without this, the first run alone would be a first visit,
 * whose list waits on Auth and the read, and the median would mix the two).
 */
async function signInDemoUser(browser: RunningChromium): Promise<void> {
  const connection = await chromium.connectOverCDP(browser.endpoint);
  const context = connection.contexts()[0];
  if (!context) throw new Error('Chromium has no default context to sign in');
  const page = await context.newPage();
  await signInThroughLoginPage(page, DEMO_USER, LIGHTHOUSE_BASE_URL);
  await page.goto(`${LIGHTHOUSE_BASE_URL}${PAGES.tickets}`);
  await page.getByRole('article').first().waitFor({ timeout: TICKETS_COPY_TIMEOUT_MS });
  // no tab may keep running beside the audited one
  await page.close();
  await connection.close();
}

/** Each distinct Lighthouse warning once, with the pages it came from. */
function printWarnings(pages: PageScores[]): void {
  const pagesByWarning = new Map<string, string[]>();
  for (const page of pages) {
    for (const warning of page.warnings)
      pagesByWarning.set(warning, [...(pagesByWarning.get(warning) ?? []), page.page]);
  }
  for (const [warning, names] of pagesByWarning) console.log(`Lighthouse warning (${names.join(', ')}): ${warning}`);
}

function budgetsFor(pages: PageScores[]): BudgetCheck[] {
  return pages.flatMap((page) => [
    {
      name: `Lighthouse performance, ${page.page}`,
      actual: String(page.performance),
      limit: `≥ ${PERFORMANCE_BUDGET}`,
      ok: page.performance >= PERFORMANCE_BUDGET,
    },
    {
      name: `Lighthouse accessibility, ${page.page}`,
      actual: String(page.accessibility),
      limit: `≥ ${ACCESSIBILITY_BUDGET}`,
      ok: page.accessibility >= ACCESSIBILITY_BUDGET,
    },
  ]);
}

export async function runLighthouse(form: BenchForm): Promise<LighthouseResult> {
  const { runs, pages: only } = SIZES[form];
  const wanted = (name: string) => !only || only.includes(name);
  heading(`Lighthouse (${LIGHTHOUSE_BASE_URL}, mobile, simulated throttling, median of ${runs})`);
  const browser = await launchChromium();
  const pages: PageScores[] = [];
  try {
    if (wanted('home')) pages.push(await auditPage(browser, runs, 'home', PAGES.home, false));
    if (wanted('event-detail')) pages.push(await auditPage(browser, runs, 'event-detail', PAGES.eventDetail, false));
    if (wanted('checkout')) pages.push(await auditPage(browser, runs, 'checkout', PAGES.checkout, false));
    if (wanted('seated-checkout'))
      pages.push(await auditPage(browser, runs, 'seated-checkout', PAGES.seatedCheckout, false));
    if (wanted('tickets')) {
      await signInDemoUser(browser);
      pages.push(await auditPage(browser, runs, 'tickets', PAGES.tickets, true));
    }
  } finally {
    await browser.close();
  }
  if (pages.length === 0) throw new Error(`Lighthouse measured no page (BENCH_LIGHTHOUSE_PAGES=${only?.join(',')})`);
  printTable(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'perf runs'],
    pages.map((page) => [
      `${page.page}${page.signedIn ? ' (signed in)' : ''}`,
      String(page.performance),
      String(page.accessibility),
      String(page.bestPractices),
      String(page.seo),
      `${(page.lcpMs / 1000).toFixed(2)} s`,
      `${page.tbtMs} ms`,
      page.cls.toFixed(3),
      page.performanceRuns.join('/'),
    ]),
  );
  for (const page of pages) {
    const runs = page.runMetrics.map(
      (run) => `${run.performance} (FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms)`,
    );
    console.log(`${page.page} runs: ${runs.join(', ')}`);
  }
  console.log(`CPU benchmark index of this machine: ${pages.map((page) => page.benchmarkIndex).join(', ')}`);
  printWarnings(pages);
  const budgets = budgetsFor(pages);
  budgets.forEach(printBudget);
  const result: LighthouseResult = {
    settings: `Lighthouse 12 default config: formFactor mobile, simulated throttling (slow 4G, 4x CPU slowdown), pages from ${LIGHTHOUSE_BASE_URL}`,
    pages,
    budgets,
  };
  writeResult('lighthouse', result);
  return result;
}
