import { doc, getDoc } from 'firebase/firestore/lite';
import type { ComedyEvent, ShowScope } from '@carcajada/domain';
import { eventsCollection } from '../../events';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQueryData } from '../../../lib/use-query';
import { useShowScope } from '../hooks/use-show-scope';

/**
 * One event by id, active or hidden (ADMIN reads every event); null when there is none. With the
 * seats kept for the door (`box_office_quota`, and a seated date's `box_office_seats`), which only the editor shows.
 */
export async function getAdminEvent(eventId: string): Promise<ComedyEvent | null> {
  const snapshot = await getDoc(doc(eventsCollection(firestoreLite), eventId));
  if (!snapshot.exists()) return null;
  const quota: unknown = snapshot.get('box_office_quota');
  const kept = typeof quota === 'number' && Number.isInteger(quota) && quota > 0;
  const doorSeats: unknown = snapshot.get('box_office_seats');
  const seats = Array.isArray(doorSeats) ? doorSeats.filter((seat): seat is string => typeof seat === 'string') : null;
  return { ...snapshot.data(), ...(kept && { box_office_quota: quota }), ...(seats && { box_office_seats: seats }) };
}

/** ADMIN manages every show; an ORGANIZER only its own (another's published show is readable, not its to manage). */
export function managesShow(event: ComedyEvent, scope: ShowScope): boolean {
  return scope.role === 'ADMIN' || event.organizerId === scope.organizerId;
}

/**
 * Read on each visit of a page; undefined while loading, a read failure goes to the page's error
 * boundary. An ORGANIZER opening another organizer's (or the platform's) show gets null, as for a
 * show that does not exist.
 */
export function useAdminEvent(eventId: string): ComedyEvent | null | undefined {
  const scope = useShowScope();
  const event = useQueryData(['admin-event', eventId], () => getAdminEvent(eventId));
  return event && !managesShow(event, scope) ? null : event;
}
