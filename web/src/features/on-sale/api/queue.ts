import { queueEntryId, type JoinQueueResult, type QueueEntry, type QueueState } from '@carcajada/domain';
import { doc, getDoc } from 'firebase/firestore';
import type { JoinQueueRequest } from '@carcajada/domain/requests';
import { QUEUE_ENTRIES_COLLECTION, queueEntryView } from '@carcajada/domain/stored/queue-entry';
import { QUEUES_COLLECTION, queueStateView } from '@carcajada/domain/stored/queue-state';
import type { z } from 'zod';
import { callFunction } from '../../../lib/callable';
import { listenToDoc, liveFirestore } from '../../../lib/live-firestore';
import type { Listen } from '../../../lib/use-live';

/** The account's own place on a date's queue, live (null: no place). */
export function listenToQueueEntry(eventId: string, uid: string): Listen<QueueEntry | null> {
  return listenToDoc(`${QUEUE_ENTRIES_COLLECTION}/${queueEntryId(eventId, uid)}`, queueEntryView);
}

/** The date's public queue state, live (the waiting room and the organizer's dashboard). */
export function listenToQueueState(eventId: string): Listen<QueueState> {
  return listenToDoc(`${QUEUES_COLLECTION}/${eventId}`, queueStateView);
}

/** One read of the account's place and the date's public state (the checkout asks before sending a buyer on). */
export async function readQueueAccess(
  eventId: string,
  uid: string,
): Promise<{ entry: QueueEntry | null; state: QueueState }> {
  const [entry, state] = await Promise.all([
    getDoc(doc(liveFirestore, QUEUE_ENTRIES_COLLECTION, queueEntryId(eventId, uid))),
    getDoc(doc(liveFirestore, QUEUES_COLLECTION, eventId)),
  ]);
  return { entry: queueEntryView(entry.data()), state: queueStateView(state.data()) };
}

export function joinQueue(eventId: string): Promise<JoinQueueResult> {
  // the same place however often it is asked: a lost answer is asked again
  return callFunction<z.input<typeof JoinQueueRequest>, JoinQueueResult>(
    'joinQueue',
    { eventId },
    { idempotent: true },
  );
}
