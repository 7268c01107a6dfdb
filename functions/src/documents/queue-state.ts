import { queuePhase, type QueuePhase } from '@carcajada/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../common/firestore.js';
import { onSaleOf, type StoredEvent } from './event.js';

/** queues/{eventId}: the public state of a date's queue (anyone reads it, the functions write it). */
export const QUEUES_COLLECTION = 'queues';

export function queueStateRef(eventId: string): DocumentReference {
  return db().collection(QUEUES_COLLECTION).doc(eventId);
}

const stateSchema = z.object({
  waiting: z.number().int().nonnegative().catch(0),
  admitted: z.number().int().nonnegative().catch(0),
  serving: z.number().nonnegative().catch(0),
  soldOut: z.boolean().catch(false),
  cancelled: z.boolean().catch(false),
});
export type StoredQueueState = z.infer<typeof stateSchema>;

export function parseQueueState(data: DocumentData | undefined): StoredQueueState {
  return stateSchema.parse(data ?? {});
}

/** The date's queue phase now (domain `queuePhase`); reads the public state only for a queued date. */
export async function readQueuePhase(eventId: string, event: StoredEvent, now: Date): Promise<QueuePhase> {
  const onSale = onSaleOf(event);
  if (!onSale.queue) return 'none';
  const state = parseQueueState((await queueStateRef(eventId).get()).data());
  return queuePhase(onSale, state, now);
}
