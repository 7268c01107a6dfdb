import { z } from 'zod';

/**
 * A Firestore document id as Firestore itself accepts it: no slash, not "." or "..", not
 * `__…__` (reserved), at most 1,500 bytes. The one schema of every id a callable or task
 * receives, so a show imported with a readable id ("stand-up-medellin") is sold, admitted,
 * cancelled and refunded alike.
 */
export const documentId = z
  .string()
  .min(1)
  .regex(/^(?!\.\.?$)(?!__.*__$)[^/]+$/)
  .refine((id) => Buffer.byteLength(id, 'utf8') <= 1500);
