import { useSyncExternalStore as reactUseSyncExternalStore } from 'react';

/**
 * Build-time stand-in for `use-sync-external-store/shim` as imported by reactfire only (see
 * vite.config.ts). reactfire's `useObservable` subscribes without a server snapshot, which React
 * requires on the server and while hydrating (else it drops the server's markup and draws the
 * page again). Its snapshot is the observable's current state, which on a page drawn from its
 * embedded data (contract v3) already holds what the server drew: it serves as both. React's own
 * hook replaces the shim, which React 18+ never needs.
 */
export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  return reactUseSyncExternalStore(subscribe, getSnapshot, getServerSnapshot ?? getSnapshot);
}
