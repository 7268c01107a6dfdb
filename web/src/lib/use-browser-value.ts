import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (its origin, whether it has a share sheet): `serverValue` on the
 * server and during hydration, so both draw the same markup, and the browser's right after.
 * `browserValue` must return the same value on every call (a string, a boolean).
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, browserValue, () => serverValue);
}
