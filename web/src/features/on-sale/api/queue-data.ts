import { QUEUE_STATUSES, type QueueEntry, type QueueState, type QueueStatus } from '@carcajada/domain';
import { toOptionalDate } from '../../../lib/firestore-convert';

/** Plain data of the queue's documents → the web's types (no Firestore SDK here: the checkout imports it). */
type DocumentData = Record<string, unknown>;

const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

/** queue/{eventId}_{uid} as the waiting room reads it; null when the account has no place. */
export function queueEntryFrom(data: DocumentData | undefined): QueueEntry | null {
  if (!data || !QUEUE_STATUSES.includes(data.status as QueueStatus)) return null;
  return {
    eventId: String(data.eventId ?? ''),
    userId: String(data.userId ?? ''),
    joinedAt: toOptionalDate(data.joinedAt),
    status: data.status as QueueStatus,
    position: typeof data.position === 'number' && data.position >= 1 ? data.position : null,
    admittedAt: toOptionalDate(data.admittedAt),
    turnExpiresAt: toOptionalDate(data.turnExpiresAt),
  };
}

/** queues/{eventId}: zeros while the first admission step has not written it. */
export function queueStateFrom(data: DocumentData | undefined): QueueState {
  return {
    waiting: whole(data?.waiting),
    admitted: whole(data?.admitted),
    serving: whole(data?.serving),
    soldOut: data?.soldOut === true,
    cancelled: data?.cancelled === true,
    leftWaiting: whole(data?.leftWaiting),
    updatedAt: toOptionalDate(data?.updatedAt),
  };
}
