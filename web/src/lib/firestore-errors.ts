/**
 * Firestore errors carry a `code`. Checked by shape, not `instanceof`: bundlers and test
 * runners can load more than one copy of the SDK's error class.
 */
export function hasFirestoreCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
