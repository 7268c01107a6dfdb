import type { QueueState } from '@carcajada/domain';
import { useLive } from '../../../lib/use-live';

/**
 * queues/{eventId}, live, for the organizer's dashboard; null until the first snapshot. The
 * Firestore SDK comes with the first use (the dashboard's other pages never load it).
 */
export function useQueueState(eventId: string): QueueState | null {
  const { data } = useLive(['queue-state', eventId], () =>
    import('./queue').then(({ listenToQueueState }) => listenToQueueState(eventId)),
  );
  return data ?? null;
}
