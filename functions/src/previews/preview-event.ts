import { CANCELLED_SHOW_STATUS, EVENT_STATUS_ACTIVE } from '@carcajada/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, db } from '../common/firestore.js';
import { parseEvent, type StoredEvent } from '../documents/event.js';

const optionalText = z.string().optional();

/**
 * What a link preview cannot do without, strictly: a show missing any of it, or with a field it
 * shows mistyped, is not previewed. Its values are read by the event's one reader (`parseEvent`).
 */
const previewFields = z.object({
  slug: optionalText,
  name: z.string(),
  description: optionalText,
  city: optionalText,
  venue: z.object({ name: optionalText, address: optionalText }),
  cover_image_url: optionalText,
  time: optionalText,
  event_date: z.instanceof(Timestamp),
  ticket_price: z.number().nonnegative(),
  /** Ticket types at several prices: "Desde $ …". */
  price_from: z.boolean().optional(),
  status: z.string(),
  /** Absent or null: no seat limit. */
  seats_left: z.number().int().nullish(),
});

/** The fields a link preview shows, beside its start. */
type PreviewField = keyof Omit<z.infer<typeof previewFields>, 'event_date'>;

/**
 * What a link preview shows of an event (its start as a Date) and who produces it (the page names
 * the operator for a show of none), with the document as stored (the page embeds it).
 */
export type PreviewEvent = Pick<StoredEvent, PreviewField | 'producer' | 'organizerId'> & {
  event_date: Date;
  id: string;
  document: DocumentData;
};

/** The statuses a visitor's page shows: an active show, or a cancelled date saying so. */
type ShownStatuses = readonly string[];
const ACTIVE_ONLY: ShownStatuses = [EVENT_STATUS_ACTIVE];
const ACTIVE_OR_CANCELLED: ShownStatuses = [EVENT_STATUS_ACTIVE, CANCELLED_SHOW_STATUS];

function parsed(id: string, data: unknown, statuses: ShownStatuses): PreviewEvent | null {
  // a malformed or hidden event is, for a visitor, not there
  if (!previewFields.safeParse(data).success) return null;
  const event = parseEvent(data);
  if (!event.event_date || !statuses.includes(event.status)) return null;
  return { ...event, event_date: event.event_date.toDate(), id, document: data as DocumentData };
}

/** A document id cannot contain '/', so such a value can only be a slug. */
function canBeDocumentId(value: string): boolean {
  return value.length > 0 && value.length <= 1500 && !value.includes('/') && value !== '.' && value !== '..';
}

async function findEvent(slugOrId: string, statuses: ShownStatuses): Promise<PreviewEvent | null> {
  const events = db().collection(COLLECTIONS.events);
  const bySlug = await events.where('slug', '==', slugOrId).where('status', 'in', statuses).limit(1).get();
  const match = bySlug.docs[0];
  if (match) return parsed(match.id, match.data(), statuses);
  if (!canBeDocumentId(slugOrId)) return null;
  const byId = await events.doc(slugOrId).get();
  return byId.exists ? parsed(byId.id, byId.data(), statuses) : null;
}

/** The active event with this slug or, for legacy links, this document id (as the web app finds it). */
export const findActiveEvent = (slugOrId: string) => findEvent(slugOrId, ACTIVE_ONLY);

/** The same, or a cancelled date of a show: its page says "Función cancelada". */
export const findShownEvent = (slugOrId: string) => findEvent(slugOrId, ACTIVE_OR_CANCELLED);

/** Slugs (or ids) of the active events from `from` on, soonest first. */
export async function activeEventPathsFrom(from: Date): Promise<string[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.events)
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(from))
    .orderBy('event_date')
    .select('slug')
    .get();
  return snapshot.docs.map((doc) => {
    const slug: unknown = doc.get('slug');
    return typeof slug === 'string' && slug ? slug : doc.id;
  });
}
