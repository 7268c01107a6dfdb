import { documentId, getDocs, limit, query, where, type Firestore } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { defer, from, of } from 'rxjs';
import { EVENT_STATUS_ACTIVE, type ComedyEvent } from '@carcajada/domain';
import { hasFirestoreCode } from '../../../lib/firestore-errors';
import { takeEmbedded } from '../../../lib/embedded-data';
import { firestoreLite } from '../../../lib/firestore-lite';
import { eventFromData } from './event-converter';
import { eventsCollection } from './events-collection';

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

/**
 * The active event with this slug (or, for legacy links, this id); null when there is none.
 * Suspends while loading and throws on a read failure (for the page's error boundary).
 */
export function useEventBySlug(slug: string): ComedyEvent | null {
  const key = `carcajada:event-by-slug:${slug}`;
  // the page arrived with this event (eventPage, same key): no second read, no wait
  const event$ = defer(() => {
    const embedded = takeEmbedded(key);
    if (embedded && typeof embedded === 'object') {
      const data = embedded as Record<string, unknown>;
      return of(eventFromData(String(data.id), data));
    }
    return from(fetchEventBySlug(firestoreLite, slug));
  });
  return useObservable(key, event$, { suspense: true }).data;
}
