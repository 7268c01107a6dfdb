import { useEffect, useState } from 'react';
import type { QueueState } from '@carcajada/domain';

/**
 * queues/{eventId}, live, for the organizer's dashboard; null until the first snapshot. The
 * Firestore SDK comes with the first use (the dashboard's other pages never load it).
 */
export function useQueueState(eventId: string): QueueState | null {
  const [state, setState] = useState<QueueState | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./queue').then(({ watchQueueState }) => {
      if (live) stop = watchQueueState(eventId, setState);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [eventId]);
  return state;
}
