import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { RefusalError, refusal } from '../common/errors.js';
import { db, isAlreadyExists, seatHoldRef } from '../common/firestore.js';
import { parsePromoCode } from '../documents/promo-code.js';
import { logSeatContention } from './log.js';
import { assertSeatsUnclaimed, seatsClaimedByOthers, SeatsTakenError, type ClaimToCreate } from './seat-claims.js';
import { assertAccountMayTake, HELD_SEATS_COUNTED, heldSeatsOf } from './account-limits.js';
import { releaseExpiredHolds } from './expire-hold.js';
import { blockSeats, openBlocks, randomBlockIds, type SeatPool } from './inventory.js';
import { gateOf, holdsReturnsForWaitlist, waitlistGateRef } from './waitlist-gate.js';
import { singleBlockCandidates, takeSeats, totalSeats, type BlockSeats, type SeatTake } from './block-arithmetic.js';

/** A promo code whose use the sale takes in the same write. */
export interface PromoUse {
  ref: DocumentReference;
  /** null: unlimited (the use is a blind increment, no guard, no contention). */
  maxUses: number | null;
}

export interface SeatRequest {
  eventId: string;
  quantity: number;
  /** The show's seats and, for a type with a quota, the type's: the sale takes from every one. */
  pools: readonly SeatPool[];
  promo: PromoUse | null;
  /** The buyer's uid: the seats (unpaid hold or free reservation) count toward their limit. */
  holder: string | null;
  ticket: DocumentReference;
  ticketData: Record<string, unknown>;
  /** Documents created with the ticket, in the same batch (its confirmation mail). */
  alsoCreate?: readonly PendingCreate[];
  /** A seated date's seat claims: created in the same batch, so a seat already claimed fails it. */
  claims?: readonly ClaimToCreate[];
  now: Date;
}

export interface PendingCreate {
  ref: DocumentReference;
  data: DocumentData;
}

type Attempt = { taken: true } | { taken: false; seatsLeft: number } | { conflict: true };

/** Commits this buyer lost to others; kept on the ticket (`seatConflicts`) to show how contended a sale was. */
interface Race {
  conflicts: number;
}

/** Random-block tries before the attempt that reads every block still holding seats. */
const PROBE_TRIES = 3;
/** Blocks of each pool read by one random try. */
const PROBE_BLOCKS = 2;

function notEnoughSeats(seatsLeft: number): RefusalError {
  return new RefusalError({ reason: 'notEnoughSeats', seatsLeft });
}

const FAILED_PRECONDITION = 9;

/** Another buyer wrote one of the documents between our read and our commit. */
function isConflict(error: unknown): boolean {
  return (
    isAlreadyExists(error) ||
    (typeof error === 'object' && error !== null && 'code' in error && error.code === FAILED_PRECONDITION)
  );
}

function guardedUpdate(batch: WriteBatch, snapshot: DocumentSnapshot, data: DocumentData): void {
  batch.update(snapshot.ref, data, { lastUpdateTime: snapshot.updateTime! });
}

/** The hold counter and the promo use: checked on what was read, written guarded by it. */
function countHoldAndPromo(
  batch: WriteBatch,
  request: SeatRequest,
  hold: DocumentSnapshot | undefined,
  promo: DocumentSnapshot | undefined,
): void {
  if (hold) {
    assertAccountMayTake(hold, request.quantity, request.now);
    const held = heldSeatsOf(hold);
    const counted = { seats: held + request.quantity, updatedAt: FieldValue.serverTimestamp() };
    if (hold.exists) guardedUpdate(batch, hold, counted);
    else batch.create(hold.ref, counted);
  }
  if (request.promo) {
    if (request.promo.maxUses === null) {
      batch.update(request.promo.ref, { used: FieldValue.increment(request.quantity) });
    } else {
      if (!promo?.exists) throw refusal('promoUnknown');
      const { used } = parsePromoCode(promo.data());
      if (used + request.quantity > request.promo.maxUses) throw refusal('promoUsedUp');
      guardedUpdate(batch, promo, { used: used + request.quantity });
    }
  }
}

