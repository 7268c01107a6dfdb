import { queueEntryId } from '@carcajada/domain';
import { QUEUE_ENTRIES_COLLECTION } from '@carcajada/domain/stored/queue-entry';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../common/firestore.js';

/** queue_steps/{eventId}: the admission step's lease and whether the opening's draw is done (server only). */
export const QUEUE_STEPS_COLLECTION = 'queue_steps';
/** queue_joins/{address}_{eventId}_{hour}: new places one address took for a date that hour (server only). */
export const QUEUE_JOINS_COLLECTION = 'queue_joins';
/** queue_draw/{eventId}_{uid}: the rank drawn by a place taken before the opening, until the draw (server only). */
export const QUEUE_DRAW_COLLECTION = 'queue_draw';
/**
 * queue_addresses/{hashed verified address}_{eventId}: the account whose place a verified address
 * holds for a date (server only; kept when that account is deleted: one place per address and date).
 */
export const QUEUE_ADDRESSES_COLLECTION = 'queue_addresses';

export function queueEntryRef(eventId: string, uid: string): DocumentReference {
  return db().collection(QUEUE_ENTRIES_COLLECTION).doc(queueEntryId(eventId, uid));
}

export function queueDrawRef(eventId: string, uid: string): DocumentReference {
  return db().collection(QUEUE_DRAW_COLLECTION).doc(queueEntryId(eventId, uid));
}

export function queueDraws(eventId: string) {
  return db().collection(QUEUE_DRAW_COLLECTION).where('eventId', '==', eventId);
}

export function queueStepRef(eventId: string): DocumentReference {
  return db().collection(QUEUE_STEPS_COLLECTION).doc(eventId);
}

export function queueEntries(eventId: string) {
  return db().collection(QUEUE_ENTRIES_COLLECTION).where('eventId', '==', eventId);
}
