import { z } from 'zod';

// no generated code: the web's Content-Security-Policy forbids eval, and zod's JIT probes for it
z.config({ jitless: true });

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
  .refine((id) => new TextEncoder().encode(id).length <= 1500);

/** An account's address as typed: trimmed and lower-cased before it is checked. */
export const email = z.string().trim().toLowerCase().pipe(z.string().email().max(200));
