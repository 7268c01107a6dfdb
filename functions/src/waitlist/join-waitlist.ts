import { endedEntryUpdate } from '@carcajada/domain/stored/waitlist-entry';
import {
  type JoinWaitlistResult,
  MAX_HELD_SEATS_PER_ACCOUNT,
  waitlistEntryId,
  waitlistOpen,
  type WaitlistStatus,
} from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { JoinWaitlistRequest, LeaveWaitlistRequest } from '@carcajada/domain/requests';
import { SeatedEventFieldsSchema } from '@carcajada/domain/seating';
import { callable } from '../common/callable.js';
import { RefusalError, refusal } from '../common/errors.js';
import {
  db,
  eventRef,
  isAlreadyExists,
  isStaleWrite,
  runTransaction,
  seatHoldRef,
  ticketTypesOf,
} from '../common/firestore.js';
import { parseEvent, startMillis, type StoredEvent } from '../documents/event.js';
import { readQueuePhase } from '../documents/queue-state.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { heldSeatsOf } from '../seats/account-limits.js';
import { openBlocks, showPool, typePool, type SeatPool } from '../seats/inventory.js';
import { totalSeats } from '../seats/block-arithmetic.js';
import { gateOf, holdsReturnsForWaitlist, waitlistGateRef } from '../seats/waitlist-gate.js';
import { countWaiting, newEntry, parseEntry, parseOffer, waitlistEntryRef, waitlistOfferRef } from './entries.js';
import { returnOfferWrites } from './return-offer.js';
import { logWaitlistJoined, logWaitlistLeft } from './log.js';

/** The counted pools an entry waits on: the date's capacity and, for a type with a quota, its quota. */
export function waitedPools(event: StoredEvent, eventId: string, quota: number | null, typeId: string | null) {
  const pools: SeatPool[] = [];
  const online = showPool(eventId, event);
  if (online) pools.push(online);
  if (typeId && quota) pools.push(typePool(eventId, typeId, quota));
  return pools;
}

/** The date (and type) on sale to whoever asks now: refused when the buyer could just buy. */
async function assertSoldOut(eventId: string, event: StoredEvent, typeId: string | null, quantity: number) {
  let quota: number | null = null;
  if (typeId) {
    const type = await ticketTypesOf(eventId).doc(typeId).get();
    if (!type.exists) throw refusal('ticketTypeUnknown');
    quota = typeof type.get('quota') === 'number' ? Number(type.get('quota')) : null;
  }
  const pools = waitedPools(event, eventId, quota, typeId);
  if (pools.length === 0) throw refusal('notSoldOut');
  const seats = Math.min(...(await Promise.all(pools.map(async (pool) => totalSeats(await openBlocks(pool))))));
  const gate = gateOf(await waitlistGateRef(eventId).get());
  if (seats >= quantity && !holdsReturnsForWaitlist(gate)) throw refusal('notSoldOut');
}

/** What an entry waits for: its type, and on a seated date the category asked (whose type it is). */
interface Wanted {
  typeId: string | null;
  category: string | null;
}

/**
 * A seated date's entry names a category of the date (by name), which gives its type; a general
 * date's has none (`seatedDateOnly`). A missing or unknown category, or a type that is not the
 * category's, is `waitlistCategoryRequired`.
 */
function wantedOn(event: StoredEvent, typeId: string | null, category: string | undefined): Wanted {
  const seated = SeatedEventFieldsSchema.safeParse(event);
  const categories = seated.success && seated.data.seating_plan_id ? (seated.data.seat_categories ?? {}) : null;
  if (!categories) {
    if (category !== undefined) throw refusal('seatedDateOnly');
    return { typeId, category: null };
  }
  const categoryType = category !== undefined && Object.hasOwn(categories, category) ? categories[category] : undefined;
  if (!categoryType || (typeId !== null && typeId !== categoryType)) throw refusal('waitlistCategoryRequired');
  return { typeId: categoryType, category: category! };
}

async function assertMayJoin(
  uid: string,
  eventId: string,
  asked: { typeId: string | null; category: string | undefined },
  quantity: number,
): Promise<Wanted> {
  if (!(await verifiedRecipient(uid))) throw refusal('emailNotVerified');
  const snapshot = await eventRef(eventId).get();
  if (!snapshot.exists) throw refusal('eventNotFound');
  const event = parseEvent(snapshot.data());
  const wanted = wantedOn(event, asked.typeId, asked.category);
  const { typeId } = wanted;
  if (event.status !== 'active') throw refusal('eventUnavailable');
  if (startMillis(event) <= Date.now()) throw refusal('eventStarted');
  // a queued date's seats go through its queue first: its waitlist opens once the queue has ended
  if (!waitlistOpen(await readQueuePhase(eventId, event, new Date()))) throw refusal('queueFirst');
  const held = heldSeatsOf(await seatHoldRef(eventId, uid).get());
  if (held + quantity > MAX_HELD_SEATS_PER_ACCOUNT)
    throw new RefusalError({ reason: 'holdLimitReached', heldSeats: held });
  await assertSoldOut(eventId, event, typeId, quantity);
  return wanted;
}

