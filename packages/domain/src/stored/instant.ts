/**
 * A stored instant, with no zod: the kinds the home page ships (stored/event.ts) read it too, and
 * zod/mini would add 16 kB gzip to that first load.
 */

/** A stored instant of either Firestore SDK (admin or web): both Timestamps have these. */
export interface StoredInstant {
  toDate(): Date;
  toMillis(): number;
}

export function isStoredInstant(value: unknown): value is StoredInstant {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredInstant).toDate === 'function' &&
    typeof (value as StoredInstant).toMillis === 'function'
  );
}

/** The Date of a stored instant; null when absent or unreadable. */
export function dateOf(value: StoredInstant | null): Date | null {
  return value ? value.toDate() : null;
}
