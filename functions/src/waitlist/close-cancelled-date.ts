import type { WaitlistStatus } from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../common/firestore.js';
import { waitlistGateRef } from '../seats/waitlist-gate.js';
import { WAITLIST_COLLECTION, countWaiting, parseEntry } from './entries.js';
import { logWaitlistClosed, logWaitlistCloseFailed } from './log.js';

const WAITING: WaitlistStatus = 'waiting';
const EXPIRED: WaitlistStatus = 'expired';

/**
 * A cancelled date has nothing left to offer: its waiting entries end (`expired`) and leave the
 * organizer's count and the gate's, so nobody stays "en la lista de espera" of a date that will
 * not happen and its gate keeps nobody waiting. Open
 * offers end through their own expiry, whose returned seats a cancelled date never offers again.
 * Idempotent: a second run finds nothing waiting. Never throws: an entry that changed meanwhile
 * fails the guarded batch, and the date's next cancellation pass closes the rest.
 */
export async function closeWaitlistOfCancelledDate(eventId: string): Promise<number> {
  const waiting = await db()
    .collection(WAITLIST_COLLECTION)
    .where('eventId', '==', eventId)
    .where('status', '==', WAITING)
    .get();
  if (waiting.empty) return 0;
  const batch = db().batch();
  let seats = 0;
  for (const doc of waiting.docs) {
    seats += parseEntry(doc.data())?.quantity ?? 0;
    // guarded on the entry's own version: one that changed meanwhile is left for the next pass
    batch.update(doc.ref, { status: EXPIRED }, { lastUpdateTime: doc.updateTime });
  }
  countWaiting(batch, eventId, -waiting.size, -seats);
  batch.set(waitlistGateRef(eventId), { waiting: FieldValue.increment(-waiting.size) }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    logWaitlistCloseFailed({ eventId, error });
    return 0;
  }
  logWaitlistClosed({ eventId, entries: waiting.size });
  return waiting.size;
}
