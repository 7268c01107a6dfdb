import type { DocumentReference } from 'firebase-admin/firestore';
import { runTransaction } from '../common/firestore.js';
import { parseQueueEntry } from '@carcajada/domain/stored/queue-entry';

/**
 * A deleted account's places end (`expired`), as a turn not used in time does: a waiting place is
 * never admitted, a live turn passes on at the next step. One transaction per place, so a step
 * changing it meanwhile is read again. Returns how many ended.
 */
export async function endPlaces(refs: DocumentReference[]): Promise<number> {
  let ended = 0;
  for (const ref of refs) {
    const endedNow = await runTransaction(async (transaction) => {
      const entry = parseQueueEntry((await transaction.get(ref)).data());
      if (entry?.status !== 'waiting' && entry?.status !== 'admitted') return false;
      transaction.update(ref, { status: 'expired' });
      return true;
    });
    if (endedNow) ended += 1;
  }
  return ended;
}
