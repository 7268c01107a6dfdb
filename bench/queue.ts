/**
 * On-sale queue benchmark (figures, not a test; contract "The on-sale"): a date added with
 * addShowDates to a show whose room keeps `doorQuota` seats for the door (its seat blocks are
 * first laid out by the admission step); 2,000 verified accounts join its 300 online seats'
 * queue within seconds before its opening, each from an address of its own (X-Forwarded-For, as
 * Google's front end gives the functions); the sale opens; admission steps (admitFromQueueNow,
 * back to back, instead of the minute schedule) admit `rate` at a time, and each admitted account buys one seat at once, until the
 * date sells out; then the door sells its quota. Prints joins/s, the busiest documents' writes,
 * admitted order against rank (inversions), tickets sold online and at the door against the room,
 * oversold, and from admission to a hold, split in two: the wait before the buyer's call (the
 * step, the read of who was admitted, and this bench's own limit of `buysInFlight` calls, behind
 * which the 100th admitted buyer waits for 75 purchases: a real buyer calls from a phone of their
 * own) and the call itself (createTicketPreference, what a buyer waits on after "Comprar"). The
 * full form first starts the purchase function's workers with a rush on another date, as a
 * deployed function has its instances up when an on-sale starts (minInstances).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { bogotaDateString } from '@carcajada/domain';
import { latencyStats } from './support/pool-and-stats.js';
import type { BenchForm } from './steps.js';
import { heading, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { PaymentsFixtures, type TestBuyer } from '../tests/support/fixtures/harness.js';
import { createBuyers } from '../tests/support/fixtures/purchases.js';
import { runBounded } from '../tests/support/fixtures/race.js';
import {
  callCallable,
  callCreateTicketPreference,
  callJoinQueue,
  ticketPayload,
} from '../tests/support/services/callables.js';

/**
 * The full form: 2,000 accounts for 300 seats; the short one (npm test): 20 accounts for 5 seats,
 * few calls at once (the Functions emulator boots a worker for each call in flight, most of the
 * short form's cost beside the other tests).
 */
const SIZES: Record<
  BenchForm,
  { accounts: number; seats: number; doorQuota: number; rate: number; joinsInFlight: number; buysInFlight: number }
> = {
  full: { accounts: 2_000, seats: 300, doorQuota: 50, rate: 100, joinsInFlight: 50, buysInFlight: 25 },
  short: { accounts: 20, seats: 5, doorQuota: 2, rate: 5, joinsInFlight: 4, buysInFlight: 2 },
};
const MINUTE_MS = 60_000;
/** Issue budget for an admitted buyer's purchase call, workers warm. */
const CALL_TO_HOLD_BUDGET_MS = 3_000;

const percentiles = (stats: { p50: number; p95: number; max: number }) =>
  `p50 ${Math.round(stats.p50)} ms, p95 ${Math.round(stats.p95)} ms, max ${Math.round(stats.max)} ms`;

interface StepFigures {
  admitted: number;
  expired: number;
  waiting: number;
  soldOut: boolean;
  ms: number;
}

/** Pairs (a, b) where a was admitted in an earlier step than b but holds a higher rank. */
function inversions(admittedInOrder: number[][]): number {
  let count = 0;
  let highestSoFar = -Infinity;
  for (const step of admittedInOrder) {
    count += step.filter((rank) => rank < highestSoFar).length;
    highestSoFar = Math.max(highestSoFar, ...step);
  }
  return count;
}

/**
 * A date added with addShowDates to a free show of `room` seats keeping `doorQuota` for the door:
 * it starts in 90 minutes (the door is open) and has no seat block until its first sale or step.
 */
async function addedDate(fixtures: PaymentsFixtures, admin: TestBuyer, room: number, doorQuota: number) {
  const show = await fixtures.createEvent({ ticketPrice: 0, capacity: room });
  await fixtures.db.doc(`events/${show.id}`).update({ box_office_quota: doorQuota });
  const start = new Date(Date.now() + 90 * MINUTE_MS);
  const time = start.toLocaleTimeString('en-GB', { timeZone: 'America/Bogota', hour: '2-digit', minute: '2-digit' });
  const added = await callCallable<{ eventIds: string[] }>('addShowDates', admin.idToken, {
    eventId: show.id,
    dates: [{ date: bogotaDateString(start), time }],
  });
  if (!added.ok) throw new Error(`addShowDates: ${added.message}`);
  return { id: added.result.eventIds[0]! };
}

/** A rush of purchases on a free date of its own, not reported: the purchase function's workers start. */
async function warmPurchaseWorkers(fixtures: PaymentsFixtures, buyers: TestBuyer[], inFlight: number): Promise<void> {
  const show = await fixtures.createEvent({ ticketPrice: 0, capacity: buyers.length });
  await runBounded(buyers.length, inFlight, (index) =>
    callCreateTicketPreference(buyers[index]!.idToken, ticketPayload(buyers[index]!, show.id, 1, 0)),
  );
}

