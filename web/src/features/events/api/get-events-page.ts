import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { defer, from, of } from 'rxjs';
import { EVENT_STATUS_ACTIVE, EVENTS_PAGE_SIZE, type ComedyEvent, type DateWindow } from '@carcajada/domain';
import { takeEmbedded } from '../../../lib/embedded-data';
import { firestoreLite } from '../../../lib/firestore-lite';
import { eventFromData } from './event-converter';
import { eventsCollection } from './events-collection';

export interface EventListFilter {
  window: DateWindow;
  /** Only events at this venue (the partner venue page). */
  venueName?: string;
}

/** Where the next page starts: right after this event in (event_date, id) order. */
export interface EventCursor {
  eventDate: Date;
  id: string;
}

export function cursorAfter(event: Pick<ComedyEvent, 'event_date' | 'id'>): EventCursor {
  return { eventDate: event.event_date, id: event.id };
}

/**
 * One page of active events in the window, by date. The id is a tie-breaker so that two
 * shows at the same time are never skipped or repeated across pages.
 */
export function eventsPageQuery(firestore: Firestore, filter: EventListFilter, cursor?: EventCursor) {
  const constraints: QueryConstraint[] = [
    where('status', '==', EVENT_STATUS_ACTIVE),
    where('event_date', '>=', Timestamp.fromDate(filter.window.from)),
  ];
  if (filter.window.to) constraints.push(where('event_date', '<', Timestamp.fromDate(filter.window.to)));
  if (filter.venueName) constraints.push(where('venue.name', '==', filter.venueName));
  constraints.push(orderBy('event_date'), orderBy(documentId()));
  if (cursor) constraints.push(startAfter(Timestamp.fromDate(cursor.eventDate), cursor.id));
  constraints.push(limit(EVENTS_PAGE_SIZE));
  return query(eventsCollection(firestore), ...constraints);
}

export async function fetchEventsPage(
  firestore: Firestore,
  filter: EventListFilter,
  cursor?: EventCursor,
): Promise<ComedyEvent[]> {
  const snapshot = await getDocs(eventsPageQuery(firestore, filter, cursor));
  return snapshot.docs.map((document) => document.data());
}

/** Identifies one page for reactfire's cache: the same filter and cursor are read once. */
function eventsPageKey(filter: EventListFilter, cursor?: EventCursor): string {
  const { from, to } = filter.window;
  const start = cursor ? `${cursor.eventDate.toISOString()}/${cursor.id}` : '';
  return `carcajada:events-page:${from.toISOString()}:${to?.toISOString() ?? ''}:${filter.venueName ?? ''}:${start}`;
}

/**
 * One page of events, read once (a listing needs no live updates). Suspends while loading and
 * throws on a read failure (the list's error boundary).
 */
export function useEventsPage(filter: EventListFilter, cursor?: EventCursor): ComedyEvent[] {
  const key = eventsPageKey(filter, cursor);
  // the page arrived with this very list (eventPage, same key): no second read, no wait
  const page$ = defer(() => {
    const embedded = takeEmbedded(key);
    if (Array.isArray(embedded))
      return of((embedded as Record<string, unknown>[]).map((event) => eventFromData(String(event.id), event)));
    return from(fetchEventsPage(firestoreLite, filter, cursor));
  });
  return useObservable(key, page$, { suspense: true }).data;
}
