import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
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
import {
  collectShowsPage,
  EVENT_STATUS_ACTIVE,
  EVENTS_PAGE_SIZE,
  offeredWindow,
  showDateEntryFrom,
  type ShowDateEntry,
  paymentsConfigFrom,
  sortTicketTypes,
  ticketTypeFromData,
  type ComedyEvent,
  type PaymentsConfig,
  type TicketType,
} from '@carcajada/domain';
import { hasFirestoreCode } from '../../../lib/firestore-errors';
import { eventsCollection } from './events-collection';
import { cursorAfter, type EventCursor, type EventListFilter } from './get-events-page';

/**
 * The public event reads (Firestore Lite). The hooks in get-events-page.ts and get-event-by-slug.ts
 * import this module only when a read must happen: a page that arrived with its shows in the HTML
 * draws them without fetching the Firestore SDK at all.
 */

/**
 * One page of active events in the window, by date, each its show's first date there
 * (`previous_date` before the window: domain previousDates). Firestore orders by a range-filtered
 * field before the id, so previous_date comes next; the id is the tie-breaker so that two shows at
 * the same time are never skipped or repeated across pages.
 */
export function eventsPageQuery(
  firestore: Firestore,
  filter: EventListFilter,
  cursor?: EventCursor,
  size = EVENTS_PAGE_SIZE,
) {
  const constraints: QueryConstraint[] = [
    where('status', '==', EVENT_STATUS_ACTIVE),
    where('event_date', '>=', Timestamp.fromDate(filter.window.from)),
  ];
  if (filter.window.to) constraints.push(where('event_date', '<', Timestamp.fromDate(filter.window.to)));
  constraints.push(where('previous_date', '<', Timestamp.fromDate(filter.window.from)));
  if (filter.venueName) constraints.push(where('venue.name', '==', filter.venueName));
  constraints.push(orderBy('event_date'), orderBy('previous_date'), orderBy(documentId()));
  if (cursor)
    constraints.push(
      startAfter(Timestamp.fromDate(cursor.eventDate), Timestamp.fromDate(cursor.previousDate), cursor.id),
    );
  constraints.push(limit(size));
  return query(eventsCollection(firestore), ...constraints);
}

/** A show's active dates from `from` (and before `to`), by date: one query on series_id (firestore.indexes.json). */
export function seriesDatesQuery(firestore: Firestore, seriesId: string, from: Date, to?: Date) {
  const constraints: QueryConstraint[] = [
    where('series_id', '==', seriesId),
    where('status', '==', EVENT_STATUS_ACTIVE),
    where('event_date', '>=', Timestamp.fromDate(from)),
  ];
  if (to) constraints.push(where('event_date', '<', Timestamp.fromDate(to)));
  return query(eventsCollection(firestore), ...constraints, orderBy('event_date'));
}

/**
 * One page of shows in the window: each show once, at its first date there, with how many more of
 * its dates follow (domain collectShowsPage, as eventPage draws the first page). Only dates not
 * started at `now` count (domain offeredWindow): a show that started is no longer offered.
 */
export async function fetchEventsPage(
  firestore: Firestore,
  filter: EventListFilter,
  cursor?: EventCursor,
  now = new Date(),
): Promise<ComedyEvent[]> {
  const offered = { ...filter, window: offeredWindow(filter.window, now) };
  const { window } = offered;
  return collectShowsPage<ComedyEvent>(
    {
      firstDatesAfter: async (after, size) => {
        const start = after && cursorAfter(after);
        const snapshot = await getDocs(eventsPageQuery(firestore, offered, start, size));
        return snapshot.docs.map((document) => document.data());
      },
      seriesCount: async (seriesId) =>
        (await getCount(seriesDatesQuery(firestore, seriesId, window.from, window.to))).data().count,
    },
    cursor && { id: cursor.id, event_date: cursor.eventDate, previous_date: cursor.previousDate },
  );
}

/** A show's upcoming active dates from `now`, as its page lists them under "Fechas". */
export async function fetchShowDates(firestore: Firestore, seriesId: string, now: Date): Promise<ShowDateEntry[]> {
  const snapshot = await getDocs(seriesDatesQuery(firestore, seriesId, now));
  return snapshot.docs.map((document) => {
    const event = document.data();
    return showDateEntryFrom(event.id, { ...event }, event.event_date);
  });
}

export function eventBySlugQuery(firestore: Firestore, slug: string) {
  return query(
    eventsCollection(firestore),
    where('slug', '==', slug),
    where('status', '==', EVENT_STATUS_ACTIVE),
    limit(1),
  );
}

/**
 * Legacy /event/{eventId} links carry the document id. A query (not a document get) so the
 * status filter is part of the read, as the security rules require for events. The rules
 * judge an id lookup by that one document, so a missing or inactive one is refused.
 */
export function eventByIdQuery(firestore: Firestore, eventId: string) {
  return query(
    eventsCollection(firestore),
    where(documentId(), '==', eventId),
    where('status', '==', EVENT_STATUS_ACTIVE),
    limit(1),
  );
}

/** A document id cannot contain '/', so such a value can only be a slug. */
function canBeDocumentId(value: string): boolean {
  return value.length > 0 && !value.includes('/');
}

export async function fetchEventBySlug(firestore: Firestore, slug: string): Promise<ComedyEvent | null> {
  const bySlug = await getDocs(eventBySlugQuery(firestore, slug));
  const match = bySlug.docs[0];
  if (match) return match.data();
  if (!canBeDocumentId(slug)) return null;
  try {
    const byId = await getDocs(eventByIdQuery(firestore, slug));
    return byId.docs[0]?.data() ?? null;
  } catch (error) {
    // Refused = no active event with that id, which for the visitor is simply "not found".
    if (hasFirestoreCode(error, 'permission-denied')) return null;
    throw error;
  }
}

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

export function paymentsConfigRef(firestore: Firestore) {
  return doc(firestore, 'config', 'payments_config');
}

/** Missing document → defaults; existing document → missing values become 0 (spec section 9). */
export async function fetchPaymentsConfig(firestore: Firestore): Promise<PaymentsConfig> {
  const snapshot = await getDoc(paymentsConfigRef(firestore));
  return paymentsConfigFrom(snapshot.exists() ? snapshot.data() : undefined);
}
