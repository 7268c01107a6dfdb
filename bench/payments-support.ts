/**
 * Helpers of bench/payments.ts: a bench buyer and event in the emulators (removed afterwards),
 * the callable over HTTP, a bounded-concurrency pool and percentile maths.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { computeOrder, eventDocument, paymentsConfigFrom, userDocument, type OrderSummary } from '@carcajada/domain';

export const PROJECT_ID = 'demo-carcajada';
export const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
export const AUTH_HOST = (process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099');
export const FUNCTIONS_BASE = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT_ID}/us-central1`;
export const STANDIN_URL = process.env.MP_STANDIN_URL ?? 'http://127.0.0.1:8090';
export const NOTIFICATION_URL = `${FUNCTIONS_BASE}/paymentWebhook?source_news=webhooks`;
export const WEBHOOK_SECRET = process.env.MP_WEBHOOK_SECRET ?? 'demo-webhook-secret';
const PASSWORD = 'Risas2026!';
const TICKET_PRICE = 38_000;

export interface BenchSetup {
  app: App;
  db: Firestore;
  uid: string;
  email: string;
  idToken: string;
  eventId: string;
  order: OrderSummary;
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** One buyer and one upcoming paid event with unique ids; the order is priced with the stored config. */
export async function createBenchSetup(): Promise<BenchSetup> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-payments-${randomUUID()}`);
  const db = getFirestore(app);
  const runId = randomUUID().slice(0, 8);
  const uid = `bench-pay-${runId}`;
  const email = `${uid}@bench.carcajada.test`;
  const eventId = `benchpay${runId}`.replace(/-/g, '');
  await getAuth(app).createUser({ uid, email, password: PASSWORD, emailVerified: true });
  const start = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
  await Promise.all([
    db
      .doc(`users/${uid}`)
      .set(userDocument({ uid, email, name: 'Comprador de benchmark', phone: '3009876543', city: 'Cali' })),
    db.doc(`events/${eventId}`).set(
      eventDocument({
        slug: `benchmark-pagos-${eventId}`,
        name: 'Benchmark de pagos',
        description: 'Evento del benchmark de pagos',
        city: 'Cali',
        venue: { name: 'Sala de Benchmark', address: 'Calle 5 # 1-1' },
        start,
        date: start.toISOString().slice(0, 10),
        time: '20:00',
        ticket_price: TICKET_PRICE,
      }),
    ),
  ]);
  const config = await db.doc('config/payments_config').get();
  const order = computeOrder(TICKET_PRICE, 1, paymentsConfigFrom(config.exists ? config.data() : undefined));
  return { app, db, uid, email, idToken: await signIn(email), eventId, order };
}

/** Removes the bench's tickets, their payment_notifications (and those of `extraPaymentIds`), the event, the user and the account. */
export async function removeBenchData(setup: BenchSetup, extraPaymentIds: string[] = []): Promise<void> {
  const { db } = setup;
  const tickets = await db.collection('tickets').where('userId', '==', setup.uid).get();
  const writer = db.bulkWriter();
  const ticketIds = tickets.docs.map((doc) => doc.id);
  for (let index = 0; index < ticketIds.length; index += 30) {
    const notifications = await db
      .collection('payment_notifications')
      .where('ticketId', 'in', ticketIds.slice(index, index + 30))
      .get();
    for (const doc of notifications.docs) void writer.delete(doc.ref);
  }
  for (const paymentId of extraPaymentIds) {
    const notifications = await db.collection('payment_notifications').where('dataId', '==', paymentId).get();
    for (const doc of notifications.docs) void writer.delete(doc.ref);
  }
  for (const doc of tickets.docs) void writer.delete(doc.ref);
  void writer.delete(db.doc(`events/${setup.eventId}`));
  void writer.delete(db.doc(`users/${setup.uid}`));
  await writer.close();
  await getAuth(setup.app).deleteUser(setup.uid);
  await deleteApp(setup.app);
}

export interface PurchaseResult {
  ticketId: string;
  preferenceId: string;
}

/** createTicketPreference for one ticket of the bench event, over the callable protocol. */
export async function buyOneTicket(setup: BenchSetup): Promise<PurchaseResult> {
  const response = await fetch(`${FUNCTIONS_BASE}/createTicketPreference`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${setup.idToken}` },
    body: JSON.stringify({ data: { eventId: setup.eventId, quantity: 1, amount: setup.order.total } }),
  });
  const body = (await response.json()) as { result?: PurchaseResult; error?: { message: string } };
  if (!body.result) throw new Error(`createTicketPreference failed: ${response.status} ${JSON.stringify(body.error)}`);
  return body.result;
}

/** Runs worker over items with at most `concurrency` in flight, keeping the results in order. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

export interface LatencyStats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  min: number;
  max: number;
}

/** Nearest-rank percentiles, in milliseconds rounded to 0.1. */
export function latencyStats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (percentile: number) => sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
    min: round(sorted[0]!),
    max: round(sorted[sorted.length - 1]!),
  };
}

export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
