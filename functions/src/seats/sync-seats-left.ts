import { FUNCTIONS_REGION } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { eventRef, seatBlocksOf } from '../shared/firestore.js';
import { totalSeats } from './seat-take.js';

const FAILED_PRECONDITION = 9;

function isStaleWrite(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === FAILED_PRECONDITION;
}

/**
 * Copies the sum of a show's seat blocks to the event's `seats_left` (the figure cards show).
 * Lock-free: the count carries the read time of the blocks it summed, and a write lands only on
 * the event version it read and only if no later count is stored, so out-of-order runs never
 * leave an older figure behind.
 */
export async function syncEventSeatsLeft(eventId: string): Promise<void> {
  const event = eventRef(eventId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const blocks = await seatBlocksOf(eventId).get();
    const snapshot = await event.get();
    if (!snapshot.exists) return;
    const stored = snapshot.get('seats_counted_at');
    if (stored instanceof Timestamp && stored.toMillis() >= blocks.readTime.toMillis()) return;
    const seatsLeft = totalSeats(
      blocks.docs.map((block) => ({ id: block.id, seatsLeft: Number(block.get('seats_left') ?? 0) })),
    );
    try {
      await event.update(
        { seats_left: seatsLeft, seats_counted_at: blocks.readTime },
        { lastUpdateTime: snapshot.updateTime! },
      );
      return;
    } catch (error) {
      if (!isStaleWrite(error)) throw error;
    }
  }
}

export const syncSeatsLeft = onDocumentWritten(
  { region: FUNCTIONS_REGION, document: 'events/{eventId}/seat_blocks/{blockId}', retry: true },
  (event) => syncEventSeatsLeft(event.params.eventId),
);
