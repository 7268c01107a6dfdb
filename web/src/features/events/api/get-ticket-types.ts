import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { catchError, defer, of } from 'rxjs';
import { sortTicketTypes, ticketTypeFromData, type TicketType } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';

/** The visible types of a show (the rules let anyone read only those: the query says hidden == false). */
export function visibleTicketTypesQuery(firestore: Firestore, eventId: string) {
  return query(collection(firestore, 'events', eventId, 'ticket_types'), where('hidden', '==', false));
}

export async function fetchTicketTypes(firestore: Firestore, eventId: string): Promise<TicketType[]> {
  const snapshot = await getDocs(visibleTicketTypesQuery(firestore, eventId));
  return sortTicketTypes(
    snapshot.docs.flatMap((doc) => {
      const type = ticketTypeFromData(doc.id, doc.data());
      return type ? [type] : [];
    }),
  );
}

/** A show's ticket types in the organizer's order; empty for a one-price show. Suspends while loading. */
export function useTicketTypes(eventId: string): TicketType[] {
  const types$ = defer(() => fetchTicketTypes(firestoreLite, eventId));
  return useObservable(`carcajada:ticket-types:${eventId}`, types$, { suspense: true }).data;
}

/**
 * The same without suspending: [] while loading or if the read fails, so the event page paints at
 * once (and as prerendered) and the types appear when they arrive.
 */
export function useTicketTypesOrNone(eventId: string): TicketType[] {
  const types$ = defer(() => fetchTicketTypes(firestoreLite, eventId)).pipe(catchError(() => of([])));
  const { status, data } = useObservable(`carcajada:ticket-types-or-none:${eventId}`, types$, { suspense: false });
  return status === 'success' ? data : [];
}
