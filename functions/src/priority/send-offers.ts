import { FUNCTIONS_REGION } from '@carcajada/domain';
import { documentId } from '@carcajada/domain/requests';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { enqueueTask } from '../common/tasks.js';
import { offerPriorityDate } from './publish-offers.js';

const SEND_PRIORITY_OFFERS = 'sendPriorityOffers';
/** Task names of one chain are kept apart per minute: a save a minute later starts its own. */
const MINUTE_MS = 60_000;

async function offerRestLater(eventId: string, from: number, now: Date): Promise<void> {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  await enqueueTask(SEND_PRIORITY_OFFERS, { eventId, from }, { id: `priority-${eventId}-${from}-${minute}` });
}

/**
 * The offers of a date opened from another's demand, once it is saved active: the first chunk
 * at once (the organizer's save answers when the first in line are offered), every further chunk
 * by a task, so a waitlist of thousands never holds the save nor outlives a request.
 */
export async function publishPriorityOffers(eventId: string, now: Date): Promise<void> {
  const { next } = await offerPriorityDate(eventId, now);
  if (next !== null) await offerRestLater(eventId, next, now);
}

const offersTask = z.object({ eventId: documentId, from: z.number().int().positive() });

export const sendPriorityOffers = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 2 },
  },
  async (request) => {
    const task = offersTask.safeParse(request.data);
    if (!task.success) return;
    const now = new Date();
    const { next } = await offerPriorityDate(task.data.eventId, now, task.data.from);
    if (next !== null) await offerRestLater(task.data.eventId, next, now);
  },
);
