/**
 * The seat map on a phone (figures, not a test; docs/performance/seated.md "The seat map on a phone"): a
 * seated date of a 5,000-seat plan opened at `/compra/{slug}` in Chromium with Lighthouse's mobile
 * profile (412 × 823 at 1.75×, touch, CPU slowed 4×). Draw: from every zone's view answered
 * (`seat-map:data`) to the painted frame that shows the map (`seat-map:drawn`), the app's own User
 * Timing marks. Tap: the Event Timing API's duration of each tap on a seat (input to the next paint
 * that shows it chosen), each on another free seat near the map's centre;
 * a tap under 16 ms leaves no entry and counts as 16. Each load waits for a quiet machine first:
 * the emulators' background work on the same cores is not the phone's. (Not each tap: Chrome's CPU
 * throttling keeps one core busy while the page is open.)
 * The short form: one load of a 500-seat plan, two taps.
 * `BENCH_SEATMAP_TRACE=1` also writes each measured load's Chrome trace (timeline and JS samples) to
 * `bench/results/seat-map-trace-*.json`, to open in DevTools' Performance panel.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { SeatingPlan } from '@carcajada/domain/seating';
import type { BenchForm } from './steps.js';
import { launchChromium } from './support/chromium.js';
import { LIGHTHOUSE_BASE_URL, RESULTS_DIR } from './support/config.js';
import { latencyStats } from './support/pool-and-stats.js';
import { waitForQuietMachine } from './support/quiet-machine.js';
import { heading, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { benchPlan, seatedDate } from './support/seated-date.js';
import { PaymentsFixtures } from '../tests/support/fixtures/harness.js';

const SIZES: Record<BenchForm, { zones: number; rows: number; seatsPerRow: number; loads: number; taps: number }> = {
  full: { zones: 4, rows: 25, seatsPerRow: 50, loads: 3, taps: 6 },
  short: { zones: 2, rows: 10, seatsPerRow: 25, loads: 1, taps: 2 },
};
/** Lighthouse's mobile profile: a Moto G Power's screen, its CPU as 4× slower than this machine's. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const DRAW_BUDGET_MS = 1_000;
const TAP_BUDGET_MS = 100;
/** Event Timing's smallest threshold: a faster interaction is not reported. */
const EVENT_TIMING_FLOOR_MS = 16;
const LOAD_TIMEOUT_MS = 60_000;
const TAP_TIMEOUT_MS = 15_000;
/** A pause before each tap: the tasks of finding the seat (a page query) end before the input. */
const QUIET_BEFORE_TAP_MS = 200;

interface LoadFigures {
  drawMs: number;
  tapsMs: number[];
}

/** What the page keeps: each interaction's longest event (this file runs in Node, without DOM types). */
interface PageWithInteractions {
  benchInteractions: Map<number, number>;
}

