import { queuePhase, type QueuePhase } from '@carcajada/domain';
import { parseQueueState, QUEUES_COLLECTION } from '@carcajada/domain/stored/queue-state';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../common/firestore.js';
import { onSaleOf, type StoredEvent } from './event.js';

/** queues/{eventId}: the domain's path of a date's public queue state (stored/queue-state.ts). */
export function queueStateRef(eventId: string): DocumentReference {
  return db().collection(QUEUES_COLLECTION).doc(eventId);
}

/** The date's queue phase now (domain `queuePhase`); reads the public state only for a queued date. */
export async function readQueuePhase(eventId: string, event: StoredEvent, now: Date): Promise<QueuePhase> {
  const onSale = onSaleOf(event);
  if (!onSale.queue) return 'none';
  const state = parseQueueState((await queueStateRef(eventId).get()).data());
  return queuePhase(onSale, state, now);
}
