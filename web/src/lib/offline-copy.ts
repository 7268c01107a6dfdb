/**
 * The last copy of data the app showed, kept in localStorage so a screen can open with no
 * connection (Mis tickets at the door). Every key starts with one prefix, so signing out
 * removes them all: a shared phone keeps nobody else's tickets.
 */
const PREFIX = 'carcajada_offline:';

/**
 * The door's queues of admissions not yet sent (`carcajada.checkin.queue.<uid>`, and the single
 * queue of older versions): also removed at sign-out, so a shared phone sends nobody's scans
 * under another account.
 */
export const CHECKIN_QUEUE_PREFIX = 'carcajada.checkin.queue';

export interface OfflineCopy<T> {
  savedAt: Date;
  value: T;
}

export function saveOfflineCopy(key: string, value: unknown, savedAt = new Date()): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: savedAt.toISOString(), value }));
  } catch {
    // full or blocked storage: the screen still works online
  }
}

/** The stored copy, with `revive` turning its JSON back into the value; null when absent or unreadable. */
export function readOfflineCopy<T>(key: string, revive: (json: unknown) => T): OfflineCopy<T> | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (!text) return null;
    const stored = JSON.parse(text) as { savedAt: string; value: unknown };
    return { savedAt: new Date(stored.savedAt), value: revive(stored.value) };
  } catch {
    return null;
  }
}

export function removeOfflineCopies(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(PREFIX) || key.startsWith(CHECKIN_QUEUE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing to remove if storage is unavailable
  }
}

/** True when the browser says it has no network: read the copy at once instead of failing first. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
