import { MAX_HELD_SEATS_PER_ACCOUNT } from '@carcajada/domain';
import { FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { RefusalError } from '../shared/errors.js';
import { db, seatBlocksOf, seatHoldRef } from '../shared/firestore.js';
import { releaseExpiredHolds } from './expire-hold.js';
import { singleBlockCandidates, takeSeats, totalSeats, type BlockSeats } from './seat-take.js';

export interface SeatRequest {
  eventId: string;
  quantity: number;
  /** The buyer's uid when the seats are an unpaid hold, which counts toward their hold limit. */
  holder: string | null;
  ticket: DocumentReference;
  ticketData: Record<string, unknown>;
  now: Date;
}

type Attempt = { taken: true } | { taken: false; seatsLeft: number };

/** One-block tries before the transaction that reads every block. */
const SINGLE_BLOCK_TRIES = 3;

function blockSeats(snapshot: DocumentSnapshot): BlockSeats {
  return { id: snapshot.id, seatsLeft: Number(snapshot.get('seats_left') ?? 0) };
}

async function readBlocks(eventId: string): Promise<BlockSeats[]> {
  const snapshot = await seatBlocksOf(eventId).get();
  if (snapshot.empty) throw new Error(`event ${eventId} has a capacity but no seat blocks`);
  return snapshot.docs.map(blockSeats);
}

function notEnoughSeats(seatsLeft: number): RefusalError {
  return new RefusalError({ reason: 'notEnoughSeats', seatsLeft });
}

/**
 * One transaction: the named blocks (and the buyer's hold counter) are read; if they hold the
 * order, the seats are taken and the ticket is created with them, all or nothing.
 */
function attempt(request: SeatRequest, blockIds: string[]): Promise<Attempt> {
  const blocks = seatBlocksOf(request.eventId);
  const holdRef = request.holder ? seatHoldRef(request.eventId, request.holder) : null;
  return db().runTransaction(async (transaction) => {
    const refs = blockIds.map((id) => blocks.doc(id));
    const snapshots = await transaction.getAll(...refs, ...(holdRef ? [holdRef] : []));
    const held = holdRef ? Number(snapshots.pop()?.get('seats') ?? 0) : 0;
    if (holdRef && held + request.quantity > MAX_HELD_SEATS_PER_ACCOUNT) {
      throw new RefusalError({ reason: 'holdLimitReached', heldSeats: held });
    }
    const available = snapshots.filter((snapshot) => snapshot.exists).map(blockSeats);
    const take = takeSeats(available, request.quantity);
    if (!take) return { taken: false, seatsLeft: totalSeats(available) };
    for (const [block, seats] of Object.entries(take)) {
      transaction.update(blocks.doc(block), { seats_left: FieldValue.increment(-seats) });
    }
    if (holdRef) {
      transaction.set(
        holdRef,
        { seats: held + request.quantity, updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    transaction.create(request.ticket, { ...request.ticketData, seatBlocks: take, seatsReleased: false });
    return { taken: true };
  });
}

/**
 * Creates the ticket together with its seats, so concurrent buyers never take more than the
 * capacity. A plain read of the blocks (a consistent snapshot) picks where to try: one block that
 * holds the whole order, a few times, then all blocks at once. Before refusing, holds whose time
 * is up are released, so a buyer is never turned away by an expired hold.
 */
export async function createTicketWithSeats(request: SeatRequest): Promise<void> {
  let blocks = await readBlocks(request.eventId);
  if (totalSeats(blocks) < request.quantity) {
    if ((await releaseExpiredHolds(request.eventId, request.now)) === 0) throw notEnoughSeats(totalSeats(blocks));
    blocks = await readBlocks(request.eventId);
  }
  for (const id of singleBlockCandidates(blocks, request.quantity).slice(0, SINGLE_BLOCK_TRIES)) {
    if ((await attempt(request, [id])).taken) return;
  }
  // every block in one transaction: its "short" answer is final
  const result = await attempt(
    request,
    blocks.map((block) => block.id),
  );
  if (!result.taken) throw notEnoughSeats(result.seatsLeft);
}
