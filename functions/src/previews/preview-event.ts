import { CANCELLED_SHOW_STATUS, EVENT_STATUS_ACTIVE } from '@carcajada/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, db } from '../common/firestore.js';

const previewEventSchema = z.object({
  slug: z.string().default(''),
  name: z.string(),
  description: z.string().default(''),
  city: z.string().default(''),
  venue: z.object({ name: z.string().default(''), address: z.string().default('') }),
  cover_image_url: z.string().default(''),
  time: z.string().default(''),
  event_date: z.instanceof(Timestamp).transform((timestamp) => timestamp.toDate()),
  ticket_price: z.number().nonnegative(),
  /** Ticket types at several prices: "Desde $ …". */
  price_from: z.boolean().default(false),
  status: z.string(),
  /** Absent or null: no seat limit. */
  seats_left: z.number().int().nullish(),
});

/** What a link preview shows of an event, with the document as stored (the page embeds it). */
export type PreviewEvent = z.infer<typeof previewEventSchema> & { id: string; document: DocumentData };

/** The statuses a visitor's page shows: an active show, or a cancelled date saying so. */
type ShownStatuses = readonly string[];
const ACTIVE_ONLY: ShownStatuses = [EVENT_STATUS_ACTIVE];
const ACTIVE_OR_CANCELLED: ShownStatuses = [EVENT_STATUS_ACTIVE, CANCELLED_SHOW_STATUS];

function parsed(id: string, data: unknown, statuses: ShownStatuses): PreviewEvent | null {
  const event = previewEventSchema.safeParse(data);
  // a malformed or hidden event is, for a visitor, not there
  return event.success && statuses.includes(event.data.status)
    ? { ...event.data, id, document: data as DocumentData }
    : null;
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
