import { useObservable } from 'reactfire';
import { catchError, of } from 'rxjs';
import { EMBEDDED_KEYS, type TicketType } from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
import { eventReads } from './event-reads';

/** The read, with Firestore Lite fetched only when it must happen (a drawn page carries the types). */
function fetchVisibleTicketTypes(eventId: string): () => Promise<TicketType[]> {
  return async () => {
    const { fetchTicketTypes, firestore } = await eventReads();
    return fetchTicketTypes(firestore, eventId);
  };
}

/**
 * A show's ticket types in the organizer's order; empty for a one-price show. Suspends while
 * loading; the checkout page carries them (eventPage): no read.
 */
export function useTicketTypes(eventId: string): TicketType[] {
  const key = EMBEDDED_KEYS.checkoutTicketTypes(eventId);
  const types$ = embeddedOr(key, embeddedTicketTypes, fetchVisibleTicketTypes(eventId));
  return useObservable(key, types$, { suspense: true }).data;
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
  const types$ = embeddedOr(key, embeddedTicketTypes, fetchVisibleTicketTypes(eventId)).pipe(catchError(() => of([])));
  const { status, data } = useObservable(key, types$, { suspense: false });
  return status === 'success' ? data : [];
}
