import { SESSION_STORAGE_KEY, type AppUser } from '@carcajada/domain';
import { removeOfflineCopies } from '../../../lib/offline-copy';

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
  removeOfflineCopies();
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Same as above: nothing to undo if storage is unavailable.
  }
}

/** True when this browser's last visitor signed in (and did not sign out since). */
export function hasSessionCopy(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The stored copy as it was written, or null when there is none (or it cannot be read). */
function storedSessionCopy(): Partial<AppUser> | null {
  try {
    return JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Partial<AppUser> | null;
  } catch {
    return null;
  }
}

/**
 * The uid of the account that signed in last on this browser, before Auth has restored it: a
 * screen may draw that account's own copies meanwhile (never to authorise anything).
 */
export function lastSignedInUid(): string | null {
  const uid = storedSessionCopy()?.uid;
  return typeof uid === 'string' ? uid : null;
}

/**
 * The copy of the account that signed in last, when it is `uid`'s: with no connection the app
 * keeps that session (Auth keeps it too) instead of signing the phone out at the door.
 */
export function readSessionCopy(uid: string): AppUser | null {
  const user = storedSessionCopy() as AppUser | null;
  if (user?.uid !== uid || user.active !== true) return null;
  return { ...user, creation_date: new Date(user.creation_date) };
}
