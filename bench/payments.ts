/**
 * Payments benchmark against the running emulators and Mercado Pago stand-in (figures, not a test):
 *   1. createTicketPreference latency over sequential calls (after a few warm-up calls);
 *   2. a burst of webhook deliveries (each payment delivered twice, shuffled, a bounded number in
 *      flight), then how many tickets ended in the state their payment implies and how many
 *      payments changed their ticket exactly once.
 * The purchases are spread over buyers, MAX_HELD_SEATS_PER_ACCOUNT each (the per-account hold
 * limit refuses the next), all made through the shared test fixtures and removed afterwards.
 */
import { performance } from 'node:perf_hooks';
import { MAX_HELD_SEATS_PER_ACCOUNT } from '@carcajada/domain';
import { StandInControl, type PaymentStatus } from '@carcajada/mp-standin';
import { PaymentsFixtures, type TestBuyer } from '../tests/support/fixtures/harness.js';
import { createBuyers } from '../tests/support/fixtures/purchases.js';
import { callCreateTicketPreference, ticketPayload, type PaidPurchase } from '../tests/support/services/callables.js';
import { STANDIN_URL } from '../tests/support/services/env.js';
import { signedWebhook } from '../tests/support/services/webhook.js';
import { latencyStats, runPool, shuffled } from './support/pool-and-stats.js';
import type { BenchForm } from './steps.js';
import { heading, printBudget, writeResult, type BudgetCheck } from './support/report.js';

const SIZES: Record<
  BenchForm,
  { warmUpCalls: number; latencyCalls: number; payments: number; inFlight: number; purchasesInFlight: number }
> = {
  full: { warmUpCalls: 5, latencyCalls: 200, payments: 500, inFlight: 50, purchasesInFlight: 5 },
  short: { warmUpCalls: 1, latencyCalls: 3, payments: 5, inFlight: 5, purchasesInFlight: 2 },
};
const DELIVERIES_PER_PAYMENT = 2;
/** The emulator starts one worker process per concurrent request; more than a few cold starts at once on 2 cores time out. */
const WORKER_RAMP_STEP = 5;
const DELIVERY_TIMEOUT_MS = 60_000;
const RETRY_ROUNDS = 3;
const P50_TARGET_MS = 150;
const TICKET_PRICE = 38_000;

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

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One ticket of the bench show per call, each account buying until the hold limit, then the next. */
class Purchaser {
  private made = 0;

  constructor(
    private readonly buyers: TestBuyer[],
    private readonly eventId: string,
    private readonly total: number,
  ) {}

  static buyersFor(purchases: number): number {
    return Math.ceil(purchases / MAX_HELD_SEATS_PER_ACCOUNT);
  }

  async buy(): Promise<PaidPurchase> {
    const buyer = this.buyers[Math.floor(this.made++ / MAX_HELD_SEATS_PER_ACCOUNT)];
    if (!buyer) throw new Error('the bench made more purchases than its buyers may hold');
    const outcome = await callCreateTicketPreference<PaidPurchase>(
      buyer.idToken,
      ticketPayload(buyer, this.eventId, 1, this.total),
    );
    if (!outcome.ok) throw new Error(`createTicketPreference failed: ${outcome.status} ${outcome.message}`);
    return outcome.result;
  }
}

async function measurePreferenceLatency(purchaser: Purchaser, sizes: (typeof SIZES)[BenchForm]) {
  for (let call = 0; call < sizes.warmUpCalls; call++) await purchaser.buy();
  const samples: number[] = [];
  const purchases: PaidPurchase[] = [];
  for (let call = 0; call < sizes.latencyCalls; call++) {
    const started = performance.now();
    purchases.push(await purchaser.buy());
    samples.push(performance.now() - started);
  }
  return { samples, purchases };
}

