import { z } from 'zod/mini';
import type { QueueState } from '../on-sale.js';
import { count, dateOf, flag, instant } from './fields.js';

/** queues/{eventId}: the public state of a date's queue (anyone reads it, the functions write it). */
export const QUEUES_COLLECTION = 'queues';

/**
 * queues/{eventId} as the admission step writes it, merged (`T`: how the writer stores an instant
 * or a count it increments: a Date, a server timestamp sentinel, an increment).
 */
export interface QueueStateFields<T> {
  waiting: number;
  admitted: number | T;
  /** The rank last admitted (0: nobody yet). */
  serving: number;
  soldOut: boolean;
  cancelled: boolean;
  /** Places still waiting when the queue sold out (the date's demand). */
  leftWaiting: number;
  updatedAt: T;
}

/** The fields one admission step changes on queues/{eventId} (merged), stamped with `updatedAt`. */
export function queueStateUpdate<T>(
  fields: Partial<Omit<QueueStateFields<T>, 'updatedAt'>>,
  updatedAt: T,
): Partial<QueueStateFields<T>> {
  return { ...fields, updatedAt };
}

/**
 * queues/{eventId} as the functions, the waiting room and the dashboard read it: zeros (and no
 * end) while the first admission step has not written it.
 */
export const storedQueueStateSchema = z.object({
  waiting: count,
  admitted: count,
  serving: z.catch(z.number().check(z.nonnegative()), 0),
  soldOut: flag,
  cancelled: flag,
  leftWaiting: count,
  updatedAt: instant,
});

export type StoredQueueState = z.infer<typeof storedQueueStateSchema>;

export function parseQueueState(data: unknown): StoredQueueState {
  return storedQueueStateSchema.parse(data ?? {});
}

/** The state as the web shows it (its instant as a Date). */
export function queueStateView(data: unknown): QueueState {
  const state = parseQueueState(data);
  return { ...state, updatedAt: dateOf(state.updatedAt) };
}
