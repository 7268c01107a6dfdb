/**
 * Payments benchmark against the running emulators and Mercado Pago stand-in (not a test):
 *   1. createTicketPreference latency over 200 sequential calls (after 5 warm-up calls);
 *   2. a burst of 1,000 webhook deliveries (500 payments, each delivered twice, shuffled, 50 in
 *      flight), then a check that every ticket ends in the state its payment implies and that each
 *      payment changed its ticket exactly once.
 * Run: npx tsx bench/payments.ts   → prints the figures and writes bench/results/payments.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildWebhookRequest, StandInControl, type PaymentStatus } from '@carcajada/mp-standin';
import {
  buyOneTicket,
  createBenchSetup,
  latencyStats,
  NOTIFICATION_URL,
  removeBenchData,
  runPool,
  shuffled,
  STANDIN_URL,
  WEBHOOK_SECRET,
  type BenchSetup,
  type PurchaseResult,
} from './payments-support.js';

const LATENCY_CALLS = 200;
const WARM_UP_CALLS = 5;
const PAYMENTS = 500;
const DELIVERIES_PER_PAYMENT = 2;
const DELIVERY_CONCURRENCY = 50;
/** The emulator starts one worker process per concurrent request; more than a few cold starts at once on 2 cores time out. */
const WORKER_RAMP_STEP = 5;
const DELIVERY_TIMEOUT_MS = 60_000;
const RETRY_ROUNDS = 3;
const P50_TARGET_MS = 150;

/** Mix of outcomes and the ticket state each must end in. */
const OUTCOMES: { status: PaymentStatus; ticketStatus: string; paymentStatus: string }[] = [
  { status: 'approved', ticketStatus: 'paid', paymentStatus: 'approved' },
  { status: 'approved', ticketStatus: 'paid', paymentStatus: 'approved' },
  { status: 'approved', ticketStatus: 'paid', paymentStatus: 'approved' },
  { status: 'rejected', ticketStatus: 'cancelled', paymentStatus: 'rejected' },
  { status: 'in_process', ticketStatus: 'reserved', paymentStatus: 'pending' },
];

interface PaidTicket {
  ticketId: string;
  paymentId: number;
  expected: (typeof OUTCOMES)[number];
}

const standIn = new StandInControl(STANDIN_URL);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function measurePreferenceLatency(
  setup: BenchSetup,
): Promise<{ samples: number[]; purchases: PurchaseResult[] }> {
  for (let call = 0; call < WARM_UP_CALLS; call++) await buyOneTicket(setup);
  const samples: number[] = [];
  const purchases: PurchaseResult[] = [];
  for (let call = 0; call < LATENCY_CALLS; call++) {
    const started = performance.now();
    purchases.push(await buyOneTicket(setup));
    samples.push(performance.now() - started);
  }
  return { samples, purchases };
}

/** Tickets with preferences (re-using the latency phase's) and one payment each, whose webhooks are not sent yet. */
async function preparePayments(setup: BenchSetup, existing: PurchaseResult[]): Promise<PaidTicket[]> {
  const more = await runPool(Array.from({ length: PAYMENTS - existing.length }), WORKER_RAMP_STEP, () =>
    buyOneTicket(setup),
  );
  const purchases = [...existing, ...more].slice(0, PAYMENTS);
  return runPool(purchases, 20, async (purchase, index) => {
    const expected = OUTCOMES[index % OUTCOMES.length]!;
    const { payment } = await standIn.payPreference(purchase.preferenceId, expected.status, { notify: false });
    return { ticketId: purchase.ticketId, paymentId: payment.id, expected };
  });
}

async function deliver(paymentId: number | string): Promise<{ status: number; ms: number }> {
  const request = buildWebhookRequest({ notificationUrl: NOTIFICATION_URL, paymentId, secret: WEBHOOK_SECRET });
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/**
 * Brings the emulator to DELIVERY_CONCURRENCY warm webhook workers a few at a time (signed
 * deliveries for a payment the API does not know, which load the whole function).
 */
async function warmWebhookWorkers(warmUpPaymentId: string): Promise<void> {
  for (let inFlight = WORKER_RAMP_STEP; inFlight <= DELIVERY_CONCURRENCY; inFlight += WORKER_RAMP_STEP) {
    await runPool(Array.from({ length: inFlight }), inFlight, () => deliver(warmUpPaymentId));
  }
}

async function webhookBurst(tickets: PaidTicket[]) {
  const deliveries = shuffled(
    tickets.flatMap((ticket) => Array.from({ length: DELIVERIES_PER_PAYMENT }, () => ticket.paymentId)),
  );
  const started = performance.now();
  const answers = await runPool(deliveries, DELIVERY_CONCURRENCY, deliver);
  const seconds = (performance.now() - started) / 1000;
  const statusCounts: Record<string, number> = {};
  for (const answer of answers) statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
  // what Mercado Pago does with a non-2xx answer: deliver again later
  let pending = deliveries.filter((_, index) => answers[index]!.status !== 200);
  const failedFirstAttempt = pending.length;
  for (let retry = 0; retry < RETRY_ROUNDS && pending.length > 0; retry++) {
    const retried = await runPool(pending, DELIVERY_CONCURRENCY, deliver);
    pending = pending.filter((_, index) => retried[index]!.status !== 200);
  }
  return {
    deliveries: deliveries.length,
    seconds: round(seconds, 2),
    deliveriesPerSecond: round(deliveries.length / seconds),
    latencyMs: latencyStats(answers.map((answer) => answer.ms)),
    statusCounts,
    non200FirstAttempt: failedFirstAttempt,
    stillFailingAfterRetries: pending.length,
  };
}

/** How many deliveries changed each ticket, from payment_notifications. */
async function appliedTransitionsPerTicket(setup: BenchSetup, ticketIds: string[]): Promise<Map<string, number>> {
  const chunks = Array.from({ length: Math.ceil(ticketIds.length / 30) }, (_, index) =>
    ticketIds.slice(index * 30, index * 30 + 30),
  );
  const snapshots = await runPool(chunks, 5, (chunk) =>
    setup.db.collection('payment_notifications').where('ticketId', 'in', chunk).where('outcome', '==', 'applied').get(),
  );
  const counts = new Map<string, number>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const ticketId = String(doc.get('ticketId'));
    counts.set(ticketId, (counts.get(ticketId) ?? 0) + 1);
  }
  return counts;
}

