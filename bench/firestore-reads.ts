/**
 * Firestore documents read per visit: home (first page, then scrolling to page 2), event detail,
 * checkout and tickets. Each visit runs in a fresh browser context (cold SDK cache); documents
 * are counted on the wire (bench/support/firestore-wire.ts) and the emulator's rules-evaluation
 * stream gives its own count of get/list requests as a cross-check. Budget per visit: no more
 * documents than the screen shows, plus the payments config, plus the signed-in user's own
 * document (the app must read it to know the session is valid).
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { BASE_URL, FIRESTORE_HOST, PAGES, SEATED_CHECKOUT_SHOWN } from './support/config.js';
import type { BenchForm } from './steps.js';
import { launchChromium } from './support/chromium.js';
import { EmulatorRequestLog, type EmulatorRequestCounts } from './support/emulator-requests.js';
import { FirestoreTraffic, type DocumentReads } from './support/firestore-wire.js';
import { heading, printBudget, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { signInThroughLoginPage, type Credentials } from './support/sign-in.js';
import { createBenchUser } from './support/tickets-fixture.js';

/**
 * How long no Firestore bytes must arrive for a visit to be over. The short form (npm test, where
 * no figure is judged) waits less: it checks that every visit runs, not what it reads.
 */
const QUIET_MS: Record<BenchForm, number> = { full: 1500, short: 400 };
const SETTLE_TIMEOUT_MS = 20_000;
const SCREEN_TIMEOUT_MS = 20_000;
/** config/payments_config, allowed on every visit. */
const PAYMENTS_CONFIG_ALLOWANCE = 1;
/** users/{uid}, which a signed-in page reads to know the session is still valid. */
const OWN_USER_DOCUMENT_ALLOWANCE = 1;
/**
 * config/legal, which a page that takes an order reads for the data policy's current version: an
 * account whose consent is older is asked again before it buys (habeas data).
 */
const DATA_POLICY_ALLOWANCE = 1;

/** What a visit may read, part by part. */
function allowanceOf(
  visit: Pick<VisitReads, 'signedIn' | 'checksConsent'>,
  shown: VisitReads['shown'],
): { documents: number; what: string }[] {
  const parts = [
    { documents: shown.count, what: `${shown.count} shown`, counts: true },
    { documents: PAYMENTS_CONFIG_ALLOWANCE, what: 'payments config', counts: true },
    { documents: OWN_USER_DOCUMENT_ALLOWANCE, what: 'own user document', counts: visit.signedIn },
    { documents: DATA_POLICY_ALLOWANCE, what: "data policy's version", counts: Boolean(visit.checksConsent) },
  ];
  return parts.filter((part) => part.counts);
}

export interface VisitReads {
  visit: string;
  path: string;
  signedIn: boolean;
  /** Whether the page asks an account for a consent older than the data policy (the checkout). */
  checksConsent?: boolean;
  shown: { what: string; count: number };
  allowance: number;
  reads: DocumentReads & { unique: number };
  emulatorRequests?: EmulatorRequestCounts;
}

export interface FirestoreReadsResult {
  method: string;
  visits: VisitReads[];
  budgets: BudgetCheck[];
}

interface VisitContext {
  page: Page;
  traffic: FirestoreTraffic;
}

/** Waits until no Firestore bytes arrive for `quietMs` (listeners stay open, so idle is the end). */
async function firestoreQuiet(traffic: FirestoreTraffic, quietMs: number): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let last = traffic.receivedLength();
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = traffic.receivedLength();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return;
    }
  }
}

const eventCards = (page: Page) => page.getByRole('list', { name: 'Eventos' }).getByRole('article');

class ReadsRecorder {
  readonly visits: VisitReads[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly emulatorLog: EmulatorRequestLog | undefined,
    private readonly quietMs: number,
  ) {}

  /** A fresh context, signed in first when credentials are given; the counting starts after. */
  async open(credentials?: Credentials): Promise<VisitContext> {
    const context = await this.browser.newContext();
    const page = await context.newPage();
    const traffic = new FirestoreTraffic(await context.newCDPSession(page), FIRESTORE_HOST);
    await traffic.start();
    if (credentials) {
      await signInThroughLoginPage(page, credentials);
      await firestoreQuiet(traffic, this.quietMs);
    }
    return { page, traffic };
  }

  /** Counts what `act` makes the page read; `shown` says how many documents the screen then shows. */
  async measure(
    { traffic }: VisitContext,
    visit: Omit<VisitReads, 'reads' | 'allowance' | 'shown' | 'emulatorRequests'>,
    act: () => Promise<void>,
    shown: () => Promise<VisitReads['shown']>,
  ): Promise<void> {
    const mark = await traffic.mark();
    const startedAt = Date.now();
    await act();
    await firestoreQuiet(traffic, this.quietMs);
    const reads = await traffic.readsSince(mark);
    const screen = await shown();
    this.visits.push({
      ...visit,
      shown: screen,
      allowance: allowanceOf(visit, screen).reduce((sum, part) => sum + part.documents, 0),
      reads: { ...reads, unique: new Set(reads.documents).size },
      emulatorRequests: this.emulatorLog?.between(startedAt, Date.now()),
    });
  }
}

