import type { DemandPlace } from '@carcajada/domain';
import { db } from '../common/firestore.js';
import { parseQueueState } from '@carcajada/domain/stored/queue-state';
import { queueStateRef } from '../documents/queue-state.js';
import { queueEntries } from '../on-sale/entries.js';
import { parseQueueEntry } from '@carcajada/domain/stored/queue-entry';
import { parseEntry, WAITLIST_COLLECTION } from '../waitlist/entries.js';

/** A queue place counts the one seat a turn is sure to want (it never said how many). */
const QUEUE_PLACE_SEATS = 1;

/** The waitlist's people still waiting (or holding an offer), in arrival order, with the seats they asked. */
async function waitlistDemand(eventId: string): Promise<DemandPlace[]> {
  const docs = (await db().collection(WAITLIST_COLLECTION).where('eventId', '==', eventId).get()).docs;
  return docs
    .map((doc) => parseEntry(doc.data()))
    .filter((entry) => entry?.status === 'waiting' || entry?.status === 'offered')
    .sort((a, b) => (a!.createdAt?.toMillis() ?? 0) - (b!.createdAt?.toMillis() ?? 0))
    .map((entry) => ({ userId: entry!.userId, seats: entry!.quantity, category: entry!.category }));
}

/**
 * The places still waiting when the date's queue sold out, in rank order: they ended (`expired`)
 * never admitted. Nothing while its queue has not sold out.
 */
async function queueDemand(eventId: string): Promise<DemandPlace[]> {
  const [state, entries] = await Promise.all([
    queueStateRef(eventId).get(),
    queueEntries(eventId).where('status', '==', 'expired').get(),
  ]);
  if (!parseQueueState(state.data()).soldOut) return [];
  return entries.docs
    .map((doc) => parseQueueEntry(doc.data()))
    .filter((entry) => entry !== null && entry.admittedAt === null)
    .sort((a, b) => (a!.rank ?? Infinity) - (b!.rank ?? Infinity))
    .map((entry) => ({ userId: entry!.userId, seats: QUEUE_PLACE_SEATS }));
}

/**
 * A sold-out date's demand, in the order its offers go out: its waitlist first (an ask made with
 * its seats, after the sale ended), then the places its queue left waiting (an account on both is
 * counted once, at its waitlist place, by `priorityOffersFor`).
 */
export async function demandOf(eventId: string): Promise<{ waitlist: DemandPlace[]; queue: DemandPlace[] }> {
  const [waitlist, queue] = await Promise.all([waitlistDemand(eventId), queueDemand(eventId)]);
  return { waitlist, queue };
}
