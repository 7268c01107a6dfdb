import { z } from 'zod/mini';
import type { TicketSeat } from '../seating/date-seats.js';
import type { WaitlistStatus } from '../waitlist.js';
import { instant } from './fields.js';

/** waitlist/{eventId}_{uid} (id: `waitlistEntryId`): exactly the contract's fields (clients read their own). */
export const WAITLIST_ENTRIES_COLLECTION = 'waitlist';

const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'bought',
  'expired',
  'left',
] as const satisfies readonly WaitlistStatus[];

/**
 * waitlist/{eventId}_{uid} as joinWaitlist writes it: waiting, no offer yet (`createdAt`: a Date,
 * or a server timestamp sentinel).
 */
export function waitlistEntryDocument<T>(
  fields: { eventId: string; userId: string; ticketTypeId: string | null; quantity: number; category?: string | null },
  createdAt: T,
) {
  const category = fields.category ?? null;
  return {
    eventId: fields.eventId,
    ticketTypeId: fields.ticketTypeId,
    // a seated date's entry only: the category asked, and the seats of its offer (none while waiting)
    ...(category !== null && { category, seats: [] }),
    userId: fields.userId,
    quantity: fields.quantity,
    createdAt,
    status: 'waiting' satisfies WaitlistStatus,
    offerExpiresAt: null,
  };
}

/**
 * waitlist/{eventId}_{uid} as the functions and the event page read it: an entry needs its date,
 * its account, its seats and a known status; its other fields read as none when missing.
 */
export const storedWaitlistEntrySchema = z.object({
  eventId: z.string(),
  /** The type asked for (null: a one-price date). */
  ticketTypeId: z._default(z.nullable(z.string()), null),
  /** A seated date's entry: the category (by name) its seats are asked in; its type is `ticketTypeId`. */
  category: z._default(z.nullable(z.string()), null),
  userId: z.string(),
  quantity: z.int().check(z.positive()),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: instant,
  /** While `offered`: when the seats held for it go to the next entry. */
  offerExpiresAt: instant,
});

export type StoredWaitlistEntry = z.infer<typeof storedWaitlistEntrySchema>;

/** The stored entry, or null when there is none (no document, or not an entry). */
export function parseWaitlistEntry(data: unknown): StoredWaitlistEntry | null {
  const parsed = storedWaitlistEntrySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** An entry offered seats (the offers' pass), until `offerExpiresAt`; a seated date's shows the seats held. */
export function offeredEntryUpdate<T>(offerExpiresAt: T, seats: readonly TicketSeat[]) {
  return { status: 'offered' satisfies WaitlistStatus, offerExpiresAt, ...(seats.length > 0 && { seats }) };
}

/** An entry whose offer ended: bought (takeOffer), expired unbought, or left by its account. */
export function endedEntryUpdate(status: Extract<WaitlistStatus, 'bought' | 'expired' | 'left'>) {
  return { status };
}