/**
 * Open sale while people wait for the date: refused (false) while returned seats wait for the
 * offer step; otherwise the sale is written guarded by the gate it read, so a return or a join
 * that lands meanwhile makes it read again. Nobody waiting: nothing to guard.
 */
function passWaitlistGate(batch: WriteBatch, gate: DocumentSnapshot, quantity: number): boolean {
  const state = gateOf(gate);
  if (state.waiting <= 0) return true;
  if (holdsReturnsForWaitlist(state)) return false;
  guardedUpdate(batch, gate, { openSold: Number(gate.get('openSold') ?? 0) + quantity });
  return true;
}

/**
 * One optimistic attempt: the named blocks of each pool (and the buyer's hold counter and the
 * code's use counter) are read together; if every pool holds the order, one atomic batch takes
 * the seats from each, counts the hold and the code's use and creates the ticket, each write
 * guarded by the update time it read. Nothing is locked while the function works, so a crowd of
 * buyers cannot queue on a lock; a buyer who lost the race learns it at commit and reads again.
 */
async function attempt(request: SeatRequest, race: Race, blockIds: readonly string[][]): Promise<Attempt> {
  const refs = request.pools.flatMap((pool, index) => blockIds[index]!.map((id) => pool.blocks.doc(id)));
  const holdRef = request.holder ? seatHoldRef(request.eventId, request.holder) : null;
  const promoRef = request.promo?.maxUses !== null ? request.promo?.ref : undefined;
  // counted seats: the date's waitlist may have a claim on some of them (not on the door's own)
  const gateRef = request.pools.some((pool) => pool.kind !== 'door') ? waitlistGateRef(request.eventId) : null;
  const toRead = [
    ...refs,
    ...(holdRef ? [holdRef] : []),
    ...(promoRef ? [promoRef] : []),
    ...(gateRef ? [gateRef] : []),
  ];
  // a show without a seat limit and no capped code: nothing to read (getAll needs a document)
  const snapshots = toRead.length > 0 ? await db().getAll(...toRead) : [];
  const gate = gateRef ? snapshots.pop() : undefined;
  const promo = promoRef ? snapshots.pop() : undefined;
  const hold = holdRef ? snapshots.pop() : undefined;

  const batch = db().batch();
  if (gate && !passWaitlistGate(batch, gate, request.quantity)) return { taken: false, seatsLeft: 0 };
  countHoldAndPromo(batch, request, hold, promo);
  const takes: SeatTake[] = [];
  let offset = 0;
  for (const ids of blockIds) {
    const existing = snapshots.slice(offset, offset + ids.length).filter((snapshot) => snapshot.exists);
    offset += ids.length;
    const blocks = existing.map(blockSeats);
    const take = takeSeats(blocks, request.quantity);
    if (!take) return { taken: false, seatsLeft: totalSeats(blocks) };
    for (const snapshot of existing) {
      const seats = take[snapshot.id];
      if (seats) guardedUpdate(batch, snapshot, { seats_left: blockSeats(snapshot).seatsLeft - seats });
    }
    takes.push(take);
  }
  const takeOf = (kind: SeatPool['kind']) => {
    const index = request.pools.findIndex((pool) => pool.kind === kind);
    return index >= 0 ? takes[index] : null;
  };
  batch.create(request.ticket, {
    ...request.ticketData,
    seatBlocks: takeOf('show'),
    quotaBlocks: takeOf('type'),
    // the door's own seats: a door sale is never cancelled for a return, so none flows back here
    ...(request.pools.some((pool) => pool.kind === 'door') && { boxOfficeBlocks: takeOf('door') }),
    seatsReleased: false,
    seatConflicts: race.conflicts,
    ...(hold ? { [HELD_SEATS_COUNTED]: true } : {}),
  });
  for (const { ref, data } of request.alsoCreate ?? []) batch.create(ref, data);
  for (const { ref, data } of request.claims ?? []) batch.create(ref, data);
  try {
    await batch.commit();
    return { taken: true };
  } catch (error) {
    if (!isConflict(error)) throw error;
    // a seat someone else claimed first: no retry takes it (the buyer is offered others)
    const taken = await seatsClaimedByOthers(request.claims ?? [], request.ticket.id);
    if (taken.length > 0) throw new SeatsTakenError(taken);
    race.conflicts += 1;
    return { conflict: true };
  }
}

