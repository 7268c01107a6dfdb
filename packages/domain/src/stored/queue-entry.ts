import { z } from 'zod/mini';
import { QUEUE_STATUSES, rankIsRevealed, type QueueEntry, type QueueStatus } from '../on-sale.js';
import { dateOf, instant } from './fields.js';

/** queue/{eventId}_{uid} (id: `queueEntryId`): one place per account and date (the account reads its own). */
export const QUEUE_ENTRIES_COLLECTION = 'queue';

/**
 * queue/{eventId}_{uid} as the functions write it (and tests and the bench lay it out): a waiting
 * place unless told; an undrawn rank is left out (it goes to queueDrawDocument).
 */
export function queueEntryDocument(fields: {
  eventId: string;
  userId: string;
  rank: number;
  joinedAt?: Date;
  status?: QueueStatus;
  position?: number | null;
  admittedAt?: Date | null;
  turnExpiresAt?: Date | null;
}) {
  const position = fields.position ?? null;
  return {
    eventId: fields.eventId,
    userId: fields.userId,
    joinedAt: fields.joinedAt ?? new Date(),
    ...(rankIsRevealed(fields.rank, position) && { rank: fields.rank }),
    status: fields.status ?? ('waiting' as QueueStatus),
    position,
    admittedAt: fields.admittedAt ?? null,
    turnExpiresAt: fields.turnExpiresAt ?? null,
  };
}

/**
 * queue/{eventId}_{uid} as the functions and the waiting room read it: a place needs its date, its
 * account and a known status; its other fields read as none when missing or malformed.
 */
export const storedQueueEntrySchema = z.object({
  eventId: z.string(),
  userId: z.string(),
  joinedAt: instant,
  /** Absent until the draw for a place taken before the opening (queue_draw holds it). */
  rank: z.catch(z.nullable(z.number()), null),
  status: z.custom<QueueStatus>((value) => QUEUE_STATUSES.includes(value as QueueStatus)),
  /** 1-based place in rank order; null until the draw at the opening (early joiners). */
  position: z.catch(z.nullable(z.int().check(z.positive())), null),
  admittedAt: instant,
  turnExpiresAt: instant,
});

export type StoredQueueEntry = z.infer<typeof storedQueueEntrySchema>;

/** The stored place, or null when the account has none (no document, or not a place). */
export function parseQueueEntry(data: unknown): StoredQueueEntry | null {
  const parsed = storedQueueEntrySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The place as the web shows it (instants as Dates; the rank stays server-side). */
export function queueEntryView(data: unknown): QueueEntry | null {
  const entry = parseQueueEntry(data);
  if (!entry) return null;
  return {
    eventId: entry.eventId,
    userId: entry.userId,
    joinedAt: dateOf(entry.joinedAt),
    status: entry.status,
    position: entry.position,
    admittedAt: dateOf(entry.admittedAt),
    turnExpiresAt: dateOf(entry.turnExpiresAt),
  };
}
