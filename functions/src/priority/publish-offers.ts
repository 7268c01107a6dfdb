import { EVENT_STATUS_ACTIVE, onlineSeatPool, priorityOffersFor, priorityWindowOpen } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db, eventRef, isAlreadyExists } from '../common/firestore.js';
import { parseEvent, type StoredEvent } from '../documents/event.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { demandOf } from './demand.js';
import { priorityOfferRef } from './offers.js';
import { priorityMail, priorityMailRef } from './priority-mail.js';

/** Two organizers' dates never share demand (the platform's own dates, with none, share theirs). */
export function sameOrganizer(a: Pick<StoredEvent, 'organizerId'>, b: Pick<StoredEvent, 'organizerId'>): boolean {
  return a.organizerId === b.organizerId;
}

/**
 * The offers of a date opened from another's demand, sent at once when it is published: in the
 * source date's order, to as many people as the new date's online seats cover, each an offer
 * document and a mail created together. Idempotent: an account already offered is skipped (its
 * offer document exists), so publishing or saving again offers nobody twice. Nothing once the
 * window is over, for a date not active, or when the source is another organizer's. Returns how
 * many offers this call created.
 */
export async function offerPriorityDate(eventId: string, now: Date): Promise<number> {
  const event = parseEvent((await eventRef(eventId).get()).data());
  const { priority } = event;
  if (!priority || event.status !== EVENT_STATUS_ACTIVE) return 0;
  if (!priorityWindowOpen({ until: priority.until.toDate() }, now)) return 0;
  const source = await eventRef(priority.fromEventId).get();
  if (!source.exists || !sameOrganizer(parseEvent(source.data()), event)) return 0;
  const demand = await demandOf(priority.fromEventId);
  const offers = priorityOffersFor([...demand.waitlist, ...demand.queue], onlineSeatPool(event));
  let created = 0;
  for (const [index, place] of offers.entries()) {
    const offerRef = priorityOfferRef(eventId, place.userId);
    if ((await offerRef.get()).exists) continue;
    const email = await verifiedRecipient(place.userId);
    const batch = db().batch();
    batch.create(offerRef, {
      eventId,
      fromEventId: priority.fromEventId,
      userId: place.userId,
      seats: place.seats,
      order: index + 1,
      offeredAt: Timestamp.fromDate(now),
      until: priority.until,
    });
    if (email)
      batch.create(priorityMailRef(offerRef.id), priorityMail({ uid: place.userId, email }, event, place.seats));
    try {
      await batch.commit();
      created += 1;
    } catch (error) {
      // the same publication, a moment earlier, offered this account
      if (!isAlreadyExists(error)) throw error;
    }
  }
  return created;
}