/** What every pool still holds, read fresh (a pool with no blocks is laid out first). */
async function readPools(request: SeatRequest): Promise<{ pools: BlockSeats[][]; seatsLeft: number }> {
  const pools = await Promise.all(request.pools.map(openBlocks));
  return { pools, seatsLeft: Math.min(...pools.map(totalSeats)) };
}

/**
 * One pass: a few tries on random blocks of each pool (cheap: two documents each, so a crowd of
 * buyers spreads over the whole inventory), then a read of the blocks still holding seats, a few
 * tries on single blocks of it that hold the order, and one try over all of them.
 * That full read short of seats is a true answer at that instant: the refusal, after expired
 * holds were given back. False when every try lost its race (read again and retry).
 */
async function takeOnce(request: SeatRequest, race: Race, releaseExpired: boolean): Promise<boolean> {
  if (request.pools.length === 0) return 'taken' in (await attempt(request, race, []));
  for (let tryIndex = 0; tryIndex < PROBE_TRIES; tryIndex += 1) {
    const result = await attempt(
      request,
      race,
      request.pools.map((pool) => randomBlockIds(pool, PROBE_BLOCKS)),
    );
    if ('taken' in result && result.taken) return true;
  }
  let read = await readPools(request);
  if (read.seatsLeft < request.quantity) {
    if (!releaseExpired) throw notEnoughSeats(read.seatsLeft);
    await releaseExpiredHolds(request.eventId, request.now);
    // read again even when this call released nothing: the hold's own task may have ended it
    // between the read and the release (a buyer who comes as a hold ends meets that task)
    read = await readPools(request);
    if (read.seatsLeft < request.quantity) throw notEnoughSeats(read.seatsLeft);
  }
  // blocks that hold the whole order alone, shuffled: buyers who read the same snapshot spread out
  const fits = read.pools.map((blocks) => singleBlockCandidates(blocks, request.quantity));
  for (let index = 0; index < PROBE_TRIES && fits.every((ids) => index < ids.length); index += 1) {
    const result = await attempt(
      request,
      race,
      fits.map((ids) => [ids[index]!]),
    );
    if ('taken' in result && result.taken) return true;
  }
  const result = await attempt(
    request,
    race,
    read.pools.map((blocks) => blocks.map((block) => block.id)),
  );
  if ('conflict' in result) return false;
  if (!result.taken) throw notEnoughSeats(result.seatsLeft);
  return true;
}

/** How long a buyer keeps trying while other buyers keep winning the race for the same blocks. */
const CONTENTION_PATIENCE_MS = 30_000;

/**
 * Creates the ticket together with its seats (and its promo code's use, and on a seated date its
 * seat claims), so concurrent buyers never take more than a capacity, a quota or a code's
 * `max_uses`, nor one seat twice (`SeatsTakenError`). Before refusing, holds whose
 * time is up are released, so a buyer is never turned away by an expired hold. 'existing' when
 * the ticket's own id was taken meanwhile: the same checkout request, repeated, created it first.
 */
export async function createTicketWithSeats(request: SeatRequest): Promise<'created' | 'existing'> {
  await assertSeatsUnclaimed(request.claims ?? [], request.ticket.id);
  const giveUpAt = Date.now() + CONTENTION_PATIENCE_MS;
  const race: Race = { conflicts: 0 };
  for (let pass = 0; ; pass += 1) {
    if (await takeOnce(request, race, pass === 0)) return 'created';
    if ((await request.ticket.get()).exists) return 'existing';
    if (Date.now() > giveUpAt)
      throw new Error(`seats of event ${request.eventId}: still contended after ${pass + 1} passes`);
    logSeatContention({ eventId: request.eventId, pass });
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * Math.min(pass + 1, 5)));
  }
}
