import { z } from 'zod';
import { documentId } from './fields.js';

/** `joinQueue`: a place in a date's on-sale queue. */
export const JoinQueueRequest = z.object({ eventId: documentId });

/** `admitFromQueueNow` (tests and operators): one admission step of a date's queue. */
export const AdmitFromQueueNowRequest = z.object({ eventId: documentId });
