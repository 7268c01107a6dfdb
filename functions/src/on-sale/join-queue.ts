import {
  aheadOf,
  MAX_QUEUE_JOINS_PER_ADDRESS_PER_HOUR,
  mayJoinQueue,
  queueEntryDocument,
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
import { parseQueueState, queueStateRef } from '../documents/queue-state.js';
import {
  parseQueueEntry,
  QUEUE_JOINS_COLLECTION,
  queueEntries,
  queueEntryRef,
  type StoredQueueEntry,
} from './entries.js';
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
 * reload, a second tab); a place that ended (done, expired) starts again at the back. Nothing
 * shared is written: the entry alone, plus the address's hourly counter for new places.
 */
export async function joinQueueFor(
  caller: { uid: string; ip: string | undefined } | null,
  data: unknown,
  now: Date,
): Promise<JoinQueueResult> {
  if (!caller) throw refusal('unauthenticated');
  const parsed = JoinQueueRequest.safeParse(data);
  if (!parsed.success) throw refusal('badRequest');
  const { eventId } = parsed.data;
  if (!(await verifiedRecipient(caller.uid))) throw refusal('emailNotVerified');
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

  const rank = queueRank(now.getTime(), onSale.sale_opens_at, fairRandom());
  // after the opening the place is known at once: everyone ranked lower is ahead
  const opened = !onSale.sale_opens_at || onSale.sale_opens_at.getTime() <= now.getTime();
  const position = opened
    ? (await queueEntries(eventId).where('rank', '<', rank).count().get()).data().count + 1
    : null;
  const fields = queueEntryDocument({ eventId, userId: caller.uid, rank, joinedAt: now, position });
  const ref = queueEntryRef(eventId, caller.uid);
  try {
    if (entrySnapshot!.exists)
      await ref.update({ ...fields, usedAt: null }, { lastUpdateTime: entrySnapshot!.updateTime! });
    else await ref.create(fields);
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
