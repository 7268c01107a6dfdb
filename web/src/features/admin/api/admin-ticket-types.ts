import { collection, getDocs } from 'firebase/firestore/lite';
import { sortTicketTypes, ticketTypeFromData, type TicketType } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQueryData } from '../../../lib/use-query';

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

/** Read on each visit of a page; undefined while loading, a failure goes to the page's error boundary. */
export function useAdminTicketTypes(eventId: string): TicketType[] | undefined {
  return useQueryData(['admin-ticket-types', eventId], () => getAdminTicketTypes(eventId));
}
