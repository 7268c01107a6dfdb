import {
  EMBEDDED_KEYS,
  EVENT_STATUS_ACTIVE,
  EVENTS_PAGE_SIZE,
  eventFilterWindow,
  paymentsConfigFrom,
  type PaymentsConfig,
  sortTicketTypes,
  ticketTypeFromData,
  type TicketType,
} from '@carcajada/domain';
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS, db, PAYMENTS_CONFIG_PATH } from '../common/firestore.js';

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
  return { ...data, id, event_date: date.toDate().toISOString() };
}

/** The first page of upcoming active shows (optionally at one venue), as the home list reads it. */
export async function firstEventsPage(now: Date, venueName?: string): Promise<EmbeddedEventsPage> {
  const window = eventFilterWindow('proximamente', now);
  let query = db()
    .collection(COLLECTIONS.events)
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(window.from));
  if (venueName) query = query.where('venue.name', '==', venueName);
  const snapshot = await query.orderBy('event_date').orderBy(FieldPath.documentId()).limit(EVENTS_PAGE_SIZE).get();
  const events = snapshot.docs.map((doc) => embedded(doc.id, doc.data())).filter((event) => event !== null);
  return { key: EMBEDDED_KEYS.eventsPage(window, venueName), events };
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
