/**
 * The seated step's sustained part (docs/performance/seated.md): seats of one zone claimed
 * at CHOICE_RATE a second for a while, each claim created as a sale creates it (the claim document,
 * written with the Admin SDK: createTicketPreference answers about 12 choices a second on the
 * emulator's 2 cores, short of the rate), while a listener follows the zone's view as the map does.
 * Counts the view's writes per second and how long a claimed seat takes to show taken on it.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SEAT_VIEW_PERIOD_MS, SEAT_VIEW_STATE } from '@carcajada/domain/seating';
import type { BenchForm } from './steps.js';
import { latencyStats, type LatencyStats } from './support/pool-and-stats.js';
import type { BudgetCheck } from './support/report.js';
import { benchPlan, seatedDate } from './support/seated-date.js';
import type { PaymentsFixtures } from '../tests/support/fixtures/harness.js';

/** The contract's rate: 25 choices a second in one zone. */
const CHOICE_RATE = 25;
const SECONDS: Record<BenchForm, number> = { full: 20, short: 2 };
const SEATS_PER_ROW = 20;
/** "Sustained": the most writes in any window this long, as a rate. */
const SUSTAINED_WINDOW_MS = 10_000;

export interface ViewRefreshFigures {
  claims: number;
  seconds: number;
  /** Claims a second actually written. */
  rate: number;
  viewWrites: number;
  /** The view's writes a second: in the busiest whole second, its p95 while claims ran, over the busiest window. */
  writesPerSecond: { max: number; p95: number; sustained: number };
  minGapMs: number | null;
  /** Each write: when (ms after the first claim) and the read time of the claims it was built from. */
  writes: { atMs: number; builtFromMs: number }[];
  /** Claims the view showed taken before the listener stopped, and after how long. */
  seen: number;
  seenAfterMs: LatencyStats | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A fresh one-zone date of `count` seats, none blocked: a seat's place in the view's state is its place in the zone. */
async function dateToClaim(fixtures: PaymentsFixtures, count: number) {
  const plan = benchPlan(1, Math.ceil(count / SEATS_PER_ROW), SEATS_PER_ROW);
  const zone = plan.zones[0]!;
  const seatIds = zone.rows.flatMap((row) => row.seats.map((seat) => seat.id)).slice(0, count);
  return { eventId: (await seatedDate(fixtures, plan)).id, zoneId: zone.id, seatIds };
}

/** Creates each seat's claim as a sale does, CHOICE_RATE a second; answers when each one committed. */
async function claimAtRate(fixtures: PaymentsFixtures, eventId: string, zoneId: string, seatIds: string[]) {
  const claims = fixtures.db.collection(`events/${eventId}/seat_claims`);
  const committedAt = new Map<number, number>();
  const started = Date.now();
  await Promise.all(
    seatIds.map(async (seatId, index) => {
      await sleep(started + (index * 1000) / CHOICE_RATE - Date.now());
      await claims.doc(seatId).create({
        ticketId: `bench-${seatId}`,
        zoneId,
        state: 'held',
        claimedAt: FieldValue.serverTimestamp(),
      });
      committedAt.set(index, Date.now());
    }),
  );
  return { started, claimedMs: Date.now() - started, committedAt };
}

/** Claims a fresh one-zone date at CHOICE_RATE a second, listening to its view. */
export async function measureViewRefresh(fixtures: PaymentsFixtures, form: BenchForm): Promise<ViewRefreshFigures> {
  const seconds = SECONDS[form];
  const count = CHOICE_RATE * seconds;
  if (form === 'full') {
    // the emulator starts a worker per concurrent trigger: a first second of claims, not reported, starts them
    const warmUp = await dateToClaim(fixtures, CHOICE_RATE);
    await claimAtRate(fixtures, warmUp.eventId, warmUp.zoneId, warmUp.seatIds);
    await sleep(2 * SEAT_VIEW_PERIOD_MS);
  }
  const { eventId, zoneId, seatIds } = await dateToClaim(fixtures, count);

  const writes = new Map<number, number>();
  const seenAt = new Map<number, number>();
  let initial = true;
  const unsubscribe = fixtures.db.doc(`events/${eventId}/seat_views/${zoneId}`).onSnapshot((snapshot) => {
    const now = Date.now();
    // the first snapshot is the view as the date was saved
    if (initial || !snapshot.exists) {
      initial = false;
      return;
    }
    // a write is a new update time (a listener may be told of one version twice)
    const refreshed = snapshot.get('refreshed_at') as { toMillis(): number } | undefined;
    writes.set(snapshot.updateTime!.toMillis(), refreshed?.toMillis() ?? 0);
    const state = String(snapshot.get('state') ?? '');
    for (let index = 0; index < seatIds.length; index += 1)
      if (state[index] === SEAT_VIEW_STATE.taken && !seenAt.has(index)) seenAt.set(index, now);
  });

  const { started, claimedMs, committedAt } = await claimAtRate(fixtures, eventId, zoneId, seatIds);
  // refreshes of the last periods (and triggers the emulator delivers late) land after the claims
  await sleep(3 * SEAT_VIEW_PERIOD_MS);
  unsubscribe();
  const writeTimes = [...writes.keys()].sort((a, b) => a - b);

  // writes in each whole second from the first claim; the sustained ones are the seconds claims ran
  const claimSeconds = Math.ceil(claimedMs / 1000);
  const secondOf = (time: number) => Math.max(0, Math.floor((time - started) / 1000));
  const perSecond = Array.from(
    { length: Math.max(claimSeconds, ...writeTimes.map((time) => secondOf(time) + 1)) },
    () => 0,
  );
  for (const time of writeTimes) perSecond[secondOf(time)]! += 1;
  const sustained = latencyStats(perSecond.slice(0, claimSeconds));
  const inWindow = writeTimes.map((from) =>
    writeTimes.filter((time) => time >= from && time < from + SUSTAINED_WINDOW_MS),
  );
  const sustainedRate = Math.max(0, ...inWindow.map((writes) => writes.length)) / (SUSTAINED_WINDOW_MS / 1000);
  const gaps = writeTimes.slice(1).map((time, index) => time - writeTimes[index]!);
  const seenAfter = [...seenAt].map(([index, at]) => Math.max(0, at - (committedAt.get(index) ?? at)));
  return {
    claims: count,
    seconds,
    rate: Math.round((count / claimedMs) * 10_000) / 10,
    viewWrites: writeTimes.length,
    writesPerSecond: { max: Math.max(...perSecond), p95: sustained.p95, sustained: sustainedRate },
    minGapMs: gaps.length > 0 ? Math.min(...gaps) : null,
    writes: writeTimes.map((time) => ({ atMs: time - started, builtFromMs: writes.get(time)! - started })),
    seen: seenAfter.length,
    seenAfterMs: seenAfter.length > 0 ? latencyStats(seenAfter) : null,
  };
}

/** One line for the console. */
export function viewRefreshLine(figures: ViewRefreshFigures): string {
  const seen = figures.seenAfterMs;
  return (
    `Sustained: ${figures.claims} claims in one zone at ${figures.rate}/s for ${figures.seconds} s: its view written ` +
    `${figures.viewWrites} times, ${figures.writesPerSecond.sustained}/s over the busiest ${SUSTAINED_WINDOW_MS / 1000} s ` +
    `(in one second at most ${figures.writesPerSecond.max}, p95 ${figures.writesPerSecond.p95}; ` +
    `min ${figures.minGapMs ?? '–'} ms apart); a claim seen on the view after ` +
    (seen ? `p50 ${Math.round(seen.p50)} ms, p95 ${Math.round(seen.p95)} ms` : '–') +
    ` (${figures.seen} of ${figures.claims} seen)`
  );
}

export function viewRefreshBudget(figures: ViewRefreshFigures): BudgetCheck {
  return {
    name: `view writes a second at ${CHOICE_RATE} choices/s in one zone`,
    actual: `${figures.writesPerSecond.sustained} over the busiest ${SUSTAINED_WINDOW_MS / 1000} s`,
    limit: '≤ 1',
    ok: figures.writesPerSecond.sustained <= 1,
  };
}
