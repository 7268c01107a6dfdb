import {
  EVENT_STATUS_ACTIVE,
  OFFERS_PER_CHUNK,
  onlineSeatPool,
  priorityOffersFor,
  priorityWindowOpen,
  type DemandPlace,
} from '@carcajada/domain';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db, eventRef, isAlreadyExists } from '../common/firestore.js';
import { parseEvent, type StoredEvent } from '../documents/event.js';
import { verifiedRecipients } from '../mail/recipient.js';
import { requestOfferMessages } from '../whatsapp/request-message.js';
import { demandOf } from './demand.js';
import { priorityOfferRef } from './offers.js';
import { priorityMail, priorityMailRef } from './priority-mail.js';

/** Two organizers' dates never share demand (the platform's own dates, with none, share theirs). */
export function sameOrganizer(a: Pick<StoredEvent, 'organizerId'>, b: Pick<StoredEvent, 'organizerId'>): boolean {
  return a.organizerId === b.organizerId;
}

/** What one call did: offers created, and where the next chunk starts (null: every offer is made). */
export interface OffersChunk {
  created: number;
  next: number | null;
}

interface PendingOffer {
  ref: DocumentReference;
  place: DemandPlace;
  order: number;
}

/**
 * The offers of a date opened from another's demand, from place `from` on, at most
 * OFFERS_PER_CHUNK of them: in the source date's order, to as many people as the new date's
 * online seats cover, each an offer document and a mail created together. Idempotent: an account
 * already offered is skipped (its offer document exists), so publishing or saving again offers
 * nobody twice. Nothing once the window is over, for a date not active, or when the source is
 * another organizer's.
 */
export async function offerPriorityDate(eventId: string, now: Date, from = 0): Promise<OffersChunk> {
  const event = parseEvent((await eventRef(eventId).get()).data());
  const { priority } = event;
  if (!priority || event.status !== EVENT_STATUS_ACTIVE) return { created: 0, next: null };
  if (!priorityWindowOpen({ until: priority.until.toDate() }, now)) return { created: 0, next: null };
  const source = await eventRef(priority.fromEventId).get();
  if (!source.exists || !sameOrganizer(parseEvent(source.data()), event)) return { created: 0, next: null };
  const demand = await demandOf(priority.fromEventId);
  const offers = priorityOffersFor([...demand.waitlist, ...demand.queue], onlineSeatPool(event));
  const chunk = offers.slice(from, from + OFFERS_PER_CHUNK).map((place, index) => ({
    ref: priorityOfferRef(eventId, place.userId),
    place,
    order: from + index + 1,
  }));
  const created = await createOffers(eventId, event, await notYetOffered(chunk), now);
  // beside each offer's mail, its WhatsApp to an account that consents (never holding the offers)
  await requestOfferMessages(created.map((offer) => ({ offerId: offer.ref.id, userId: offer.place.userId })));
  const next = from + chunk.length;
  return { created: created.length, next: next < offers.length ? next : null };
}

async function notYetOffered(chunk: PendingOffer[]): Promise<PendingOffer[]> {
  if (chunk.length === 0) return [];
  const existing = await db().getAll(...chunk.map((offer) => offer.ref));
  return chunk.filter((_, index) => !existing[index]!.exists);
}

/**
 * The chunk's offers and mails in one batch; if another call offered one meanwhile, one by one.
 * Answers the offers this call created.
 */
async function createOffers(
  eventId: string,
  event: StoredEvent,
  offers: PendingOffer[],
  now: Date,
): Promise<PendingOffer[]> {
  if (offers.length === 0) return [];
  const emails = await verifiedRecipients(offers.map((offer) => offer.place.userId));
  const write = (batch: WriteBatch, offer: PendingOffer) => {
    batch.create(offer.ref, {
      eventId,
      fromEventId: event.priority!.fromEventId,
      userId: offer.place.userId,
      seats: offer.place.seats,
      // a seated ask: the offer's checkout asks best available in this category
      ...(offer.place.category && { category: offer.place.category }),
      order: offer.order,
      offeredAt: Timestamp.fromDate(now),
      until: event.priority!.until,
    });
    const email = emails.get(offer.place.userId);
    if (email)
      batch.create(
        priorityMailRef(offer.ref.id),
        priorityMail({ uid: offer.place.userId, email }, event, offer.place.seats, offer.place.category),
      );
  };
  const batch = db().batch();
  offers.forEach((offer) => write(batch, offer));
  try {
    await batch.commit();
    return offers;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const created: PendingOffer[] = [];
  for (const offer of offers) {
    const single = db().batch();
    write(single, offer);
    try {
      await single.commit();
      created.push(offer);
    } catch (error) {
      // the same publication, a moment earlier, offered this account
      if (!isAlreadyExists(error)) throw error;
    }
  }
  return created;
}