/** Tickets with preferences (re-using the latency phase's) and one payment each, whose webhooks are not sent yet. */
async function preparePayments(
  standIn: StandInControl,
  purchaser: Purchaser,
  existing: PaidPurchase[],
  sizes: (typeof SIZES)[BenchForm],
): Promise<PaidTicket[]> {
  const more = await runPool(
    Array.from({ length: Math.max(0, sizes.payments - existing.length) }),
    sizes.purchasesInFlight,
    () => purchaser.buy(),
  );
  const purchases = [...existing, ...more].slice(0, sizes.payments);
  return runPool(purchases, 20, async (purchase, index) => {
    const expected = OUTCOMES[index % OUTCOMES.length]!;
    const { payment } = await standIn.payPreference(purchase.preferenceId, expected.status, { notify: false });
    return { ticketId: purchase.ticketId, paymentId: payment.id, expected };
  });
}

async function deliver(paymentId: number | string): Promise<{ status: number; ms: number }> {
  const request = signedWebhook(paymentId);
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
 * Brings the emulator to `inFlight` warm webhook workers a few at a time (signed deliveries for a
 * payment the API does not know, which load the whole function), before any hold is taken: a
 * hold must not run out (HOLD_SECONDS is 30 in `npm test`) while the workers start.
 */
async function warmWebhookWorkers(warmUpPaymentId: string, inFlight: number): Promise<void> {
  for (let count = Math.min(WORKER_RAMP_STEP, inFlight); count <= inFlight; count += WORKER_RAMP_STEP) {
    await runPool(Array.from({ length: count }), count, () => deliver(warmUpPaymentId));
  }
}

async function webhookBurst(tickets: PaidTicket[], inFlight: number) {
  const deliveries = shuffled(
    tickets.flatMap((ticket) => Array.from({ length: DELIVERIES_PER_PAYMENT }, () => ticket.paymentId)),
  );
  const started = performance.now();
  const answers = await runPool(deliveries, inFlight, deliver);
  const seconds = (performance.now() - started) / 1000;
  const statusCounts: Record<string, number> = {};
  for (const answer of answers) statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
  // what Mercado Pago does with a non-2xx answer: deliver again later
  let pending = deliveries.filter((_, index) => answers[index]!.status !== 200);
  const failedFirstAttempt = pending.length;
  for (let retry = 0; retry < RETRY_ROUNDS && pending.length > 0; retry++) {
    const retried = await runPool(pending, inFlight, deliver);
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
async function appliedTransitionsPerTicket(fixtures: PaymentsFixtures, ticketIds: string[]) {
  const chunks = Array.from({ length: Math.ceil(ticketIds.length / 30) }, (_, index) =>
    ticketIds.slice(index * 30, index * 30 + 30),
  );
  const snapshots = await runPool(chunks, 5, (chunk) =>
    fixtures.db
      .collection('payment_notifications')
      .where('ticketId', 'in', chunk)
      .where('outcome', '==', 'applied')
      .get(),
  );
  const counts = new Map<string, number>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const ticketId = String(doc.get('ticketId'));
    counts.set(ticketId, (counts.get(ticketId) ?? 0) + 1);
  }
  return counts;
}

async function verifyStates(fixtures: PaymentsFixtures, tickets: PaidTicket[]) {
  const refs = tickets.map((ticket) => fixtures.db.doc(`tickets/${ticket.ticketId}`));
  const chunks = Array.from({ length: Math.ceil(refs.length / 100) }, (_, index) =>
    refs.slice(index * 100, index * 100 + 100),
  );
  const snapshots = (await runPool(chunks, 5, (chunk) => fixtures.db.getAll(...chunk))).flat();
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
    fixtures,
    tickets.map((ticket) => ticket.ticketId),
  );
  return {
    tickets: tickets.length,
    wrongOrLost: wrong.length,
    wrongTicketIds: wrong.slice(0, 10).map((ticket) => ticket.ticketId),
    ticketsChangedExactlyOnce: tickets.filter((ticket) => applied.get(ticket.ticketId) === 1).length,
  };
}

export async function runPaymentsBench(form: BenchForm): Promise<BudgetCheck[]> {
  const sizes = SIZES[form];
  const purchases = sizes.warmUpCalls + Math.max(sizes.latencyCalls, sizes.payments);
  heading(`Payments: ${purchases} purchases, at most ${MAX_HELD_SEATS_PER_ACCOUNT} an account`);
  const standIn = new StandInControl(STANDIN_URL);
  const fixtures = new PaymentsFixtures();
  const warmUpPaymentId = `9${Date.now()}`;
  fixtures.rememberPayment(warmUpPaymentId);
  try {
    const buyers = await createBuyers(fixtures, Purchaser.buyersFor(purchases));
    const event = await fixtures.createEvent({ ticketPrice: TICKET_PRICE });
    const { total } = await fixtures.expectedOrder(TICKET_PRICE, 1);
    const purchaser = new Purchaser(buyers, event.id, total);
    console.log(`Warming ${sizes.inFlight} webhook workers…`);
    await warmWebhookWorkers(warmUpPaymentId, sizes.inFlight);

    console.log(`createTicketPreference: ${sizes.warmUpCalls} warm-up + ${sizes.latencyCalls} timed sequential calls…`);
    const latency = await measurePreferenceLatency(purchaser, sizes);
    const preferenceLatency = latencyStats(latency.samples);
    console.log(
      `  p50 ${preferenceLatency.p50} ms, p95 ${preferenceLatency.p95} ms, p99 ${preferenceLatency.p99} ms, max ${preferenceLatency.max} ms`,
    );

    console.log(`Preparing ${sizes.payments} payments…`);
    const tickets = await preparePayments(standIn, purchaser, latency.purchases, sizes);
    console.log(`Webhook burst: ${tickets.length * DELIVERIES_PER_PAYMENT} deliveries, ${sizes.inFlight} in flight…`);
    const burst = await webhookBurst(tickets, sizes.inFlight);
    console.log(
      `  ${burst.deliveriesPerSecond} deliveries/s (${burst.seconds} s), p50 ${burst.latencyMs.p50} ms, p95 ${burst.latencyMs.p95} ms; ` +
        `non-200 first attempt: ${burst.non200FirstAttempt}, still failing after ${RETRY_ROUNDS} retry rounds: ${burst.stillFailingAfterRetries}`,
    );
    const states = await verifyStates(fixtures, tickets);
    console.log(
      `  final states: ${states.tickets - states.wrongOrLost}/${states.tickets} right, ${states.wrongOrLost} wrong or lost; ` +
        `${states.ticketsChangedExactlyOnce} changed exactly once`,
    );
    writeResult('payments', {
      form,
      accounts: buyers.length,
      createTicketPreference: { ...preferenceLatency, unit: 'ms', warmUpCalls: sizes.warmUpCalls },
      webhookBurst: { payments: tickets.length, concurrency: sizes.inFlight, warmWorkers: sizes.inFlight, ...burst },
      finalStates: states,
    });
    const budgets: BudgetCheck[] = [
      {
        name: 'createTicketPreference p50, sequential',
        actual: `${preferenceLatency.p50} ms`,
        limit: `< ${P50_TARGET_MS} ms`,
        ok: preferenceLatency.p50 < P50_TARGET_MS,
      },
      {
        name: 'webhook burst: tickets in the state their payment implies, each changed once',
        actual: `${states.tickets - states.wrongOrLost} right, ${states.ticketsChangedExactlyOnce} once, of ${states.tickets}`,
        limit: `all ${states.tickets}`,
        ok: states.wrongOrLost === 0 && states.ticketsChangedExactlyOnce === states.tickets,
      },
    ];
    budgets.forEach(printBudget);
    return budgets;
  } finally {
    await fixtures.cleanUp();
  }
}
