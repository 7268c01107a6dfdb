/**
 * Documents the organizer dashboard's overview reads, with N shows and M tickets, against what a
 * download-every-ticket overview would read. A bench ADMIN opens /administrador filtered to a
 * city only the bench uses; the event documents are counted on the wire (bench/support/
 * firestore-wire.ts) and the aggregation queries by their `:runAggregationQuery` requests.
 * Firestore bills an aggregation 1 read per batch of up to 1000 index entries it matches (at
 * least 1), so each one counts ceil(max(matched, 1) / 1000) reads, from the fixture's own counts.
 * Figures only: nothing here is timed or asserted.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import {
  bogotaDateString,
  computeOrder,
  seatInventory,
  userDocument,
  type PaymentStatus,
  type TicketStatus,
} from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import type { BenchForm } from './steps.js';
import { launchChromium } from './support/chromium.js';
import { AUTH_HOST, BASE_URL, FIRESTORE_HOST, PROJECT_ID } from './support/config.js';
import { FirestoreTraffic } from './support/firestore-wire.js';
import { heading, printTable, writeResult } from './support/report.js';
import { signInThroughLoginPage } from './support/sign-in.js';

/** N shows of M tickets; the full form's can be set with BENCH_DASHBOARD_SHOWS and BENCH_DASHBOARD_TICKETS_PER_SHOW. */
/** `settleMs`: the wait after the sign-in and after the cards, for late reads (short: none is judged). */
const SIZES: Record<BenchForm, { shows: number; ticketsPerShow: number; settleMs: number }> = {
  full: {
    shows: Number(process.env.BENCH_DASHBOARD_SHOWS ?? 20),
    ticketsPerShow: Number(process.env.BENCH_DASHBOARD_TICKETS_PER_SHOW ?? 100),
    settleMs: 1500,
  },
  short: { shows: 2, ticketsPerShow: 10, settleMs: 300 },
};
const AGGREGATION_BATCH = 1000;
const SCREEN_TIMEOUT_MS = 30_000;
const CONFIG = { fees: 5000, taxes: 19 };

/** A show's tickets, in the proportions of a busy night: most paid, some holds, some cancelled. */
const MIX: { ticketStatus: TicketStatus; paymentStatus: PaymentStatus; share: number }[] = [
  { ticketStatus: 'paid', paymentStatus: 'approved', share: 0.6 },
  { ticketStatus: 'redeemed', paymentStatus: 'approved', share: 0.2 },
  { ticketStatus: 'reserved', paymentStatus: 'pending', share: 0.1 },
  { ticketStatus: 'cancelled', paymentStatus: 'rejected', share: 0.1 },
];

interface Fixture {
  city: string;
  admin: { uid: string; email: string; password: string };
  eventIds: string[];
  /** Tickets each overview aggregation matches, per show: [sold/money, holds]. */
  matched: [number, number];
}

