import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { RefusalError } from '../common/errors.js';
import { db, isAlreadyExists, isStaleWrite, seatBlocksOf, seatHoldRef } from '../common/firestore.js';
import { logSeatContention } from '../common/log.js';
import { assertAccountMayTake, HELD_SEATS_COUNTED, heldSeatsOf } from './account-limits.js';
import { releaseExpiredHolds } from './expire-hold.js';
import { blockSeats } from './seat-blocks.js';
import { singleBlockCandidates, takeSeats, totalSeats, type BlockSeats } from './seat-take.js';

export interface SeatRequest {
  eventId: string;
  quantity: number;
  /** The buyer's uid: the seats (unpaid hold or free reservation) count toward their limit. */
  holder: string | null;
  ticket: DocumentReference;
  ticketData: Record<string, unknown>;
  /** Documents created with the ticket, in the same batch (its confirmation mail). */
  alsoCreate?: readonly PendingCreate[];
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

/** One-block tries before the attempt that reads every block. */
const SINGLE_BLOCK_TRIES = 3;

async function readBlocks(eventId: string): Promise<BlockSeats[]> {
  const snapshot = await seatBlocksOf(eventId).get();
  if (snapshot.empty) throw new Error(`event ${eventId} has a capacity but no seat blocks`);
  return snapshot.docs.map(blockSeats);
}

function notEnoughSeats(seatsLeft: number): RefusalError {
  return new RefusalError({ reason: 'notEnoughSeats', seatsLeft });
}

/** Another buyer wrote one of the documents between our read and our commit. */
function isConflict(error: unknown): boolean {
  return isStaleWrite(error) || isAlreadyExists(error);
}

/**
 * One optimistic attempt: the named blocks (and the buyer's hold counter) are read together; if
 * they hold the order, one atomic batch takes the seats, counts the hold and creates the ticket,
 * each write guarded by the update time it read. Nothing is locked while the function works, so
 * a crowd of buyers (hundreds of cold instances) cannot queue on a lock; a buyer who lost the race
 * for a block learns it at commit and reads again.
 */
async function attempt(request: SeatRequest, race: Race, blockIds: string[]): Promise<Attempt> {
  const blocks = seatBlocksOf(request.eventId);
  const holdRef = request.holder ? seatHoldRef(request.eventId, request.holder) : null;
  const snapshots = await db().getAll(...blockIds.map((id) => blocks.doc(id)), ...(holdRef ? [holdRef] : []));
  const hold = holdRef ? snapshots.pop() : undefined;
  const held = heldSeatsOf(hold);
  if (holdRef) assertAccountMayTake(hold, request.quantity, request.now);
  const existing = snapshots.filter((snapshot) => snapshot.exists);
  const take = takeSeats(existing.map(blockSeats), request.quantity);
  if (!take) return { taken: false, seatsLeft: totalSeats(existing.map(blockSeats)) };

  const batch = db().batch();
  for (const snapshot of existing) {
    const seats = take[snapshot.id];
    if (seats)
      batch.update(
        snapshot.ref,
        { seats_left: blockSeats(snapshot).seatsLeft - seats },
        { lastUpdateTime: snapshot.updateTime! },
      );
  }
  if (holdRef && hold) {
    const counted = { seats: held + request.quantity, updatedAt: FieldValue.serverTimestamp() };
    if (hold.exists) batch.update(holdRef, counted, { lastUpdateTime: hold.updateTime! });
    else batch.create(holdRef, counted);
  }
  batch.create(request.ticket, {
    ...request.ticketData,
    seatBlocks: take,
    seatsReleased: false,
    seatConflicts: race.conflicts,
    ...(holdRef ? { [HELD_SEATS_COUNTED]: true } : {}),
  });
  for (const { ref, data } of request.alsoCreate ?? []) batch.create(ref, data);
  try {
    await batch.commit();
    return { taken: true };
  } catch (error) {
    if (!isConflict(error)) throw error;
    race.conflicts += 1;
    return { conflict: true };
  }
}

/**
 * One pass over a snapshot of the blocks (a consistent read): a few one-block attempts, then one
 * over every block. A snapshot short of seats is a true answer at that instant: the refusal.
 * False when every attempt lost its race (read again and retry).
 */
async function takeOnce(request: SeatRequest, race: Race, releaseExpired: boolean): Promise<boolean> {
  let blocks = await readBlocks(request.eventId);
  if (totalSeats(blocks) < request.quantity) {
    const released = releaseExpired ? await releaseExpiredHolds(request.eventId, request.now) : 0;
    if (released === 0) throw notEnoughSeats(totalSeats(blocks));
    blocks = await readBlocks(request.eventId);
  }
  for (const id of singleBlockCandidates(blocks, request.quantity).slice(0, SINGLE_BLOCK_TRIES)) {
    const result = await attempt(request, race, [id]);
    if ('taken' in result && result.taken) return true;
  }
  const result = await attempt(
    request,
    race,
    blocks.map((block) => block.id),
  );
  if ('conflict' in result) return false;
  if (!result.taken) throw notEnoughSeats(result.seatsLeft);
  return true;
}

/** How long a buyer keeps trying while other buyers keep winning the race for the same blocks. */
const CONTENTION_PATIENCE_MS = 30_000;

/**
 * Creates the ticket together with its seats, so concurrent buyers never take more than the
 * capacity. Before refusing, holds whose time is up are released, so a buyer is never turned
 * away by an expired hold. 'existing' when the ticket's own id was taken meanwhile: the same
 * checkout request, repeated, created it (and took its seats) first.
 */
export async function createTicketWithSeats(request: SeatRequest): Promise<'created' | 'existing'> {
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
