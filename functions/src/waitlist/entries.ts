import { waitlistCountChange } from '@carcajada/domain/stored/event';
import {
  parseWaitlistEntry,
  WAITLIST_ENTRIES_COLLECTION,
  waitlistEntryDocument,
  type StoredWaitlistEntry,
} from '@carcajada/domain/stored/waitlist-entry';
import {
  parseWaitlistOffer,
  WAITLIST_OFFERS_COLLECTION,
  type StoredWaitlistOffer,
} from '@carcajada/domain/stored/waitlist-offer';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db, eventRef } from '../common/firestore.js';

/** waitlist/{eventId}_{uid}: the domain's path of waitlist entries, as the flows name it. */
export const WAITLIST_COLLECTION = WAITLIST_ENTRIES_COLLECTION;

export function waitlistEntryRef(entryId: string): DocumentReference {
  return db().collection(WAITLIST_COLLECTION).doc(entryId);
}

export function waitlistOfferRef(entryId: string): DocumentReference {
  return db().collection(WAITLIST_OFFERS_COLLECTION).doc(entryId);
}

/** waitlist/{eventId}_{uid} as every flow reads it: the domain's one schema (`storedWaitlistEntrySchema`). */
export type WaitlistEntry = StoredWaitlistEntry;

export function parseEntry(data: DocumentData | undefined): WaitlistEntry | null {
  return parseWaitlistEntry(data);
}

/** waitlist_offers/{entryId} as every flow reads it: the domain's one schema (`storedWaitlistOfferSchema`). */
export type HeldOffer = StoredWaitlistOffer;

export function parseOffer(data: DocumentData | undefined): HeldOffer | null {
  return parseWaitlistOffer(data);
}

export function newEntry(
  eventId: string,
  uid: string,
  ticketTypeId: string | null,
  quantity: number,
  category: string | null = null,
) {
  return waitlistEntryDocument(
    { eventId, userId: uid, ticketTypeId, quantity, category },
    FieldValue.serverTimestamp(),
  );
}

/** The organizer's count on the event (`waitlist: { people, seats }`), a blind increment. */
export function countWaiting(writer: WriteBatch | Transaction, eventId: string, people: number, seats: number): void {
  const change = waitlistCountChange(FieldValue.increment(people), FieldValue.increment(seats));
  if ('commit' in writer) writer.set(eventRef(eventId), change, { merge: true });
  else writer.set(eventRef(eventId), change, { merge: true });
}
