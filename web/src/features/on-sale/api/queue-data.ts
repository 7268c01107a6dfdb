import type { QueueState } from '@carcajada/domain';
import { toOptionalDate } from '../../../lib/firestore-convert';

/** Plain data of the queue's documents → the web's types (no Firestore SDK here: the checkout imports it). */
type DocumentData = Record<string, unknown>;

const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

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
