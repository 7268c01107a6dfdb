import {
  parseWaitlistEntry,
  WAITLIST_ENTRIES_COLLECTION,
  waitlistEntryDocument,
  type StoredWaitlistEntry,
} from '@carcajada/domain/stored/waitlist-entry';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { db, eventRef } from '../common/firestore.js';
import { heldSeatsSchema } from './held-seats.js';

/** waitlist/{eventId}_{uid}: the domain's path of waitlist entries, as the flows name it. */
export const WAITLIST_COLLECTION = WAITLIST_ENTRIES_COLLECTION;
/** waitlist_offers/{entryId}: the seats an offer holds, server-only (no client reads). */
export const OFFERS_COLLECTION = 'waitlist_offers';

export function waitlistEntryRef(entryId: string): DocumentReference {
  return db().collection(WAITLIST_COLLECTION).doc(entryId);
}

export function waitlistOfferRef(entryId: string): DocumentReference {
  return db().collection(OFFERS_COLLECTION).doc(entryId);
}

const blockTake = z.record(z.string(), z.number().int()).nullable().default(null);

/** waitlist/{eventId}_{uid} as every flow reads it: the domain's one schema (`storedWaitlistEntrySchema`). */
export type WaitlistEntry = StoredWaitlistEntry;

export function parseEntry(data: DocumentData | undefined): WaitlistEntry | null {
  return parseWaitlistEntry(data);
}

/** What an offer holds: taken from the blocks like a sale, handed to the ticket that buys it. */
const offerSchema = z.object({
  eventId: z.string(),
  userId: z.string(),
  ticketTypeId: z.string().nullable().default(null),
  quantity: z.number().int().positive(),
  seatBlocks: blockTake,
  quotaBlocks: blockTake,
  /** A seated date's offer: the seats it holds (best available in the entry's category), claimed with it. */
  seats: heldSeatsSchema.default([]),
  offerNumber: z.number().int().positive(),
  status: z.enum(['held', 'taken', 'returned']),
  offerExpiresAt: z.instanceof(Timestamp),
});
export type HeldOffer = z.infer<typeof offerSchema>;

export function parseOffer(data: DocumentData | undefined): HeldOffer | null {
  const parsed = offerSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
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
  const waitlist = { people: FieldValue.increment(people), seats: FieldValue.increment(seats) };
  if ('commit' in writer) writer.set(eventRef(eventId), { waitlist }, { merge: true });
  else writer.set(eventRef(eventId), { waitlist }, { merge: true });
}
