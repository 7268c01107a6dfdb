import { EVENT_STATUS_CANCELLED, FUNCTIONS_REGION, QUEUE_TURN_MINUTES, saleIsOpen } from '@carcajada/domain';
import { FieldValue, Timestamp, type BulkWriter, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AdmitFromQueueNowRequest } from '@carcajada/domain/requests';
import { assertAdmin } from '../common/admin.js';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db, eventRef, isGoneDocument, isStaleWrite, runTransaction } from '../common/firestore.js';
import { onSaleOf, parseEvent, startMillis } from '../documents/event.js';
import { totalSeats } from '../seats/block-arithmetic.js';
import { openBlocks, showPool } from '../seats/inventory.js';
import { parseQueueState, queueStateUpdate } from '@carcajada/domain/stored/queue-state';
import { queueStateRef } from '../documents/queue-state.js';
import { QUEUE_ENTRIES_COLLECTION } from '@carcajada/domain/stored/queue-entry';
import { queueDraws, queueEntries, queueStepRef } from './entries.js';
import { logQueueStep } from './log.js';

const MINUTE_MS = 60_000;
/** A step holds its date's lease this long at most (a step that died frees it then); above its timeout. */
const LEASE_MS = 6 * MINUTE_MS;
/** Entries read per page (the draw, expiries, the end of a sold-out queue). */
const PAGE = 500;

export interface QueueStepSummary {
  eventId: string;
  /** Why nothing was done: 'noQueue', 'busy' (another step holds the lease), 'notOpen', 'over', 'cancelled'. */
  skipped?: string;
  drawn: number;
  expired: number;
  admitted: number;
  waiting: number;
  soldOut: boolean;
}

/** One step at a time per date: a lease on queue_steps/{eventId}, taken in a transaction. */
async function takeLease(eventId: string, now: Date): Promise<DrawProgress | null> {
  const ref = queueStepRef(eventId);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const until = snapshot.get('leaseUntil') as unknown;
    if (until instanceof Timestamp && until.toMillis() > now.getTime()) return null;
    transaction.set(ref, { leaseUntil: Timestamp.fromMillis(now.getTime() + LEASE_MS) }, { merge: true });
    const rank = snapshot.get('drawnRank') as unknown;
    return {
      rank: typeof rank === 'number' ? rank : null,
      count: Number(snapshot.get('drawnCount') ?? 0),
      done: snapshot.get('drawn') === true,
    };
  });
}

/** Guarded updates (each on the update time it read), skipping documents changed meanwhile. */
async function updateEach(docs: DocumentSnapshot[], fields: (doc: DocumentSnapshot) => Record<string, unknown>) {
  const writer: BulkWriter = db().bulkWriter();
  let written = 0;
  const writes = docs.map((doc) =>
    writer
      .update(doc.ref, fields(doc), { lastUpdateTime: doc.updateTime! })
      .then(() => {
        written += 1;
      })
      .catch((error: unknown) => {
        if (!isStaleWrite(error)) throw error;
      }),
  );
  await writer.close();
  await Promise.all(writes);
  return written;
}

/** Every page of a query in order (by its last document). */
async function* pages(query: Query): AsyncGenerator<DocumentSnapshot[]> {
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    if (!page.empty) yield page.docs;
    if (page.size < PAGE) return;
    last = page.docs[page.docs.length - 1];
  }
}

/** Places the draw gives per step: about 40 s of writes at the 500/s a bulk writer starts with. */
const DRAW_PER_STEP = 20_000;

interface DrawProgress {
  /** The last rank given a place, and how many places were given so far. */
  rank: number | null;
  count: number;
  done: boolean;
}

/** The drawn ranks and places onto their entries (same ids), which their accounts read from then on. */
async function revealDrawn(draws: DocumentSnapshot[], first: number): Promise<void> {
  const writer: BulkWriter = db().bulkWriter();
  const entries = db().collection(QUEUE_ENTRIES_COLLECTION);
  const writes = draws.map((draw, index) =>
    writer
      .update(entries.doc(draw.id), { rank: draw.get('rank') as number, position: first + index + 1 })
      // a place whose entry is gone has nothing to show its draw on
      .catch((error: unknown) => {
        if (!isGoneDocument(error)) throw error;
      }),
  );
  await writer.close();
  await Promise.all(writes);
}

