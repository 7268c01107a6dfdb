import {
  FieldValue,
  type CollectionReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { seatBlocksOf } from '../common/firestore.js';
import { takeSeats, type BlockSeats } from './block-arithmetic.js';

/** A seat block document as the seat arithmetic reads it. */
export function blockSeats(snapshot: DocumentSnapshot): BlockSeats {
  return { id: snapshot.id, seatsLeft: Number(snapshot.get('seats_left') ?? 0) };
}

/** Every block of a show, read in the transaction (their number grows with the seats: a query). */
export async function readAllBlocks(transaction: Transaction, eventId: string): Promise<BlockSeats[]> {
  const snapshots = await transaction.get(seatBlocksOf(eventId));
  return snapshots.docs.map(blockSeats);
}

/**
 * Takes `quantity` seats again from the blocks of a pool still holding some, read in the
 * transaction (a paid ticket whose hold had already ended); null when the pool is sold out.
 * Nothing is written until `write()`, so the caller can read its other pools first.
 */
export async function retakeFrom(transaction: Transaction, blocks: CollectionReference, quantity: number) {
  const open = await transaction.get(blocks.where('seats_left', '>', 0));
  const take = takeSeats(open.docs.map(blockSeats), quantity);
  if (!take) return null;
  return {
    take,
    write: () =>
      Object.entries(take).forEach(([block, count]) =>
        transaction.update(blocks.doc(block), { seats_left: FieldValue.increment(-count) }),
      ),
  };
}