async function withAdmin<T>(work: (app: App) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-dashboard-${randomUUID()}`);
  try {
    return await work(app);
  } finally {
    await deleteApp(app);
  }
}

async function writeInChunks(db: Firestore, writes: [string, Record<string, unknown>][]): Promise<void> {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(start, start + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

async function createFixture({ shows, ticketsPerShow }: (typeof SIZES)[BenchForm]): Promise<Fixture> {
  const suffix = randomUUID().slice(0, 8);
  const city = `Bench ${suffix}`;
  const admin = {
    uid: `bench-admin-${suffix}`,
    email: `bench-admin-${suffix}@carcajada.test`,
    password: `Bench-${suffix}!`,
  };
  const eventIds: string[] = [];
  await withAdmin(async (app) => {
    await getAuth(app).createUser({ uid: admin.uid, email: admin.email, password: admin.password });
    const db = getFirestore(app);
    await db
      .doc(`users/${admin.uid}`)
      .set(
        userDocument({ uid: admin.uid, email: admin.email, name: 'Bench Panel', phone: '3000000000', role: 'ADMIN' }),
      );
    const writes: [string, Record<string, unknown>][] = [];
    for (let show = 0; show < shows; show += 1) {
      const start = new Date(Date.now() + (show + 1) * 24 * 60 * 60 * 1000);
      const eventId = `bench-${suffix}-${show}`;
      eventIds.push(eventId);
      const capacity = ticketsPerShow * 3;
      writes.push([
        `events/${eventId}`,
        {
          ...eventDocument({
            slug: eventId,
            name: `Bench show ${show + 1}`,
            start,
            date: bogotaDateString(start),
            time: '20:00',
            city,
          }),
          ...seatInventory(capacity, capacity - ticketsPerShow).event,
        },
      ]);
      for (const part of MIX) {
        for (let index = 0; index < Math.round(part.share * ticketsPerShow); index += 1) {
          const order = computeOrder(45_000, 1, CONFIG);
          writes.push([
            `tickets/${eventId}-${part.ticketStatus}-${index}`,
            {
              ...ticketDocument({ userId: admin.uid, eventId, buyerEmail: admin.email, amount: order.total, ...part }),
              price: { ...order, taxesPercent: CONFIG.taxes, feePerTicket: CONFIG.fees },
            },
          ]);
        }
      }
    }
    await writeInChunks(db, writes);
  });
  const share = (status: TicketStatus) =>
    Math.round((MIX.find((part) => part.ticketStatus === status)?.share ?? 0) * ticketsPerShow);
  return { city, admin, eventIds, matched: [share('paid') + share('redeemed'), share('reserved')] };
}

async function removeFixture(fixture: Fixture): Promise<void> {
  await withAdmin(async (app) => {
    const db = getFirestore(app);
    for (const eventId of fixture.eventIds) {
      const tickets = await db.collection('tickets').where('eventId', '==', eventId).get();
      await Promise.all(tickets.docs.map((ticket) => ticket.ref.delete()));
      await db.doc(`events/${eventId}`).delete();
    }
    await db.doc(`users/${fixture.admin.uid}`).delete();
    await getAuth(app).deleteUser(fixture.admin.uid);
  });
}

const billed = (matched: number) => Math.ceil(Math.max(matched, 1) / AGGREGATION_BATCH);

export interface DashboardReadsResult {
  method: string;
  shows: number;
  tickets: number;
  measured: { eventDocuments: number; otherDocuments: number; aggregationQueries: number; billedReads: number };
  downloadEverything: number;
}

export async function runDashboardReads(form: BenchForm): Promise<DashboardReadsResult> {
  heading(`Organizer dashboard: documents read by the overview (${BASE_URL})`);
  const sizes = SIZES[form];
  const { shows } = sizes;
  const fixture = await createFixture(sizes);
  const chromiumProcess = await launchChromium();
  try {
    const browser = await chromium.connectOverCDP(chromiumProcess.endpoint);
    // the sign-in helper waits with a string expression, which the app's CSP (no eval) would refuse
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const traffic = new FirestoreTraffic(cdp, FIRESTORE_HOST);
    await traffic.start();
    let aggregations = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      // CORS preflights (OPTIONS) are not queries
      if (event.request.url.includes(':runAggregationQuery') && event.request.method === 'POST') aggregations += 1;
    });
    await signInThroughLoginPage(page, fixture.admin);
    await page.waitForTimeout(sizes.settleMs);
    const mark = await traffic.mark();
    aggregations = 0;
    await page.goto(`${BASE_URL}/administrador?ciudad=${encodeURIComponent(fixture.city)}`);
    await page
      .getByRole('article')
      .nth(shows - 1)
      .waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await page.waitForTimeout(sizes.settleMs);
    const reads = await traffic.readsSince(mark);
    await context.close();

    const eventDocuments = reads.byCollection.events ?? 0;
    const otherDocuments = reads.total - eventDocuments;
    const perShow = billed(fixture.matched[0]) + billed(fixture.matched[1]);
    const billedReads = reads.total + (aggregations / 2) * perShow;
    const tickets = shows * sizes.ticketsPerShow;
    const downloadEverything = eventDocuments + tickets + otherDocuments;
    printTable(
      ['shows', 'tickets', 'event docs', 'other docs', 'aggregation queries', 'billed reads', 'download everything'],
      [
        [
          String(shows),
          String(tickets),
          String(eventDocuments),
          String(otherDocuments),
          String(aggregations),
          String(billedReads),
          String(downloadEverything),
        ],
      ],
    );
    console.log('Projected with the same method (2 aggregations per show, each ceil(matched/1000) reads):');
    printTable(
      ['shows', 'tickets per show', 'overview reads', 'download everything'],
      [
        [40, 100],
        [40, 400],
        [40, 2500],
      ].map(([shows = 0, perShowTickets = 0]) => [
        String(shows),
        String(perShowTickets),
        String(shows + shows * (billed(perShowTickets * 0.8) + billed(perShowTickets * 0.1))),
        String(shows + shows * perShowTickets),
      ]),
    );
    const result: DashboardReadsResult = {
      method:
        'wire-counted documents of one overview visit (bench/support/firestore-wire.ts) + per :runAggregationQuery request ceil(max(matched,1)/1000) reads',
      shows,
      tickets,
      measured: { eventDocuments, otherDocuments, aggregationQueries: aggregations, billedReads },
      downloadEverything,
    };
    writeResult('dashboard-reads', result);
    return result;
  } finally {
    await chromiumProcess.close();
    await removeFixture(fixture);
  }
}
