import { FUNCTIONS_REGION, SEAT_COUNT_PERIOD_MS } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { documentId } from '@carcajada/domain/requests';
import { eventRef, isGoneDocument, isStaleWrite, seatBlocksOf, ticketTypesOf } from '../common/firestore.js';
import { quotaBlocksOf } from './inventory.js';
import { logSeatsCountNotScheduled } from './log.js';
import { enqueueTask } from '../common/tasks.js';
import { blockSeats } from './seat-blocks.js';
import { totalSeats } from './block-arithmetic.js';

const COUNT_SEATS_FUNCTION = 'countSeatsLeft';

/**
 * Copies the sum of a show's seat blocks to the event's `seats_left` (the figure cards show).
 * Lock-free: the count carries the read time of the blocks it summed, and a write lands only on
 * the event version it read and only if no later count is stored, so out-of-order runs never
 * leave an older figure behind.
 */
export async function syncEventSeatsLeft(eventId: string, typeId: string | null = null): Promise<void> {
  // a ticket type's quota keeps its own display figure on the type document
  const event = typeId ? ticketTypesOf(eventId).doc(typeId) : eventRef(eventId);
  const collection = typeId ? quotaBlocksOf(eventId, typeId) : seatBlocksOf(eventId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const blocks = await collection.get();
    const snapshot = await event.get();
    if (!snapshot.exists) return;
    const stored = snapshot.get('seats_counted_at');
    if (stored instanceof Timestamp && stored.toMillis() >= blocks.readTime.toMillis()) return;
    const seatsLeft = totalSeats(blocks.docs.map(blockSeats));
    try {
      await event.update(
        { seats_left: seatsLeft, seats_counted_at: blocks.readTime },
        { lastUpdateTime: snapshot.updateTime! },
      );
      return;
    } catch (error) {
      // a date deleted since it was read has no figure left to show
      if (isGoneDocument(error)) return;
      if (!isStaleWrite(error)) throw error;
    }
  }
  throw new Error(`seats_left of event ${eventId} kept changing under the count`);
}

/**
 * One count per event per period: the first seat change of a period enqueues a task named after
 * the event and the period, due at its end; the rest of the period finds the name taken. So the
 * event document sees at most one write per period, while the blocks take the sales.
 */
export async function scheduleSeatsCount(
  eventId: string,
  typeId: string | null = null,
  now = Date.now(),
): Promise<void> {
  const period = Math.floor(now / SEAT_COUNT_PERIOD_MS);
  const dueAt = (period + 1) * SEAT_COUNT_PERIOD_MS;
  try {
    const id = typeId ? `seats-${eventId}-type-${typeId}-${period}` : `seats-${eventId}-${period}`;
    await enqueueTask(
      COUNT_SEATS_FUNCTION,
      { eventId, ...(typeId && { typeId }), dueAt },
      { id, scheduleTime: new Date(dueAt) },
    );
  } catch (error) {
    logSeatsCountNotScheduled({ eventId, error });
    throw error;
  }
}

export const syncSeatsLeft = onDocumentWritten(
  { region: FUNCTIONS_REGION, document: 'events/{eventId}/seat_blocks/{blockId}', retry: true },
  (event) => scheduleSeatsCount(event.params.eventId),
);

export const syncQuotaLeft = onDocumentWritten(
  {
    region: FUNCTIONS_REGION,
    document: 'events/{eventId}/ticket_types/{typeId}/quota_blocks/{blockId}',
    retry: true,
  },
  (event) => scheduleSeatsCount(event.params.eventId, event.params.typeId),
);

const countTask = z.object({
  eventId: documentId,
  typeId: documentId.optional(),
  dueAt: z.number(),
});

export const countSeatsLeft = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    retryConfig: { maxAttempts: 30, minBackoffSeconds: 1, maxBackoffSeconds: 10, maxDoublings: 2 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const task = countTask.safeParse(request.data);
    if (!task.success) return;
    // the Tasks emulator dispatches at once (production on time): count once the period is over,
    // waiting out the rest of it here (at most one period) rather than through a retry
    const rest = task.data.dueAt - Date.now();
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(rest, SEAT_COUNT_PERIOD_MS)));
    await syncEventSeatsLeft(task.data.eventId, task.data.typeId ?? null);
  },
);