async function verifyStates(setup: BenchSetup, tickets: PaidTicket[]) {
  const refs = tickets.map((ticket) => setup.db.doc(`tickets/${ticket.ticketId}`));
  const chunks = Array.from({ length: Math.ceil(refs.length / 100) }, (_, index) =>
    refs.slice(index * 100, index * 100 + 100),
  );
  const snapshots = (await runPool(chunks, 5, (chunk) => setup.db.getAll(...chunk))).flat();
  const wrong = tickets.filter((ticket, index) => {
    const data = snapshots[index]?.data();
    const qrRight = ticket.expected.ticketStatus === 'paid' ? typeof data?.qrCode === 'string' : data?.qrCode === null;
    return (
      data?.ticketStatus !== ticket.expected.ticketStatus ||
      data.paymentStatus !== ticket.expected.paymentStatus ||
      data.paymentId !== String(ticket.paymentId) ||
      !qrRight
    );
  });
  const applied = await appliedTransitionsPerTicket(
    setup,
    tickets.map((ticket) => ticket.ticketId),
  );
  return {
    tickets: tickets.length,
    wrongOrLost: wrong.length,
    wrongTicketIds: wrong.slice(0, 10).map((ticket) => ticket.ticketId),
    ticketsChangedExactlyOnce: tickets.filter((ticket) => applied.get(ticket.ticketId) === 1).length,
  };
}

function writeResults(results: object): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/payments.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

async function main(): Promise<void> {
  const setup = await createBenchSetup();
  const warmUpPaymentId = `9${Date.now()}`;
  try {
    console.log(`createTicketPreference: ${WARM_UP_CALLS} warm-up + ${LATENCY_CALLS} timed sequential calls…`);
    const latency = await measurePreferenceLatency(setup);
    const preferenceLatency = latencyStats(latency.samples);
    console.log(
      `  p50 ${preferenceLatency.p50} ms, p95 ${preferenceLatency.p95} ms, p99 ${preferenceLatency.p99} ms, max ${preferenceLatency.max} ms`,
    );

    console.log(`Preparing ${PAYMENTS} payments and ${DELIVERY_CONCURRENCY} warm webhook workers…`);
    const tickets = await preparePayments(setup, latency.purchases);
    await warmWebhookWorkers(warmUpPaymentId);

    console.log(`Webhook burst: ${PAYMENTS * DELIVERIES_PER_PAYMENT} deliveries, ${DELIVERY_CONCURRENCY} in flight…`);
    const burst = await webhookBurst(tickets);
    console.log(
      `  ${burst.deliveriesPerSecond} deliveries/s (${burst.seconds} s), p50 ${burst.latencyMs.p50} ms, p95 ${burst.latencyMs.p95} ms; ` +
        `non-200 first attempt: ${burst.non200FirstAttempt}, still failing after ${RETRY_ROUNDS} retry rounds: ${burst.stillFailingAfterRetries}`,
    );
    const states = await verifyStates(setup, tickets);
    console.log(
      `  final states: ${states.tickets - states.wrongOrLost}/${states.tickets} right, ${states.wrongOrLost} wrong or lost; ` +
        `${states.ticketsChangedExactlyOnce} changed exactly once`,
    );

    const file = writeResults({
      ranAt: new Date().toISOString(),
      environment: {
        node: process.version,
        note: 'Firebase emulators + Mercado Pago stand-in on this machine (2 cores), shared with other work',
      },
      createTicketPreference: {
        ...preferenceLatency,
        unit: 'ms',
        warmUpCalls: WARM_UP_CALLS,
        p50TargetMs: P50_TARGET_MS,
        p50UnderTarget: preferenceLatency.p50 < P50_TARGET_MS,
      },
      webhookBurst: {
        payments: PAYMENTS,
        concurrency: DELIVERY_CONCURRENCY,
        warmWorkers: DELIVERY_CONCURRENCY,
        ...burst,
      },
      finalStates: states,
    });
    console.log(`Results written to ${file}`);
    const allRight = states.wrongOrLost === 0 && states.ticketsChangedExactlyOnce === states.tickets;
    if (!allRight || preferenceLatency.p50 >= P50_TARGET_MS) process.exitCode = 1;
  } finally {
    await removeBenchData(setup, [warmUpPaymentId]);
  }
}

await main();
