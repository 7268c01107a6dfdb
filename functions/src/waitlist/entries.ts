import type { WaitlistStatus } from '@carcajada/domain';
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

/** waitlist/{eventId}_{uid}: exactly the contract's fields (clients read their own). */
export const WAITLIST_COLLECTION = 'waitlist';
/** waitlist_offers/{entryId}: the seats an offer holds, server-only (no client reads). */
export const OFFERS_COLLECTION = 'waitlist_offers';

export function waitlistEntryRef(entryId: string): DocumentReference {
  return db().collection(WAITLIST_COLLECTION).doc(entryId);
}

export function waitlistOfferRef(entryId: string): DocumentReference {
  return db().collection(OFFERS_COLLECTION).doc(entryId);
}

const blockTake = z.record(z.string(), z.number().int()).nullable().default(null);

const entrySchema = z.object({
  eventId: z.string(),
  ticketTypeId: z.string().nullable().default(null),
  /** A seated date's entry: the category (by name) its seats are asked in; its type is `ticketTypeId`. */
  category: z.string().nullable().default(null),
  userId: z.string(),
  quantity: z.number().int().positive(),
  status: z.enum(['waiting', 'offered', 'bought', 'expired', 'left']),
  createdAt: z.instanceof(Timestamp).nullable().default(null),
  offerExpiresAt: z.instanceof(Timestamp).nullable().default(null),
});
export type WaitlistEntry = z.infer<typeof entrySchema>;

export function parseEntry(data: DocumentData | undefined): WaitlistEntry | null {
  const parsed = entrySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
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
  return {
    eventId,
    ticketTypeId,
    // a seated date's entry only: the category asked, and the seats of its offer (none while waiting)
    ...(category !== null && { category, seats: [] }),
    userId: uid,
    quantity,
    createdAt: FieldValue.serverTimestamp(),
    status: 'waiting' satisfies WaitlistStatus,
    offerExpiresAt: null,
  };
}

/** The organizer's count on the event (`waitlist: { people, seats }`), a blind increment. */
export function countWaiting(writer: WriteBatch | Transaction, eventId: string, people: number, seats: number): void {
  const waitlist = { people: FieldValue.increment(people), seats: FieldValue.increment(seats) };
  if ('commit' in writer) writer.set(eventRef(eventId), { waitlist }, { merge: true });
  else writer.set(eventRef(eventId), { waitlist }, { merge: true });
}