/** The door sells one seat at a time until it refuses (its quota is spent and the online seats sold out). */
async function sellTheDoor(admin: TestBuyer, eventId: string, doorQuota: number): Promise<number> {
  let sold = 0;
  for (let sale = 0; sale <= doorQuota; sale += 1) {
    const outcome = await callCallable('sellAtDoor', admin.idToken, {
      eventId,
      saleId: `bench-${eventId}-${sale}`,
      quantity: 1,
      method: 'cash',
      holderName: 'Persona en la puerta',
    });
    if (outcome.ok) sold += 1;
  }
  return sold;
}

async function entriesOf(fixtures: PaymentsFixtures, eventId: string): Promise<DocumentData[]> {
  return (await fixtures.db.collection('queue').where('eventId', '==', eventId).get()).docs.map((doc) => doc.data());
}

export async function runQueueBench(form: BenchForm): Promise<BudgetCheck[]> {
  const { accounts, seats, doorQuota, rate, joinsInFlight, buysInFlight } = SIZES[form];
  const room = seats + doorQuota;
  heading(
    `Queue: ${accounts} accounts join for ${seats} online seats of a room of ${room} (${doorQuota} for the door), admitted ${rate} a step, one seat each`,
  );
  const fixtures = new PaymentsFixtures();
  let eventId = '';
  try {
    const admin = await fixtures.createAdmin();
    const buyers = await createBuyers(fixtures, accounts);
    const byUid = new Map(buyers.map((buyer) => [buyer.uid, buyer]));
    if (form === 'full') await warmPurchaseWorkers(fixtures, buyers.slice(0, buysInFlight * 2), buysInFlight);
    const event = await addedDate(fixtures, admin, room, doorQuota);
    eventId = event.id;
    await fixtures.db.doc(`events/${event.id}`).update({
      sale_opens_at: Timestamp.fromMillis(Date.now() + 10 * MINUTE_MS),
      queue: true,
      queue_rate: rate,
    });

    // the joins: everyone before the opening, each from an address of its own
    const joinStart = performance.now();
    const joins = await runBounded(accounts, joinsInFlight, (index) =>
      callJoinQueue(buyers[index]!, event.id, `203.0.${Math.floor(index / 250)}.${index % 250}`),
    );
    const joinMs = performance.now() - joinStart;
    const joined = joins.results.filter((outcome) => outcome.ok).length;
    const counters = await fixtures.db.collection('queue_joins').get();
    const busiestCounter = Math.max(
      0,
      ...counters.docs.filter((doc) => doc.id.includes(`_${event.id}_`)).map((doc) => Number(doc.get('joins') ?? 0)),
    );

    // the opening, then steps back to back; each admitted account buys one seat at once
    await fixtures.db.doc(`events/${event.id}`).update({ sale_opens_at: Timestamp.fromMillis(Date.now() - 1000) });
    const steps: StepFigures[] = [];
    const admittedRanks: number[][] = [];
    const toHold: number[] = [];
    const beforeCall: number[] = [];
    const callToHold: number[] = [];
    let sold = 0;
    let refused = 0;
    const seen = new Set<string>();
    const saleStart = performance.now();
    for (let round = 0; round < 2 * (seats / rate) + 5; round += 1) {
      const started = performance.now();
      const step = await callCallable<StepFigures & { skipped?: string }>('admitFromQueueNow', admin.idToken, {
        eventId: event.id,
      });
      if (!step.ok) throw new Error(`admitFromQueueNow: ${step.message}`);
      steps.push({ ...step.result, ms: Math.round(performance.now() - started) });
      if (step.result.soldOut) break;
      const admitted = (await entriesOf(fixtures, event.id)).filter(
        (entry) => entry.status === 'admitted' && !seen.has(String(entry.userId)),
      );
      admitted.forEach((entry) => seen.add(String(entry.userId)));
      admittedRanks.push(admitted.map((entry) => Number(entry.rank)));
      const buys = await runBounded(admitted.length, buysInFlight, async (index) => {
        const entry = admitted[index]!;
        const buyer = byUid.get(String(entry.userId)) as TestBuyer;
        const admittedAt = (entry.admittedAt as Timestamp).toMillis();
        const callStart = Date.now();
        const outcome = await callCreateTicketPreference(buyer.idToken, ticketPayload(buyer, event.id, 1, 0));
        if (outcome.ok) {
          toHold.push(Date.now() - admittedAt);
          beforeCall.push(callStart - admittedAt);
          callToHold.push(Date.now() - callStart);
        }
        return outcome.ok;
      });
      sold += buys.results.filter(Boolean).length;
      refused += buys.results.filter((ok) => !ok).length;
    }
    const saleMs = performance.now() - saleStart;
    const doorSold = await sellTheDoor(admin, event.id, doorQuota);
    const tickets = await fixtures.db.collection('tickets').where('eventId', '==', event.id).get();
    const seatsTaken = tickets.docs.reduce((sum, ticket) => sum + Number(ticket.get('quantity')), 0);
    const seatsLeft = await fixtures.seatsLeftInBlocks(event.id);
    const entries = await entriesOf(fixtures, event.id);
    const highestAdmitted = Math.max(...admittedRanks.flat());
    const skipped = entries.filter((entry) => entry.status === 'expired' && Number(entry.rank) < highestAdmitted);
    const latency = latencyStats(toHold);
    const waited = latencyStats(beforeCall);
    const called = latencyStats(callToHold);
    const figures = {
      accounts,
      seats,
      rate,
      joined,
      joinErrors: accounts - joined,
      joinWallMs: Math.round(joinMs),
      joinsPerSecond: Math.round((joined / joinMs) * 10_000) / 10,
      busiestJoinCounter: busiestCounter,
      steps: steps.length,
      stepsWallMs: Math.round(saleMs),
      queueStateWritesPerSecond: Math.round((steps.length / (saleMs / 1000)) * 100) / 100,
      inversions: inversions(admittedRanks) + skipped.length,
      sold,
      refused,
      doorQuota,
      doorSold,
      seatsTaken,
      oversold: Math.max(0, seatsTaken - room) + (seatsLeft < 0 ? -seatsLeft : 0),
      expiredAtSellOut: entries.filter((entry) => entry.status === 'expired').length,
      admissionToHoldMs: latency,
      admissionToCallMs: waited,
      callToHoldMs: called,
    };
    printTable(
      ['figure', 'value'],
      [
        ['accounts joined', `${joined} of ${accounts} (${figures.joinErrors} errors)`],
        ['joins/s', `${figures.joinsPerSecond} (${(joinMs / 1000).toFixed(1)} s, ${joinsInFlight} in flight)`],
        ['busiest document, joins', `${busiestCounter} write(s): each join writes its entry and its address counter`],
        [
          'busiest document, admission',
          `queues/{id} and queue_steps/{id}: 1 and 3 writes a step; ${steps.length} steps back to back in ${(saleMs / 1000).toFixed(1)} s = ${figures.queueStateWritesPerSecond} steps/s (the schedule: 1 a minute)`,
        ],
        ['admitted out of rank order', String(figures.inversions)],
        ['tickets sold online', `${sold} of ${seats} (${refused} refused)`],
        ['sold at the door (one more refused)', `${doorSold} of ${doorQuota}`],
        ['seats taken of the room / oversold', `${seatsTaken} of ${room} / ${figures.oversold}`],
        ['places ended at the sell-out', String(figures.expiredAtSellOut)],
        ['admission → hold', percentiles(latency)],
        [`  admission → call (the step, the read, ${buysInFlight} calls in flight)`, percentiles(waited)],
        ['  call → hold (createTicketPreference)', percentiles(called)],
      ],
    );
    writeResult('queue', { ...figures, steps: steps });
    return [
      { name: 'tickets sold online', actual: String(sold), limit: String(seats), ok: sold === seats },
      { name: 'seats taken of the room', actual: String(seatsTaken), limit: String(room), ok: seatsTaken === room },
      { name: 'oversold', actual: String(figures.oversold), limit: '0', ok: figures.oversold === 0 },
      {
        name: 'admitted out of rank order',
        actual: String(figures.inversions),
        limit: '0',
        ok: figures.inversions === 0,
      },
      { name: 'join errors', actual: String(figures.joinErrors), limit: '0', ok: figures.joinErrors === 0 },
      ...(form === 'full'
        ? [
            {
              name: 'call → hold p95',
              actual: `${Math.round(called.p95)} ms`,
              limit: `≤ ${CALL_TO_HOLD_BUDGET_MS} ms`,
              ok: called.p95 <= CALL_TO_HOLD_BUDGET_MS,
            },
          ]
        : []),
    ];
  } finally {
    if (eventId) {
      const writer = fixtures.db.bulkWriter();
      // the door's tickets have no account, and the added date is not the fixtures' own
      for (const doc of (await fixtures.db.collection('tickets').where('eventId', '==', eventId).get()).docs)
        void writer.delete(doc.ref);
      for (const doc of (await fixtures.db.collection('queue').where('eventId', '==', eventId).get()).docs)
        void writer.delete(doc.ref);
      for (const path of [`queues/${eventId}`, `queue_steps/${eventId}`]) void writer.delete(fixtures.db.doc(path));
      for (const doc of (await fixtures.db.collection('queue_joins').get()).docs)
        if (doc.id.includes(`_${eventId}_`)) void writer.delete(doc.ref);
      await writer.close();
      await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${eventId}`));
    }
    await fixtures.cleanUp();
  }
}
