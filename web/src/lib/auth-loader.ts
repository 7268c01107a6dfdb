import { useSyncExternalStore } from 'react';
import type { Auth } from 'firebase/auth';
import { nextTask } from './when-idle';

/**
 * Firebase Auth is JavaScript that a visitor's first paint does not need (size: docs/performance/first-load.md,
 * "First load and chunks"): it is fetched apart (lib/auth.ts) by whatever needs it first (the
 * current-user store, a page that signs in), and the app's AuthProvider context gets it once it is
 * there.
 */
let loaded: Auth | undefined;
let loading: Promise<Auth> | undefined;
const listeners = new Set<() => void>();

/** Called by lib/auth.ts once Auth is initialised (also when a test imports it directly). */
export function authLoaded(auth: Auth): void {
  loaded = auth;
  for (const listener of listeners) listener();
}

/**
 * Auth, fetching its chunk on the first call. In two tasks, not one: the SDK's code runs as it
 * arrives, and Auth starts (lib/auth.ts: its persistence checks, the emulator) in the next, each
 * short enough not to hold up a tap on a phone.
 */
export function loadAuth(): Promise<Auth> {
  if (loaded) return Promise.resolve(loaded);
  if (loading) return loading;
  const attempt = import('firebase/auth')
    .then(nextTask)
    .then(() => import('./auth'))
    .then((module) => module.auth);
  // A chunk that did not arrive (a dropped connection, a new deploy, the dev server rebundling its
  // dependencies) is fetched again by the next call instead of failing every later one for good.
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  loading = attempt;
  return attempt;
}

/** Runs `work` once Auth is loaded (at once when it already is), whoever loaded it. */
export function whenAuthLoaded(work: () => void): void {
  if (loaded) {
    work();
    return;
  }
  const once = () => {
    listeners.delete(once);
    work();
  };
  listeners.add(once);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Auth once it is loaded, else undefined (always undefined on the server and while hydrating). */
export function useLoadedAuth(): Auth | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}