/**
 * One guarded batch on the account's own entry (no transaction, nothing hot is read): a new entry
 * (or one that ended) starts waiting at the back; a waiting one changes its quantity in place.
 */
async function writeEntry(uid: string, eventId: string, { typeId, category }: Wanted, quantity: number) {
  const entryId = waitlistEntryId(eventId, uid);
  const ref = waitlistEntryRef(entryId);
  const snapshot = await ref.get();
  const entry = parseEntry(snapshot.data());
  if (entry?.status === 'offered') throw refusal('waitlistAlreadyOffered');
  const batch = db().batch();
  if (entry?.status === 'waiting') {
    const seated = category !== null && { category };
    batch.update(ref, { quantity, ticketTypeId: typeId, ...seated }, { lastUpdateTime: snapshot.updateTime! });
    countWaiting(batch, eventId, 0, quantity - entry.quantity);
  } else {
    if (snapshot.exists)
      batch.update(ref, newEntry(eventId, uid, typeId, quantity, category), { lastUpdateTime: snapshot.updateTime! });
    else batch.create(ref, newEntry(eventId, uid, typeId, quantity, category));
    countWaiting(batch, eventId, 1, quantity);
    batch.set(waitlistGateRef(eventId), { waiting: FieldValue.increment(1) }, { merge: true });
  }
  await batch.commit();
  logWaitlistJoined({ entryId, quantity, changed: entry?.status === 'waiting' });
  return { entryId, status: 'waiting' as const, quantity };
}

export async function joinWaitlistFor(uid: string | undefined, data: unknown): Promise<JoinWaitlistResult> {
  if (!uid) throw refusal('unauthenticated');
  const parsed = JoinWaitlistRequest.safeParse(data);
  if (!parsed.success)
    throw refusal(parsed.error.issues.some((i) => i.path[0] === 'quantity') ? 'invalidQuantity' : 'invalidRequest');
  const { eventId, quantity } = parsed.data;
  const asked = { typeId: parsed.data.ticketTypeId ?? null, category: parsed.data.category };
  const wanted = await assertMayJoin(uid, eventId, asked, quantity);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await writeEntry(uid, eventId, wanted, quantity);
    } catch (error) {
      // the same account twice at once: read again
      if (attempt >= 3 || !(isStaleWrite(error) || isAlreadyExists(error))) throw error;
    }
  }
}

/** Leaving: a waiting entry stops counting; an offered one gives its held seats back to the next. */
export async function leaveWaitlistFor(
  uid: string | undefined,
  data: unknown,
): Promise<{ status: WaitlistStatus | null }> {
  if (!uid) throw refusal('unauthenticated');
  const parsed = LeaveWaitlistRequest.safeParse(data);
  if (!parsed.success) throw refusal('invalidRequest');
  return { status: await leaveEntry(waitlistEntryId(parsed.data.eventId, uid)) };
}

/** One entry left (also when its account is deleted): its status after, null when there is none. */
export async function leaveEntry(entryId: string): Promise<WaitlistStatus | null> {
  const ref = waitlistEntryRef(entryId);
  const offerRef = waitlistOfferRef(entryId);
  const status = await runTransaction(async (transaction) => {
    const [entrySnapshot, offerSnapshot] = await transaction.getAll(ref, offerRef);
    const entry = parseEntry(entrySnapshot!.data());
    if (!entry) return null;
    if (entry.status === 'waiting') {
      countWaiting(transaction, entry.eventId, -1, -entry.quantity);
      transaction.set(waitlistGateRef(entry.eventId), { waiting: FieldValue.increment(-1) }, { merge: true });
    } else if (entry.status === 'offered') {
      const offer = parseOffer(offerSnapshot!.data());
      if (offer?.status === 'held') returnOfferWrites(transaction, offerRef, offer);
    } else return entry.status;
    transaction.update(ref, endedEntryUpdate('left'));
    return 'left' as const;
  });
  logWaitlistLeft({ entryId, status: String(status) });
  return status;
}

export const joinWaitlist = callable('joinWaitlist', {}, (request) => joinWaitlistFor(request.auth?.uid, request.data));
export const leaveWaitlist = callable('leaveWaitlist', {}, (request) =>
  leaveWaitlistFor(request.auth?.uid, request.data),
);