/** Each interaction's longest event, kept from the page's start (Event Timing). */
const OBSERVE_INTERACTIONS = `
  window.benchInteractions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const before = window.benchInteractions.get(entry.interactionId) ?? 0;
      window.benchInteractions.set(entry.interactionId, Math.max(before, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The little of the DOM the page functions below use (this file is typed for Node). */
interface PageElement {
  getAttribute(name: string): string | null;
  getScreenCTM(): { a: number; b: number; c: number; d: number; e: number; f: number } | null;
}
interface SeatDocument {
  document: {
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
  };
}

/** A seat's centre in the plan's pixels (zone + row + seat positions, as the map adds them). */
interface PlanSeat {
  id: string;
  x: number;
  y: number;
}

function planSeats(plan: SeatingPlan): PlanSeat[] {
  return plan.zones.flatMap((zone) =>
    zone.rows.flatMap((row) =>
      row.seats.map((seat) => ({
        id: seat.id,
        x: zone.position.x + row.position.x + seat.position.x,
        y: zone.position.y + row.position.y + seat.position.y,
      })),
    ),
  );
}

/**
 * The map centred on the screen, and the free seat not chosen yet nearest the map's centre: where a
 * thumb taps (at a phone's width a seat of a 5,000-seat plan is a few pixels wide, unzoomed). Found
 * from the plan's geometry through the map's transform: a large plan's seats are paint, not elements.
 */
async function seatAtMapCentre(page: Page, seats: PlanSeat[]): Promise<{ id: string; x: number; y: number }> {
  const map = page.locator('svg[aria-label^="Mapa de sillas"]');
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on the screen');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const found = await page.evaluate(
    ({ seats, centre }) => {
      const { document } = globalThis as unknown as SeatDocument;
      const ctm = document.querySelector('svg[aria-label^="Mapa de sillas"]')?.getScreenCTM();
      if (!ctm) return null;
      const chosen = new Set(
        [...document.querySelectorAll('[data-seat][aria-checked="true"]')].map((seat) =>
          seat.getAttribute('data-seat'),
        ),
      );
      let best: { id: string; x: number; y: number; distance: number } | null = null;
      for (const seat of seats) {
        if (chosen.has(seat.id)) continue;
        const x = ctm.a * seat.x + ctm.c * seat.y + ctm.e;
        const y = ctm.b * seat.x + ctm.d * seat.y + ctm.f;
        // a touch lands on whole pixels, and zoomed out a seat is about 2 px wide: only a seat
        // whose centre is on one is tapped for sure
        if (Math.hypot(x - Math.round(x), y - Math.round(y)) > 0.3) continue;
        const distance = Math.hypot(x - centre.x, y - centre.y);
        if (!best || distance < best.distance) best = { id: seat.id, x: Math.round(x), y: Math.round(y), distance };
      }
      return best;
    },
    { seats, centre },
  );
  if (!found) throw new Error('No free seat under the map centre');
  return found;
}

/** The seats the map drew: its seat elements, or the circles of a large plan's paint. */
async function seatsDrawn(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as SeatDocument;
    const paint = [...document.querySelectorAll('[data-seat-paint] path')];
    if (paint.length === 0) return [...document.querySelectorAll('[data-seat]')].length;
    return paint.reduce((count, path) => count + (path.getAttribute('d')?.split('M').length ?? 1) - 1, 0);
  });
}

async function measureLoad(
  context: BrowserContext,
  url: string,
  seats: PlanSeat[],
  taps: number,
  form: BenchForm,
): Promise<LoadFigures> {
  // the short form's figures are not read (it runs beside the web tests, never quiet): no wait
  if (form === 'full') await waitForQuietMachine();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: OBSERVE_INTERACTIONS });
    const tracing = process.env.BENCH_SEATMAP_TRACE && taps > 0;
    const traceEvents: unknown[] = [];
    if (tracing) {
      cdp.on('Tracing.dataCollected', (data: { value: unknown[] }) => traceEvents.push(...data.value));
      await cdp.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute,disabled-by-default-v8.cpu_profiler',
        transferMode: 'ReportEvents',
      });
    }
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('seat-map:drawn').length > 0, null, {
      timeout: LOAD_TIMEOUT_MS,
    });
    const drawMs = await page.evaluate(
      () =>
        performance.getEntriesByName('seat-map:drawn')[0]!.startTime -
        performance.getEntriesByName('seat-map:data')[0]!.startTime,
    );
    const drawn = await seatsDrawn(page);
    if (drawn !== seats.length) throw new Error(`The map drew ${drawn} seats of ${seats.length}`);
    const tapsMs: number[] = [];
    for (let tap = 0; tap < taps; tap++) {
      // each tap chooses another seat near the centre (fewer than the order's limit)
      const target = await seatAtMapCentre(page, seats);
      const before = await page.evaluate(() => (globalThis as unknown as PageWithInteractions).benchInteractions.size);
      await page.waitForTimeout(QUIET_BEFORE_TAP_MS);
      await page.touchscreen.tap(target.x, target.y);
      // polled every 100 ms, not at every frame (a locator's wait): a query of 5,000 seats in each
      // frame would delay the very paint the tap's duration waits for
      await page
        .waitForFunction(
          (id) =>
            (globalThis as unknown as SeatDocument).document
              .querySelector(`[data-seat="${id}"]`)
              ?.getAttribute('aria-checked') === 'true',
          target.id,
          { polling: 100, timeout: TAP_TIMEOUT_MS },
        )
        .catch(async (error: Error) => {
          const chosen = await page
            .locator('[data-seat][aria-checked="true"]')
            .evaluateAll((seats) => seats.map((seat) => seat.getAttribute('data-seat')));
          throw new Error(`Tap ${tap + 1} on ${target.id}: chosen now ${chosen.join(', ') || 'none'}`, {
            cause: error,
          });
        });
      await page.waitForTimeout(300); // the entry is reported after the paint
      const durations = await page.evaluate(() => [
        ...(globalThis as unknown as PageWithInteractions).benchInteractions.values(),
      ]);
      tapsMs.push(durations.length > before ? durations.at(-1)! : EVENT_TIMING_FLOOR_MS);
    }
    if (tracing) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      writeFileSync(path.join(RESULTS_DIR, `seat-map-trace-${Date.now()}.json`), JSON.stringify({ traceEvents }));
    }
    return { drawMs, tapsMs };
  } catch (error) {
    const screenshot = path.join(RESULTS_DIR, 'seat-map-failure.png');
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    throw new Error(`${(error as Error).message}\n(the page as it was: ${screenshot})`, { cause: error });
  } finally {
    await page.close();
  }
}

export async function runSeatMapBench(form: BenchForm): Promise<BudgetCheck[]> {
  const { zones, rows, seatsPerRow, loads, taps } = SIZES[form];
  const plan = benchPlan(zones, rows, seatsPerRow);
  const seats = planSeats(plan);
  heading(`Seat map: a ${seats.length}-seat plan on a phone (CPU ${CPU_SLOWDOWN}× slower), ${loads} loads`);
  const fixtures = new PaymentsFixtures();
  const browser = await launchChromium();
  try {
    const { slug } = await seatedDate(fixtures, plan);
    const url = `${LIGHTHOUSE_BASE_URL}/compra/${slug}`;
    const connection = await chromium.connectOverCDP(browser.endpoint);
    const context = await connection.newContext(PHONE);
    // the first load fetches the map's chunk and warms the emulators' workers: not reported
    await measureLoad(context, url, seats, 0, form);
    const figures: LoadFigures[] = [];
    for (let load = 0; load < loads; load++) figures.push(await measureLoad(context, url, seats, taps, form));
    await connection.close();
    const draw = latencyStats(figures.map((figure) => figure.drawMs));
    const tap = latencyStats(figures.flatMap((figure) => figure.tapsMs));
    printTable(
      ['seats', 'loads', 'draw p50 ms', 'draw max ms', 'taps', 'tap p50 ms', 'tap p95 ms', 'tap max ms'],
      [
        [
          String(seats.length),
          String(loads),
          String(Math.round(draw.p50)),
          String(Math.round(draw.max)),
          String(tap.count),
          String(Math.round(tap.p50)),
          String(Math.round(tap.p95)),
          String(Math.round(tap.max)),
        ],
      ],
    );
    writeResult('seat-map', {
      form,
      seats: seats.length,
      cpuSlowdown: CPU_SLOWDOWN,
      phone: PHONE,
      draw,
      tap,
      figures,
    });
    if (form === 'short') return [];
    return [
      {
        name: 'seat map drawn (slowest load)',
        actual: `${Math.round(draw.max)} ms`,
        limit: `≤ ${DRAW_BUDGET_MS} ms`,
        ok: draw.max <= DRAW_BUDGET_MS,
      },
      {
        name: 'seat tap to paint (p95)',
        actual: `${Math.round(tap.p95)} ms`,
        limit: `≤ ${TAP_BUDGET_MS} ms`,
        ok: tap.p95 <= TAP_BUDGET_MS,
      },
    ];
  } finally {
    await browser.close();
    await fixtures.cleanUp();
  }
}
