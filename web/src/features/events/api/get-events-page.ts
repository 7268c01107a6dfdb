import { useObservable } from 'reactfire';
import { EMBEDDED_KEYS, NO_PREVIOUS_DATE, type ComedyEvent, type DateWindow } from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
import { eventReads } from './event-reads';
import { eventView } from '@carcajada/domain/stored/event';

export interface EventListFilter {
  window: DateWindow;
  /** Only events at this venue (the partner venue page). */
  venueName?: string;
}

/** Where the next page starts: right after this event in (event_date, previous_date, id) order. */
export interface EventCursor {
  eventDate: Date;
  previousDate: Date;
  id: string;
}

export function cursorAfter(event: Pick<ComedyEvent, 'event_date' | 'previous_date' | 'id'>): EventCursor {
  return { eventDate: event.event_date, previousDate: event.previous_date ?? NO_PREVIOUS_DATE, id: event.id };
}

/** Identifies one page for reactfire's cache: the same filter and cursor are read once. */
function eventsPageKey(filter: EventListFilter, cursor?: EventCursor): string {
  const after = cursor ? `${cursor.eventDate.toISOString()}/${cursor.id}` : '';
  return EMBEDDED_KEYS.eventsPage(filter.window, filter.venueName, after);
}

function embeddedPage(value: unknown): ComedyEvent[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return (value as Record<string, unknown>[]).map((event) => eventView(String(event.id), event));
}

/**
 * One page of events, read once (a listing needs no live updates). Suspends while loading and
 * throws on a read failure (the list's error boundary). The page the HTML arrived with (eventPage,
 * same key) is drawn from its embedded data: no read, no wait, no Firestore SDK.
 */
export function useEventsPage(filter: EventListFilter, cursor?: EventCursor): ComedyEvent[] {
  const key = eventsPageKey(filter, cursor);
  const page$ = embeddedOr(key, embeddedPage, async () => {
    const { fetchEventsPage, firestore } = await eventReads();
    return fetchEventsPage(firestore, filter, cursor);
  });
  return useObservable(key, page$, { suspense: true }).data;
}