async function measureHome(recorder: ReadsRecorder): Promise<void> {
  const visit = await recorder.open();
  const { page } = visit;
  await recorder.measure(
    visit,
    { visit: 'home, first page', path: PAGES.home, signedIn: false },
    async () => {
      await page.goto(`${BASE_URL}${PAGES.home}`);
      await eventCards(page).first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
    },
    async () => ({ what: 'event cards', count: await eventCards(page).count() }),
  );
  const firstPage = await eventCards(page).count();
  await recorder.measure(
    visit,
    { visit: 'home, scroll to page 2', path: PAGES.home, signedIn: false },
    async () => {
      await eventCards(page).last().scrollIntoViewIfNeeded();
      await eventCards(page).nth(firstPage).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    },
    async () => ({ what: 'new event cards', count: (await eventCards(page).count()) - firstPage }),
  );
  await page.context().close();
}

async function measureSinglePage(
  recorder: ReadsRecorder,
  visit: { visit: string; path: string; checksConsent?: boolean; ready: (page: Page) => Locator },
  shown: VisitReads['shown'],
  credentials?: Credentials,
): Promise<void> {
  const context = await recorder.open(credentials);
  const { page } = context;
  await recorder.measure(
    context,
    { visit: visit.visit, path: visit.path, signedIn: Boolean(credentials), checksConsent: visit.checksConsent },
    async () => {
      await page.goto(`${BASE_URL}${visit.path}`);
      await visit.ready(page).first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
    },
    async () => shown,
  );
  await page.context().close();
}

function printVisits(visits: VisitReads[]): void {
  printTable(
    ['visit', 'docs read', 'unique', 'by collection', 'shown', 'allowed', 'emulator get/list'],
    visits.map((visit) => [
      visit.visit,
      String(visit.reads.total),
      String(visit.reads.unique),
      Object.entries(visit.reads.byCollection)
        .map(([collection, count]) => `${collection} ${count}`)
        .join(', ') || '—',
      `${visit.shown.count} ${visit.shown.what}`,
      String(visit.allowance),
      visit.emulatorRequests ? `${visit.emulatorRequests.get}/${visit.emulatorRequests.list}` : 'n/a',
    ]),
  );
  for (const visit of visits) {
    console.log(
      `${visit.visit}: listened to ${visit.reads.targets.length > 0 ? visit.reads.targets.join(' | ') : 'nothing new'}`,
    );
  }
}

export async function runFirestoreReads(form: BenchForm): Promise<FirestoreReadsResult> {
  heading(`Firestore reads per visit (${BASE_URL})`);
  const emulatorLog = await EmulatorRequestLog.connect().catch((error: Error) => {
    console.log(`The emulator's rules-evaluation stream is not available (${error.message}): wire counts only.`);
    return undefined;
  });
  const chromiumProcess = await launchChromium();
  const benchUser = await createBenchUser();
  try {
    const browser = await chromium.connectOverCDP(chromiumProcess.endpoint);
    const recorder = new ReadsRecorder(browser, emulatorLog, QUIET_MS[form]);
    await measureHome(recorder);
    await measureSinglePage(
      recorder,
      {
        visit: 'event detail',
        path: PAGES.eventDetail,
        ready: (page) => page.getByText('Acerca del evento', { exact: true }),
      },
      { what: 'event', count: 1 },
    );
    await measureSinglePage(
      recorder,
      {
        visit: 'checkout (signed in)',
        path: PAGES.checkout,
        checksConsent: true,
        // the event's summary, which needs the reads (the page's title shows before them)
        ready: (page) => page.getByRole('region', { name: 'Evento' }),
      },
      { what: 'event', count: 1 },
      benchUser,
    );
    await measureSinglePage(
      recorder,
      {
        visit: 'seated checkout (signed in)',
        path: PAGES.seatedCheckout,
        checksConsent: true,
        ready: (page) => page.locator('[data-seat]').first(),
      },
      SEATED_CHECKOUT_SHOWN,
      benchUser,
    );
    await measureSinglePage(
      recorder,
      { visit: 'tickets (signed in)', path: PAGES.tickets, ready: (page) => page.getByRole('article') },
      { what: 'tickets of the user', count: benchUser.tickets },
      benchUser,
    );
    await browser.close();
    printVisits(recorder.visits);
    const budgets = recorder.visits.map((visit) => ({
      name: `reads, ${visit.visit}`,
      actual: `${visit.reads.total} documents`,
      limit: `≤ ${visit.allowance} (${allowanceOf(visit, visit.shown)
        .map((part) => part.what)
        .join(' + ')})`,
      ok: visit.reads.total <= visit.allowance,
    }));
    budgets.forEach(printBudget);
    const result: FirestoreReadsResult = {
      method:
        'Documents counted on the wire (CDP Network events on the Firestore emulator host: streamed Listen/channel answers, RunQuery/BatchGet bodies); ' +
        "get/list requests cross-checked on the emulator's rules-evaluation stream (ws .../requests).",
      visits: recorder.visits,
      budgets,
    };
    writeResult('firestore-reads', result);
    return result;
  } finally {
    emulatorLog?.close();
    await benchUser.remove();
    await chromiumProcess.close();
  }
}
