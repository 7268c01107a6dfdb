import { priorityOfferId } from '@carcajada/domain';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../common/firestore.js';

/**
 * priority_offers/{eventId}_{uid}: who was offered a date opened from another's demand, and how
 * many seats (server only: the rules grant no client access).
 */
export const PRIORITY_OFFERS_COLLECTION = 'priority_offers';

export function priorityOfferRef(eventId: string, uid: string): DocumentReference {
  return db().collection(PRIORITY_OFFERS_COLLECTION).doc(priorityOfferId(eventId, uid));
}

/** An offer by its document id (`{eventId}_{uid}`), as a WhatsApp message names it. */
export function priorityOfferById(offerId: string): DocumentReference {
  return db().collection(PRIORITY_OFFERS_COLLECTION).doc(offerId);
}

export function priorityOffersOf(eventId: string) {
  return db().collection(PRIORITY_OFFERS_COLLECTION).where('eventId', '==', eventId);
}

const offerSchema = z.object({
  eventId: z.string(),
  fromEventId: z.string(),
  userId: z.string(),
  seats: z.number().int().nonnegative(),
  /** A seated ask's category (by name); none for a count. */
  category: z.string().nullable().default(null),
  /** 1 for the first in line. */
  order: z.number().int().positive(),
  offeredAt: z.instanceof(Timestamp),
  until: z.instanceof(Timestamp),
});
export type PriorityOffer = z.infer<typeof offerSchema>;

export function parsePriorityOffer(data: DocumentData | undefined): PriorityOffer | null {
  const parsed = offerSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
