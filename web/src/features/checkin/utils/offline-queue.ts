import type { CheckInRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { CHECKIN_QUEUE_PREFIX } from '../../../lib/offline-copy';

/** An admission judged on the device and not yet confirmed by the server. */
export interface QueuedAdmission {
  /** Same id as its line in the history. */
  id: string;
  request: z.input<typeof CheckInRequest> & { count: number };
  /** The ticket the device judged, to count it again after a reload. */
  ticketId?: string;
  scannedAt: string;
}

/**
 * One queue per account (`carcajada.checkin.queue.<uid>`): what one person scanned is sent only
 * under their own account, and signing out removes every queue (lib/offline-copy).
 */
function storageKey(uid: string): string {
  return `${CHECKIN_QUEUE_PREFIX}.${uid}`;
}

/** The queue survives a reload or a dead battery: it lives in localStorage. */
export function readQueue(uid: string): QueuedAdmission[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(uid)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedAdmission[]) : [];
  } catch {
    return [];
  }
}

/**
 * The door's queue as it is now (the hook saves it after every change). Full or blocked storage
 * keeps it in memory only: it is still sent while the page stays open.
 */
export function saveQueue(uid: string, queue: readonly QueuedAdmission[]): void {
  try {
    localStorage.setItem(storageKey(uid), JSON.stringify(queue));
  } catch {
    // nothing more to do: the admissions stay queued in memory
  }
}

export function enqueue(uid: string, admission: QueuedAdmission): void {
  saveQueue(uid, [...readQueue(uid), admission]);
}

/** Whether a failed call is worth sending again (no network, server unreachable) rather than final. */
export function isRetryable(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return ['functions/unavailable', 'functions/internal', 'functions/deadline-exceeded', 'functions/unknown'].includes(
    code,
  );
}
