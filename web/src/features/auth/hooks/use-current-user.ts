import { useSyncExternalStore } from 'react';
import { currentUserStore, type CurrentUser } from '../stores/current-user-store';

export type { CurrentUser };

/**
 * The signed-in user with their users/{uid} document: 'loading' until both the auth state
 * and the document are known; an account without an active document counts as signed out.
 */
export function useCurrentUser(): CurrentUser {
  const store = currentUserStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/**
 * One value drawn from the current user (a uid, a flag): the component draws again only when that
 * value changes, not on every step of the session's start (Auth restored, then its document).
 */
export function useCurrentUserValue<T extends string | boolean | null | undefined>(
  select: (user: CurrentUser) => T,
): T {
  const store = currentUserStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => select(store.getServerSnapshot()),
  );
}

/** After the app changes the user's document (profile edit), every screen reads it again. */
export function useRefreshCurrentUser(): () => void {
  return currentUserStore().refresh;
}