/**
 * The opening's draw: everyone who joined before it drew a random rank in [0, 1), kept in
 * queue_draw where no client reads it; in rank order they get their place (`position`, 1, 2, …)
 * and their rank on their entry, which their waiting room shows from then on. It goes on where
 * the last step stopped, DRAW_PER_STEP places a step, ahead of admission (which orders entries
 * by the rank they show) and much faster than the most a step admits.
 */
async function drawSome(eventId: string, from: DrawProgress): Promise<DrawProgress> {
  let query = queueDraws(eventId).orderBy('rank');
  if (from.rank !== null) query = query.startAfter(from.rank);
  let { count, rank } = from;
  for await (const docs of pages(query)) {
    await revealDrawn(docs, count);
    count += docs.length;
    rank = Number(docs[docs.length - 1]!.get('rank'));
    if (count - from.count >= DRAW_PER_STEP) return { rank, count, done: false };
  }
  return { rank, count, done: true };
}

/** Turns not used in time end (`expired`): their places pass on to the next ranks. */
async function expireDueTurns(eventId: string, now: Date): Promise<number> {
  let expired = 0;
  const due = queueEntries(eventId)
    .where('status', '==', 'admitted')
    .where('turnExpiresAt', '<=', Timestamp.fromDate(now))
    .orderBy('turnExpiresAt');
  for await (const docs of pages(due)) expired += await updateEach(docs, () => ({ status: 'expired' }));
  return expired;
}

/** A queue that ends: every place with this status becomes `expired`. */
async function endPlaces(eventId: string, status: 'waiting' | 'admitted'): Promise<number> {
  let ended = 0;
  // each page is read again from the start: the ones just ended no longer match
  for (;;) {
    const page = await queueEntries(eventId).where('status', '==', status).limit(PAGE).get();
    if (page.empty) return ended;
    ended += await updateEach(page.docs, () => ({ status: 'expired' }));
  }
}

/** A cancelled date's queue ends at once: its places and turns end, and its waiting rooms say why. */
async function endCancelledQueue(eventId: string): Promise<number> {
  const ended = (await endPlaces(eventId, 'waiting')) + (await endPlaces(eventId, 'admitted'));
  await queueStateRef(eventId).set(queueStateUpdate({ waiting: 0, cancelled: true }, FieldValue.serverTimestamp()), {
    merge: true,
  });
  return ended;
}

async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/**
 * One admission step for a date (the scheduled function runs one a minute, admitFromQueueNow at
 * once): after the opening, turns past their 10 minutes end, the opening's draw goes on (ranks
 * and places onto the entries), then the next ranks are admitted — at most `queue_rate` (a
 * minute's worth) and never more live turns than the date has seats left. A date with no seat
 * left is sold out: the waiting places end. The public
 * state queues/{eventId} is written once per step, the only shared document on this path.
 */
