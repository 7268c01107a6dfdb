import { EVENT_STATUS_ACTIVE, previousDates } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, db, isStaleWrite } from '../common/firestore.js';
import { logUnexpectedError } from '../common/log.js';
import { eventUpdateOf } from '../documents/event.js';

/** Concurrent changes to one show each rewrite it; a rewrite that lost its read reads again. */
const ATTEMPTS = 5;

/**
 * Brings `previous_date` up to date on every date of one show (domain previousDates: the start of
 * the show's active date just before it), after a write that added, moved, published, hid or
 * cancelled one of them. Only the dates whose value changed are written, each only on the version
 * read, so a rewrite judged on an older read never lands over a newer one. Dates passing change
 * nothing, so no schedule keeps it.
 */
async function rewritePreviousDates(seriesId: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const dates = (await db().collection(COLLECTIONS.events).where('series_id', '==', seriesId).get()).docs;
    const previous = previousDates(
      dates.map((doc) => {
        const start: unknown = doc.get('event_date');
        return {
          id: doc.id,
          event_date: start instanceof Timestamp ? start.toDate() : null,
          active: doc.get('status') === EVENT_STATUS_ACTIVE,
        };
      }),
    );
    const batch = db().batch();
    let writes = 0;
    for (const doc of dates) {
      const value = previous.get(doc.id)!;
      const stored: unknown = doc.get('previous_date');
      if (stored instanceof Timestamp && stored.toMillis() === value.getTime()) continue;
      batch.update(doc.ref, eventUpdateOf({ previous_date: Timestamp.fromDate(value) }), {
        lastUpdateTime: doc.updateTime,
      });
      writes += 1;
    }
    if (writes === 0) return;
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!isStaleWrite(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The same after a write that already committed: a failure is logged, not answered (the write
 * stands; the show's next change rewrites its dates again).
 */
export async function refreshPreviousDates(seriesId: string): Promise<void> {
  await rewritePreviousDates(seriesId).catch((error: unknown) => logUnexpectedError('refreshPreviousDates', error));
}
