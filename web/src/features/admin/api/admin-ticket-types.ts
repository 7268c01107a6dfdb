import { collection, getDocs } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { defer } from 'rxjs';
import { sortTicketTypes, ticketTypeFromData, type TicketType } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';

/**
 * Every type of a show, hidden ones too (ADMIN and the show's organizer may read them all), in
 * the organizer's order; archived types (left out of the list) are not among them.
 */
export async function getAdminTicketTypes(eventId: string): Promise<TicketType[]> {
  const snapshot = await getDocs(collection(firestoreLite, 'events', eventId, 'ticket_types'));
  return sortTicketTypes(
    snapshot.docs.flatMap((document) => {
      const type = ticketTypeFromData(document.id, document.data());
      return type ? [type] : [];
    }),
  );
}

/** Suspends while loading; throws on a read failure (for the page's error boundary). */
export function useAdminTicketTypes(eventId: string, version = 0): TicketType[] {
  const types$ = defer(() => getAdminTicketTypes(eventId));
  return useObservable(`carcajada:admin-ticket-types:${eventId}:${version}`, types$, { suspense: true }).data;
}
