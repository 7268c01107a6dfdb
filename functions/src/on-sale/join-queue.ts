import {
  aheadOf,
  isDrawnRank,
  MAX_QUEUE_JOINS_PER_ADDRESS_PER_HOUR,
  mayJoinQueue,
  queueAddressOf,
  queueDrawDocument,
  queueRank,
  type JoinQueueResult,
} from '@carcajada/domain';
import { createHash, randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { JoinQueueRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { db, eventRef, isAlreadyExists, isStaleWrite } from '../common/firestore.js';
import { onSaleOf, parseEvent, startMillis } from '../documents/event.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { callerAddress } from '../promos/wrong-code-limit.js';
import { parseQueueState } from '@carcajada/domain/stored/queue-state';
import { queueStateRef } from '../documents/queue-state.js';
import {
  QUEUE_ADDRESSES_COLLECTION,
  QUEUE_JOINS_COLLECTION,
  queueDrawRef,
  queueDraws,
  queueEntries,
  queueEntryRef,
  queueStepRef,
} from './entries.js';
import { parseQueueEntry, type StoredQueueEntry, queueEntryDocument } from '@carcajada/domain/stored/queue-entry';
import { logQueueJoined } from './log.js';

const HOUR_MS = 60 * 60_000;

/** A uniform number in [0, 1) from the platform's cryptographic generator (nobody can predict a draw). */
function fairRandom(): number {
  return randomInt(0, 2 ** 48 - 1) / 2 ** 48;
}

/** queue_joins/{address}_{eventId}_{hour}: the address hashed, so no IP is stored. */
function addressCounterRef(ip: string | undefined, eventId: string, now: Date) {
  const address = createHash('sha256')
    .update(ip ?? 'unknown')
    .digest('base64url')
    .slice(0, 22);
  return db()
    .collection(QUEUE_JOINS_COLLECTION)
    .doc(`${address}_${eventId}_${Math.floor(now.getTime() / HOUR_MS)}`);
}

/**
 * One verified address, one place per date — also across a deleted account and a new one with the
 * same address: queue_addresses/{hash}_{eventId} names the account holding it, created with the
 * first place and never removed. Another account with that address is refused (queuePlaceTaken).
 */
async function claimAddressPlace(email: string, eventId: string, uid: string, now: Date): Promise<void> {
  const key = createHash('sha256').update(queueAddressOf(email)).digest('base64url');
  const ref = db().collection(QUEUE_ADDRESSES_COLLECTION).doc(`${key}_${eventId}`);
  // a create, not a transaction: the first account wins it atomically, and a join stays one write
  try {
    await ref.create({ uid, eventId, createdAt: Timestamp.fromDate(now) });
    return;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  if ((await ref.get()).get('uid') !== uid) throw refusal('queuePlaceTaken');
}

/**
 * The place of a rank after the opening: everyone ranked lower is ahead, those already drawn (on
 * their entries) and those the draw has not reached yet (queue_draw past its last drawn rank).
 */
async function placeAfterOpening(eventId: string, rank: number): Promise<number> {
  const step = await queueStepRef(eventId).get();
  const drawnRank = step.get('drawnRank') as unknown;
  const undrawn =
    step.get('drawn') === true
      ? null
      : typeof drawnRank === 'number'
        ? queueDraws(eventId).where('rank', '>', drawnRank)
        : queueDraws(eventId);
  const [ranked, notYet] = await Promise.all([
    queueEntries(eventId).where('rank', '<', rank).count().get(),
    undrawn?.count().get(),
  ]);
  return ranked.data().count + (notYet?.data().count ?? 0) + 1;
}

function answer(entry: Pick<StoredQueueEntry, 'status' | 'position'>, admitted: number): JoinQueueResult {
  return {
    status: entry.status,
    position: entry.position,
    ahead: entry.status === 'waiting' ? aheadOf(entry.position, admitted) : 0,
  };
}

/**
 * joinQueue: a verified account takes one place in a queued date's line, from
 * QUEUE_JOIN_LEAD_MINUTES before the opening. A waiting or admitted place answers as it is (a
 * reload, a second tab); a place that ended (done, expired) starts again at the back. One
 * verified address holds one place per date (claimAddressPlace). Nothing shared is written: the
 * entry (with, before the opening, its drawn rank in queue_draw, which no client reads), the
 * address's place and the caller's hourly counter for new places.
 */
export async function joinQueueFor(
  caller: { uid: string; ip: string | undefined } | null,
  data: unknown,
  now: Date,
): Promise<JoinQueueResult> {
  if (!caller) throw refusal('unauthenticated');
  const parsed = JoinQueueRequest.safeParse(data);
  if (!parsed.success) throw refusal('invalidRequest');
  const { eventId } = parsed.data;
  const email = await verifiedRecipient(caller.uid);
  if (!email) throw refusal('emailNotVerified');
  const [eventSnapshot, stateSnapshot, entrySnapshot] = await db().getAll(
    eventRef(eventId),
    queueStateRef(eventId),
    queueEntryRef(eventId, caller.uid),
  );
  if (!eventSnapshot!.exists) throw refusal('eventNotFound');
  const event = parseEvent(eventSnapshot!.data());
  if (event.status !== 'active') throw refusal('eventUnavailable');
  if (startMillis(event) <= now.getTime()) throw refusal('eventStarted');
  const onSale = onSaleOf(event);
  if (!onSale.queue) throw refusal('queueNotUsed');
  if (!mayJoinQueue(onSale.sale_opens_at, now)) throw refusal('queueNotOpenYet');
  const state = parseQueueState(stateSnapshot!.data());
  const entry = parseQueueEntry(entrySnapshot!.data());
  if (entry && (entry.status === 'waiting' || entry.status === 'admitted')) return answer(entry, state.admitted);
  // the date sold out: the queue is over (the waiting room offers the waitlist)
  if (state.soldOut) return { status: 'expired', position: null, ahead: null };

  const counter = addressCounterRef(caller.ip, eventId, now);
  const joinsFromAddress = Number((await counter.get()).get('joins') ?? 0);
  if (joinsFromAddress >= MAX_QUEUE_JOINS_PER_ADDRESS_PER_HOUR) throw refusal('queueJoinLimit');
  await claimAddressPlace(email, eventId, caller.uid, now);

  const rank = queueRank(now.getTime(), onSale.sale_opens_at, fairRandom());
  // after the opening the place is known at once; before it, the rank waits in queue_draw for the draw
  const opened = !onSale.sale_opens_at || onSale.sale_opens_at.getTime() <= now.getTime();
  const position = opened ? await placeAfterOpening(eventId, rank) : null;
  const fields = queueEntryDocument({ eventId, userId: caller.uid, rank, joinedAt: now, position });
  const ref = queueEntryRef(eventId, caller.uid);
  const batch = db().batch();
  if (entrySnapshot!.exists)
    batch.update(
      ref,
      { rank: FieldValue.delete(), ...fields, usedAt: null },
      { lastUpdateTime: entrySnapshot!.updateTime! },
    );
  else batch.create(ref, fields);
  if (isDrawnRank(rank) && position === null)
    batch.set(queueDrawRef(eventId, caller.uid), queueDrawDocument({ eventId, userId: caller.uid, rank }));
  try {
    await batch.commit();
  } catch (error) {
    // the same account from another tab at the same moment: that place is this one too
    if (!isAlreadyExists(error) && !isStaleWrite(error)) throw error;
    const again = parseQueueEntry((await ref.get()).data());
    if (!again) throw error;
    return answer(again, state.admitted);
  }
  // a blind increment (no transaction): the bound is exact up to the calls in flight at once
  await counter.set(
    { joins: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(now.getTime() + 2 * HOUR_MS) },
    { merge: true },
  );
  logQueueJoined({ eventId, uid: caller.uid, early: !opened, rejoined: entrySnapshot!.exists });
  return answer(fields, state.admitted);
}

// App Check, auth and the one error path as every callable; a join is two reads and two writes
export const joinQueue = callable('joinQueue', { maxInstances: 20, concurrency: 80 }, (request) =>
  joinQueueFor(
    request.auth ? { uid: request.auth.uid, ip: callerAddress(request.rawRequest) } : null,
    request.data,
    new Date(),
  ),
);
