import { z } from 'zod';
import { documentId } from './fields.js';

/**
 * `saveOnSale`: the opening (Bogotá wall clock, 'YYYY-MM-DD' and 'HH:MM'; both empty: none) and the
 * queue of one date or, with `wholeShow`, of every date of its show not cancelled.
 */
export const SaveOnSaleRequest = z.object({
  eventId: documentId,
  opensDate: z.string().max(20),
  opensTime: z.string().max(10),
  queue: z.boolean(),
  queueRate: z.number(),
  wholeShow: z.boolean().default(false),
});

/** `joinQueue`: a place in a date's on-sale queue. */
export const JoinQueueRequest = z.object({ eventId: documentId });

/** `admitFromQueueNow` (tests and operators): one admission step of a date's queue. */
export const AdmitFromQueueNowRequest = z.object({ eventId: documentId });
