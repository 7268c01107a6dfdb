import { SESSION_STORAGE_KEY, type AppUser } from '@carcajada/domain';

/**
 * The browser's copy of the signed-in user (spec section 3), written at login and removed
 * at logout. It is a convenience copy only: nothing authorises from it.
 */
export function saveSessionCopy(user: AppUser): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage can be full or blocked (private mode); the session itself lives in Firebase Auth.
  }
}

export function removeSessionCopy(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Same as above: nothing to undo if storage is unavailable.
  }
}
