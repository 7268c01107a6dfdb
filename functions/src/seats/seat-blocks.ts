import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { seatBlocksOf } from '../common/firestore.js';
import { takeSeats, type BlockSeats, type SeatTake } from './seat-take.js';

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
 * Takes `quantity` seats again in the transaction (a paid ticket whose hold had already ended):
 * reads every block of the show and takes from the fullest; null when the show is sold out.
 */
export async function retakeSeats(
  transaction: Transaction,
  eventId: string,
  quantity: number,
): Promise<SeatTake | null> {
  const take = takeSeats(await readAllBlocks(transaction, eventId), quantity);
  if (!take) return null;
  const blocks = seatBlocksOf(eventId);
  for (const [block, seats] of Object.entries(take)) {
    transaction.update(blocks.doc(block), { seats_left: FieldValue.increment(-seats) });
  }
  return take;
}
