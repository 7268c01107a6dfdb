import type { DocumentData } from 'firebase/firestore';

/**
 * Helpers for FirestoreDataConverters: documents arrive as loose DocumentData and leave as
 * plain typed objects. A missing or mistyped field becomes a safe default instead of leaking
 * `undefined` into the UI; a field the screen cannot do without throws.
 */
/** A Timestamp of either SDK (full or Lite): checked by shape, since the two classes differ. */
function isTimestamp(value: unknown): value is { toDate(): Date } {
  return typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function';
}

export function toDate(value: unknown): Date {
  if (isTimestamp(value)) return value.toDate();
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  throw new TypeError('Expected a timestamp or a date');
}

export function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function asNumber(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function asBoolean(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function asRecord(value: unknown): DocumentData {
  return typeof value === 'object' && value !== null ? (value as DocumentData) : {};
}

/** Converters are read-only on the client: no collection here is written through them. */
export function readOnlyConverterWrite(): never {
  throw new Error('This collection is read-only on the client');
}
