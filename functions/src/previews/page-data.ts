import {
  collectShowsPage,
  EMBEDDED_KEYS,
  EVENT_STATUS_ACTIVE,
  eventFilterWindow,
  NO_PREVIOUS_DATE,
  offeredWindow,
  showDateEntryFrom,
  type ListedDate,
  type ShowDateEntry,
  paymentsConfigFrom,
  type PaymentsConfig,
  sortTicketTypes,
  ticketTypeFromData,
  type TicketType,
} from '@carcajada/domain';
import { FieldPath, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS, db, PAYMENTS_CONFIG_PATH } from '../common/firestore.js';
import { readLegalConfig } from '../common/legal-config.js';

/**
 * An event as the page embeds it for the web app (the fields of events/{id}, event_date as ISO
 * text): the app reads it through its own event converter, as if Firestore had answered.
 */
export type EmbeddedEvent = Record<string, unknown> & { id: string; event_date: string };

/** The same first page the web app's events list asks for (web: get-events-page.ts). */
export interface EmbeddedEventsPage {
  /** reactfire's cache key of that page in the web app, so the app uses it instead of reading. */
  key: string;
  events: EmbeddedEvent[];
}

function embedded(id: string, data: DocumentData): EmbeddedEvent | null {
  const date: unknown = data.event_date;
  if (!(date instanceof Timestamp)) return null;
  // the opening time travels as ISO text too, so the app reads it as a date
  const opening: unknown = data.sale_opens_at;
  // a listed date's place in the lists' order: the app's next page starts after it
  const previous: unknown = data.previous_date;
  return {
    ...data,
    id,
    event_date: date.toDate().toISOString(),
    ...(opening instanceof Timestamp && { sale_opens_at: opening.toDate().toISOString() }),
    ...(previous instanceof Timestamp && { previous_date: previous.toDate().toISOString() }),
  };
}

/** A listed date with its stored fields, as the page embeds it. */
type ListedEvent = ListedDate & { embedded: EmbeddedEvent };

function listedEvent(id: string, data: DocumentData): ListedEvent | null {
  const event = embedded(id, data);
  if (!event) return null;
  const seriesId = typeof data.series_id === 'string' && data.series_id ? data.series_id : null;
  const previous: unknown = data.previous_date;
  return {
    id,
    event_date: new Date(event.event_date),
    series_id: seriesId,
    ...(previous instanceof Timestamp && { previous_date: previous.toDate() }),
    embedded: event,
  };
}

/**
 * The active dates from `from` on (optionally at one venue) that are their show's first there
 * (`previous_date` before `from`: domain previousDates), as the home list reads them.
 */
function upcomingFirstDates(from: Date, venueName?: string): Query {
  let query = db()
    .collection(COLLECTIONS.events)
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(from))
    .where('previous_date', '<', Timestamp.fromDate(from));
  if (venueName) query = query.where('venue.name', '==', venueName);
  return query;
}

/** A series' active dates from `from` on, by date (one query on series_id: firestore.indexes.json). */
function seriesDatesFrom(seriesId: string, from: Date): Query {
  return db()
    .collection(COLLECTIONS.events)
    .where('series_id', '==', seriesId)
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(from))
    .orderBy('event_date');
}

/**
 * The first page of upcoming active shows (optionally at one venue), as the home list reads it:
 * each show once, at its first date not started at `now`, with `more_dates` (packages/domain
 * show-listing.ts). Keyed by the chip's window, as the app asks for it.
 */
export async function firstEventsPage(now: Date, venueName?: string): Promise<EmbeddedEventsPage> {
  const window = eventFilterWindow('proximamente', now);
  const offered = offeredWindow(window, now);
  const shows = await collectShowsPage<ListedEvent>({
    firstDatesAfter: async (after, limit) => {
      let query = upcomingFirstDates(offered.from, venueName)
        .orderBy('event_date')
        .orderBy('previous_date')
        .orderBy(FieldPath.documentId());
      if (after)
        query = query.startAfter(
          Timestamp.fromDate(after.event_date),
          Timestamp.fromDate(after.previous_date ?? NO_PREVIOUS_DATE),
          after.id,
        );
      const snapshot = await query.limit(limit).get();
      return snapshot.docs.flatMap((doc) => listedEvent(doc.id, doc.data()) ?? []);
    },
    seriesCount: async (seriesId) => (await seriesDatesFrom(seriesId, offered.from).count().get()).data().count,
  });
  const events = shows.map((show) => ({ ...show.embedded, more_dates: show.more_dates }));
  return { key: EMBEDDED_KEYS.eventsPage(window, venueName), events };
}

/**
 * The upcoming active dates of an event's show, by date, for its page's "Fechas" (one query on
 * series_id); [] for a show with one date. Keyed by the series (or the event's own id).
 */
export async function upcomingShowDates(
  eventId: string,
  data: DocumentData,
  now: Date,
): Promise<{ key: string; dates: ShowDateEntry[] }> {
  const seriesId = typeof data.series_id === 'string' && data.series_id ? data.series_id : null;
  const key = EMBEDDED_KEYS.showDates(seriesId ?? eventId);
  if (!seriesId) return { key, dates: [] };
  const snapshot = await seriesDatesFrom(seriesId, now)
    .select('slug', 'date', 'time', 'event_date', 'capacity', 'seats_left')
    .get();
  const dates = snapshot.docs.flatMap((doc) => {
    const date: unknown = doc.get('event_date');
    return date instanceof Timestamp ? [showDateEntryFrom(doc.id, doc.data(), date.toDate())] : [];
  });
  return { key, dates };
}

/** One active event's document, embedded for its detail page. */
export function embeddedEvent(id: string, data: DocumentData): EmbeddedEvent | null {
  return embedded(id, data);
}

/** A show's visible ticket types in the organizer's order, as the event page's picker reads them. */
export async function visibleTicketTypes(eventId: string): Promise<TicketType[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(COLLECTIONS.ticketTypes)
    .where('hidden', '==', false)
    .get();
  return sortTicketTypes(snapshot.docs.flatMap((doc) => ticketTypeFromData(doc.id, doc.data()) ?? []));
}

/** Fees and taxes as the checkout's order summary reads them (defaults when the document is missing). */
export async function paymentsConfig(): Promise<PaymentsConfig> {
  const snapshot = await db().doc(PAYMENTS_CONFIG_PATH).get();
  return paymentsConfigFrom(snapshot.exists ? snapshot.data() : undefined);
}

/** config/legal as the legal pages read it: the policy's version and the operator they name. */
export const legalConfig = readLegalConfig;
