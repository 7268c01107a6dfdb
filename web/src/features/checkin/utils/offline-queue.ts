import type { CheckInRequest } from '@carcajada/domain';

/** An admission judged on the device and not yet confirmed by the server. */
export interface QueuedAdmission {
  /** Same id as its line in the history. */
  id: string;
  request: CheckInRequest & { count: number };
  /** The ticket the device judged, to count it again after a reload. */
  ticketId?: string;
  scannedAt: string;
}

const STORAGE_KEY = 'carcajada.checkin.queue';

/** The queue survives a reload or a dead battery: it lives in localStorage. */
export function readQueue(): QueuedAdmission[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedAdmission[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedAdmission[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
}

export function enqueue(admission: QueuedAdmission): void {
  writeQueue([...readQueue(), admission]);
}

export function dequeue(id: string): void {
  writeQueue(readQueue().filter((admission) => admission.id !== id));
}

/** Whether a failed call is worth sending again (no network, server unreachable) rather than final. */
export function isRetryable(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return ['functions/unavailable', 'functions/internal', 'functions/deadline-exceeded', 'functions/unknown'].includes(
    code,
  );
}