export async function admissionStep(eventId: string, now: Date): Promise<QueueStepSummary> {
  const summary: QueueStepSummary = { eventId, drawn: 0, expired: 0, admitted: 0, waiting: 0, soldOut: false };
  const stepStarted = Date.now();
  const [eventSnapshot, stateSnapshot] = await db().getAll(eventRef(eventId), queueStateRef(eventId));
  const event = parseEvent(eventSnapshot!.data());
  const onSale = onSaleOf(event);
  const state = parseQueueState(stateSnapshot!.data());
  if (!eventSnapshot!.exists || !onSale.queue) return { ...summary, skipped: 'noQueue' };
  if (state.soldOut || state.cancelled)
    return { ...summary, skipped: 'over', soldOut: state.soldOut, waiting: state.waiting };
  const lease = await takeLease(eventId, now);
  if (!lease) return { ...summary, skipped: 'busy' };
  try {
    if (event.status === EVENT_STATUS_CANCELLED) {
      summary.expired = await endCancelledQueue(eventId);
      return { ...summary, skipped: 'cancelled' };
    }
    const waitingQuery = queueEntries(eventId).where('status', '==', 'waiting');
    if (!saleIsOpen(onSale.sale_opens_at, now)) {
      // before the opening: only how many wait, for the waiting rooms
      summary.waiting = await countOf(waitingQuery);
      await queueStateRef(eventId).set(
        queueStateUpdate(
          { waiting: summary.waiting, admitted: 0, serving: 0, soldOut: false },
          FieldValue.serverTimestamp(),
        ),
        { merge: true },
      );
      return { ...summary, skipped: 'notOpen' };
    }
    summary.expired = await expireDueTurns(eventId, now);
    // the online pool (the capacity less the door's quota), as every flow that sells online sizes it
    const online = showPool(eventId, event);
    const seatsLeft = online === null ? Infinity : totalSeats(await openBlocks(online));
    if (seatsLeft <= 0 || startMillis(event) <= now.getTime()) {
      // the places still waiting are the date's demand: the dashboard shows how many ("Abrir otra función")
      const leftWaiting = await endPlaces(eventId, 'waiting');
      summary.soldOut = true;
      await queueStateRef(eventId).set(
        queueStateUpdate({ waiting: 0, soldOut: true, leftWaiting }, FieldValue.serverTimestamp()),
        { merge: true },
      );
      return summary;
    }
    // the draw first: admission orders the entries by the rank the draw puts on them
    if (!lease.done) {
      const drawn = await drawSome(eventId, lease);
      summary.drawn = drawn.count - lease.count;
      await queueStepRef(eventId).set(
        { drawn: drawn.done, drawnRank: drawn.rank, drawnCount: drawn.count },
        { merge: true },
      );
    }
    const live = await countOf(
      queueEntries(eventId).where('status', '==', 'admitted').where('turnExpiresAt', '>', Timestamp.fromDate(now)),
    );
    const room = Math.max(0, Math.min(onSale.queue_rate, seatsLeft - live));
    const next = room > 0 ? (await waitingQuery.orderBy('rank').limit(room).get()).docs : [];
    // a turn starts when it is given, not when the step began: a long draw before it (the opening's
    // first steps) would be counted as waiting and taken from the turn's minutes
    const admittedAt = now.getTime() + (Date.now() - stepStarted);
    const turnEnds = Timestamp.fromMillis(admittedAt + QUEUE_TURN_MINUTES * MINUTE_MS);
    summary.admitted = await updateEach(next, () => ({
      status: 'admitted',
      admittedAt: Timestamp.fromMillis(admittedAt),
      turnExpiresAt: turnEnds,
    }));
    summary.waiting = await countOf(waitingQuery);
    const serving = next.length > 0 ? Number(next[next.length - 1]!.get('rank')) : state.serving;
    await queueStateRef(eventId).set(
      queueStateUpdate(
        { waiting: summary.waiting, admitted: FieldValue.increment(summary.admitted), serving, soldOut: false },
        FieldValue.serverTimestamp(),
      ),
      { merge: true },
    );
    return summary;
  } finally {
    await queueStepRef(eventId).set({ leaseUntil: null }, { merge: true });
    logQueueStep({ ...summary });
  }
}

/** The dates whose queue may need a step: `queue: true` and not begun yet. */
export async function queuedDates(now: Date): Promise<string[]> {
  const dates = await db()
    .collection(COLLECTIONS.events)
    .where('queue', '==', true)
    .where('event_date', '>', Timestamp.fromDate(now))
    .select()
    .get();
  return dates.docs.map((doc) => doc.id);
}

export const admitFromQueue = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every 1 minutes', timeZone: 'America/Bogota', timeoutSeconds: 300 },
  async () => {
    // each date's step reads the clock when it starts: a later date's turns still last their 10 minutes
    for (const eventId of await queuedDates(new Date())) await admissionStep(eventId, new Date());
  },
);

/** One admission step for a date at once (ADMIN: a test or an operator decides when it runs). */
export const admitFromQueueNow = callable('admitFromQueueNow', { timeoutSeconds: 300 }, async (request) => {
  await assertAdmin(request.auth?.uid);
  const parsed = AdmitFromQueueNowRequest.safeParse(request.data);
  if (!parsed.success) throw refusal('invalidRequest');
  return admissionStep(parsed.data.eventId, new Date());
});
