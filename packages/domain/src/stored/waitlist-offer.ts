import { z } from 'zod/mini';
import type { TicketSeat } from '../seating/date-seats.js';
import { requiredInstant, ticketSeats } from './fields.js';

/** waitlist_offers/{entryId}: the seats an offer holds, server-only (no client reads). */
export const WAITLIST_OFFERS_COLLECTION = 'waitlist_offers';

const OFFER_STATUSES = ['held', 'taken', 'returned'] as const;
export type WaitlistOfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * waitlist_offers/{entryId} as the offers' pass writes it (created, or renewed for the entry's next
 * offer): held until its expiry. `T`: how the writer stores an instant (a Timestamp, a sentinel).
 */
export function waitlistOfferDocument<T>(
  fields: {
    eventId: string;
    userId: string;
    ticketTypeId: string | null;
    quantity: number;
    /** The blocks it took seats from (block id → seats), of the show and of its type's quota. */
    seatBlocks: Record<string, number> | null;
    quotaBlocks: Record<string, number> | null;
    /** A seated date's offer: the category asked and the seats it holds. */
    category: string | null;
    seats: TicketSeat[];
    /** 1 for the entry's first offer, then one more each time it is offered again. */
    offerNumber: number;
    offerExpiresAt: T;
  },
  updatedAt: T,
) {
  const { category, seats, ...offer } = fields;
  return {
    ...offer,
    ...(category !== null && { category, seats }),
    status: 'held' satisfies WaitlistOfferStatus,
    updatedAt,
  };
}

/** A held offer bought (takeOffer): it names the ticket that holds its seats now. */
export function takenOfferUpdate<T>(ticketId: string, updatedAt: T) {
  return { status: 'taken' satisfies WaitlistOfferStatus, ticketId, updatedAt };
}

/** A held offer ended unbought (expired, or its entry left): its seats went back. */
export function returnedOfferUpdate<T>(updatedAt: T) {
  return { status: 'returned' satisfies WaitlistOfferStatus, updatedAt };
}

/** Block id → seats taken there, as the offer took them; absent: none. */
const blockTake = z._default(z.nullable(z.record(z.string(), z.int())), null);

/**
 * waitlist_offers/{entryId} as the flows read it (take, expire, leave): what an offer holds, taken
 * from the blocks like a sale and handed to the ticket that buys it. Not an offer (no document,
 * a field missing or mistyped) reads as none.
 */
export const storedWaitlistOfferSchema = z.object({
  eventId: z.string(),
  userId: z.string(),
  ticketTypeId: z._default(z.nullable(z.string()), null),
  quantity: z.int().check(z.positive()),
  seatBlocks: blockTake,
  quotaBlocks: blockTake,
  /** A seated date's offer: the seats it holds (best available in the entry's category), claimed with it. */
  seats: ticketSeats,
  offerNumber: z.int().check(z.positive()),
  status: z.enum(OFFER_STATUSES),
  offerExpiresAt: requiredInstant,
});

export type StoredWaitlistOffer = z.infer<typeof storedWaitlistOfferSchema>;

/** The stored offer, or null when there is none. */
export function parseWaitlistOffer(data: unknown): StoredWaitlistOffer | null {
  const parsed = storedWaitlistOfferSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The seats an offer's document holds, whatever else it says (none: a general date's offer). */
export function offerSeatsOf(data: unknown): TicketSeat[] {
  return ticketSeats.parse((data as { seats?: unknown } | undefined)?.seats);
}
