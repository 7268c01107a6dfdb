/**
 * Seated-date benchmark (figures, not a test; docs/performance/seated.md): 400 buyers for
 * a 300-seat zone, one seat each, RACE_IN_FLIGHT calls in flight through createTicketPreference;
 * half of them are after the same 20 best seats (row A's centre), the others after seats of
 * their own. Reports seats sold twice (must be 0), losers answered `seatTaken` with a suggestion
 * (must be all), the p50/p95 of a seat choice answered, and how often the zone's view was written.
 * Before the rush, 25 claims a second for 20 s in one zone of another date: the view's writes a
 * second and how soon a claim shows on it (bench/seated-view-refresh.ts). The short form: 12 buyers
 * for a 10-seat zone, 6 after the same 2 seats, and 2 s of claims.
 */
import { SEAT_VIEW_PERIOD_MS, type SeatingPlan } from '@carcajada/domain/seating';
import type { BenchForm } from './steps.js';
import { latencyStats, runPool, shuffled } from './support/pool-and-stats.js';
import { heading, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { measureViewRefresh, viewRefreshBudget, viewRefreshLine } from './seated-view-refresh.js';
import { benchPlan, SEATED_PRICE as PRICE, seatedDate } from './support/seated-date.js';
import { PaymentsFixtures, type TestBuyer } from '../tests/support/fixtures/harness.js';
import { RACE_IN_FLIGHT } from '../tests/support/fixtures/race.js';
import { createBuyers } from '../tests/support/fixtures/purchases.js';
import { callCreateTicketPreference, ticketPayload } from '../tests/support/services/callables.js';

const SIZES: Record<BenchForm, { buyers: number; rows: number; seatsPerRow: number; hotSeats: number }> = {
  full: { buyers: 400, rows: 15, seatsPerRow: 20, hotSeats: 20 },
  short: { buyers: 12, rows: 2, seatsPerRow: 5, hotSeats: 2 },
};
interface Choice {
  buyer: TestBuyer;
  seat: string;
  hot: boolean;
}

/** Half the buyers after the hot seats (row A's centre), the rest after seats of their own. */
function choices(buyers: TestBuyer[], plan: SeatingPlan, hotSeats: number): Choice[] {
  const rowA = plan.zones[0]!.rows[0]!.seats.map((seat) => seat.id);
  const start = Math.floor((rowA.length - hotSeats) / 2);
  const hot = rowA.slice(start, start + hotSeats);
  const rest = plan.zones[0]!.rows.flatMap((row) => row.seats.map((seat) => seat.id)).filter((id) => !hot.includes(id));
  const half = Math.floor(buyers.length / 2);
  return shuffled(
    buyers.map((buyer, index) =>
      index < half
        ? { buyer, seat: hot[index % hot.length]!, hot: true }
        : { buyer, seat: rest[(index - half) % rest.length]!, hot: false },
    ),
  );
}

export async function runSeatedBench(form: BenchForm): Promise<BudgetCheck[]> {
  const { buyers: buyerCount, rows, seatsPerRow, hotSeats } = SIZES[form];
  const seats = rows * seatsPerRow;
  heading(
    `Seated: ${buyerCount} buyers, ${RACE_IN_FLIGHT} in flight, for a ${seats}-seat zone, half after the same ${hotSeats}`,
  );
  const fixtures = new PaymentsFixtures();
  try {
    const plan = benchPlan(1, rows, seatsPerRow);
    const buyers = await createBuyers(fixtures, buyerCount);
    const { total } = await fixtures.expectedOrder(PRICE, 1);
    const sell = (eventId: string, orders: Choice[]) =>
      runPool(orders, RACE_IN_FLIGHT, async (choice) => {
        const callStarted = performance.now();
        const outcome = await callCreateTicketPreference(choice.buyer.idToken, {
          ...ticketPayload(choice.buyer, eventId, 1, total),
          seats: [choice.seat],
        });
        return { ...choice, outcome, ms: performance.now() - callStarted };
      });
    // first, on a quiet emulator: after the rush its triggers are still being delivered for a while
    const sustained = await measureViewRefresh(fixtures, form);
    // the emulator starts a worker per concurrent call: a first rush on another date, not reported, starts them
    if (form === 'full')
      await sell((await seatedDate(fixtures, plan)).id, choices(buyers.slice(0, 48), plan, hotSeats));
    const eventId = (await seatedDate(fixtures, plan)).id;
    const viewWrites = watchViewWrites(fixtures, eventId);
    const started = performance.now();
    const answers = await sell(eventId, choices(buyers, plan, hotSeats));
    const wallMs = performance.now() - started;
    // the last refresh lands a period after the last claim
    await new Promise((resolve) => setTimeout(resolve, 3 * SEAT_VIEW_PERIOD_MS));
    const views = viewWrites.stop();

    const tickets = (await fixtures.db.collection('tickets').where('eventId', '==', eventId).get()).docs;
    const holders = new Map<string, number>();
    for (const ticket of tickets)
      for (const seat of (ticket.get('seats') ?? []) as { seatId: string }[])
        holders.set(seat.seatId, (holders.get(seat.seatId) ?? 0) + 1);
    const soldTwice = [...holders.values()].filter((count) => count > 1).length;
    const sold = answers.filter((answer) => answer.outcome.ok).length;
    const lost = answers.filter((answer) => !answer.outcome.ok);
    const suggested = lost.filter((answer) => {
      const details = (answer.outcome as { details?: { reason?: string; suggestion?: unknown[] } }).details;
      return details?.reason === 'seatTaken' && (details.suggestion?.length ?? 0) === 1;
    }).length;
    const claims = (await fixtures.db.collection(`events/${eventId}/seat_claims`).count().get()).data().count;
    const latency = latencyStats(answers.map((answer) => answer.ms));
    const viewPeriodMs = views.minGapMs;
    printTable(
      [
        'buyers',
        'sold',
        'lost',
        'seatTaken + suggestion',
        'sold twice',
        'claims',
        'p50 ms',
        'p95 ms',
        'wall s',
        'view writes',
        'min ms between',
      ],
      [
        [
          String(buyerCount),
          String(sold),
          String(lost.length),
          String(suggested),
          String(soldTwice),
          String(claims),
          String(Math.round(latency.p50)),
          String(Math.round(latency.p95)),
          (wallMs / 1000).toFixed(1),
          String(views.writes),
          viewPeriodMs === null ? '–' : String(viewPeriodMs),
        ],
      ],
    );
    console.log(viewRefreshLine(sustained));
    writeResult('seated', {
      form,
      buyers: buyerCount,
      seats,
      hotSeats,
      sold,
      lost: lost.length,
      suggested,
      soldTwice,
      claims,
      latencyMs: latency,
      wallMs: Math.round(wallMs),
      views: { ...views, viewPeriodMs },
      sustained,
    });
    return [
      { name: 'seats sold twice', actual: String(soldTwice), limit: '0', ok: soldTwice === 0 },
      { name: 'claims = seats sold', actual: `${claims} claims, ${sold} sold`, limit: 'equal', ok: claims === sold },
      {
        name: 'losers answered seatTaken with a suggestion',
        actual: `${suggested} of ${lost.length}`,
        limit: 'all',
        ok: suggested === lost.length,
      },
      viewRefreshBudget(sustained),
    ];
  } finally {
    await fixtures.cleanUp();
  }
}

/** Counts the zone view's writes while the rush runs (a snapshot listener on the view). */
function watchViewWrites(fixtures: PaymentsFixtures, eventId: string) {
  const times: number[] = [];
  const unsubscribe = fixtures.db.doc(`events/${eventId}/seat_views/z1`).onSnapshot((snapshot) => {
    if (snapshot.exists) times.push(Date.now());
  });
  return {
    stop() {
      unsubscribe();
      // the first snapshot is the view as it was before the rush
      const writes = times.slice(1);
      const gaps = writes.slice(1).map((time, index) => time - writes[index]!);
      return { writes: writes.length, minGapMs: gaps.length > 0 ? Math.min(...gaps) : null };
    },
  };
}
