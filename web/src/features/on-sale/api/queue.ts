import { queueEntryId, type JoinQueueResult, type QueueEntry, type QueueState } from '@carcajada/domain';
import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import type { JoinQueueRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { callFunction } from '../../../lib/callable';
import { liveFirestore } from '../../../lib/live-firestore';
import { queueEntryFrom, queueStateFrom } from './queue-data';

/**
 * The two documents the waiting room follows, live (Firestore listeners: no callable is polled):
 * the account's own place and the date's public state. Each change costs one read.
 */
export function watchQueue(
  eventId: string,
  uid: string,
  onEntry: (entry: QueueEntry | null) => void,
  onState: (state: QueueState) => void,
  onError: (error: Error) => void,
): () => void {
  const stopEntry = onSnapshot(
    doc(liveFirestore, 'queue', queueEntryId(eventId, uid)),
    (snapshot) => onEntry(queueEntryFrom(snapshot.data())),
    onError,
  );
  const stopState = onSnapshot(
    doc(liveFirestore, 'queues', eventId),
    (snapshot) => onState(queueStateFrom(snapshot.data())),
    onError,
  );
  return () => {
    stopEntry();
    stopState();
  };
}

/** The date's public queue state alone, live (the organizer's dashboard). */
export function watchQueueState(eventId: string, onState: (state: QueueState) => void): () => void {
  return onSnapshot(doc(liveFirestore, 'queues', eventId), (snapshot) => onState(queueStateFrom(snapshot.data())));
}

/** One read of the account's place and the date's public state (the checkout asks before sending a buyer on). */
export async function readQueueAccess(
  eventId: string,
  uid: string,
): Promise<{ entry: QueueEntry | null; state: QueueState }> {
  const [entry, state] = await Promise.all([
    getDoc(doc(liveFirestore, 'queue', queueEntryId(eventId, uid))),
    getDoc(doc(liveFirestore, 'queues', eventId)),
  ]);
  return { entry: queueEntryFrom(entry.data()), state: queueStateFrom(state.data()) };
}

export function joinQueue(eventId: string): Promise<JoinQueueResult> {
  // the same place however often it is asked: a lost answer is asked again
  return callFunction<z.input<typeof JoinQueueRequest>, JoinQueueResult>(
    'joinQueue',
    { eventId },
    { idempotent: true },
  );
}
