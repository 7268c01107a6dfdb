// zod's tree-shakable form: the stored kinds ship in the web's pages (Mis tickets' offline precache)
import { z } from 'zod/mini';

// no generated code: the web's Content-Security-Policy forbids eval, and zod's JIT probes for it
z.config({ jitless: true });

/**
 * The field readers every stored kind shares: a field missing or of the wrong type reads as its
 * empty value, so an old or hand-written document is judged, never crashes a flow or a page.
 */

/** A stored instant of either Firestore SDK (admin or web): both Timestamps have these. */
export interface StoredInstant {
  toDate(): Date;
  toMillis(): number;
}

function isStoredInstant(value: unknown): value is StoredInstant {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredInstant).toDate === 'function' &&
    typeof (value as StoredInstant).toMillis === 'function'
  );
}

export const text = z.catch(z.string(), '');
export const optionalText = z.catch(z.nullable(z.string()), null);
export const instant = z.catch(z.nullable(z.custom<StoredInstant>(isStoredInstant)), null);
export const count = z.catch(z.int().check(z.nonnegative()), 0);
export const flag = z.catch(z.boolean(), false);

/** The Date of a stored instant; null when absent or unreadable. */
export function dateOf(value: StoredInstant | null): Date | null {
  return value ? value.toDate() : null;
}
