import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { catchError, defer, of } from 'rxjs';
import { EMBEDDED_KEYS, sortTicketTypes, ticketTypeFromData, type TicketType } from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
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

/** The types the server's page embedded (eventPage lists them as the domain's TicketType). */
function embeddedTicketTypes(value: unknown): TicketType[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return (value as Partial<TicketType>[]).every((type) => typeof type.id === 'string' && typeof type.price === 'number')
    ? (value as TicketType[])
    : undefined;
}

/**
 * The same without suspending: [] while loading or if the read fails, so the event page paints at
 * once and the types appear when they arrive. A page the server drew carries them: no read.
 */
export function useTicketTypesOrNone(eventId: string): TicketType[] {
  const key = EMBEDDED_KEYS.ticketTypes(eventId);
  const types$ = embeddedOr(key, embeddedTicketTypes, () => fetchTicketTypes(firestoreLite, eventId)).pipe(
    catchError(() => of([])),
  );
  const { status, data } = useObservable(key, types$, { suspense: false });
  return status === 'success' ? data : [];
}
