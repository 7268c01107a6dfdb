import { doc, getDoc } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { defer } from 'rxjs';
import type { ComedyEvent } from '@carcajada/domain';
import { eventsCollection } from '../../events';
import { firestoreLite } from '../../../lib/firestore-lite';

/** One event by id, active or hidden (ADMIN reads every event); null when there is none. */
export async function getAdminEvent(eventId: string): Promise<ComedyEvent | null> {
  const snapshot = await getDoc(doc(eventsCollection(firestoreLite), eventId));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Suspends while loading; throws on a read failure (for the page's error boundary). */
export function useAdminEvent(eventId: string, version = 0): ComedyEvent | null {
  const event$ = defer(() => getAdminEvent(eventId));
  return useObservable(`carcajada:admin-event:${eventId}:${version}`, event$, { suspense: true }).data;
}
