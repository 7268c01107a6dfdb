import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { EVENT_STATUS_ACTIVE, startOfBogotaDay } from '@carcajada/domain';
import { EVENTS_COLLECTION, eventView } from '@carcajada/domain/stored/event';
import { firestoreLite } from '../../../lib/firestore-lite';

export interface DoorEvent {
  id: string;
  name: string;
  date: string;
  time: string;
  venue: string;
  start: Date;
  capacity: number | null;
}

/** Whose shows the door may scan: every show (ADMIN), an organizer's, or a door person's own. */
export type DoorAccess =
  { kind: 'all' } | { kind: 'organizer'; organizerId: string } | { kind: 'staff'; eventIds: string[] };

/** Shows from today on (Bogotá), soonest first: the door's picker starts on today's first show. */
export async function getDoorEvents(access: DoorAccess, now = new Date()): Promise<DoorEvent[]> {
  const from = startOfBogotaDay(now);
  if (access.kind === 'staff') {
    // a door person reads their shows one by one (the rules allow each by its door_staff entry,
    // until a day after the show: a refused one is simply no longer theirs)
    const shows = await Promise.all(
      access.eventIds.map((id) => getDoc(doc(firestoreLite, EVENTS_COLLECTION, id)).catch(() => null)),
    );
    return shows
      .filter((show) => show?.exists() === true)
      .map((show) => doorEvent(show!.id, show!.data()!))
      .filter((event) => event.start >= from)
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  }
  const own = access.kind === 'organizer' ? [where('organizerId', '==', access.organizerId)] : [];
  const snapshot = await getDocs(
    query(
      collection(firestoreLite, EVENTS_COLLECTION),
      where('status', '==', EVENT_STATUS_ACTIVE),
      ...own,
      where('event_date', '>=', from),
      orderBy('event_date', 'asc'),
      limit(60),
    ),
  );
  return snapshot.docs.map((document) => doorEvent(document.id, document.data()));
}

/** The show as the door's picker names it, read through the domain's view of a date. */
function doorEvent(id: string, data: DocumentData): DoorEvent {
  const event = eventView(id, data);
  return {
    id,
    name: event.name,
    date: event.date,
    time: event.time,
    venue: event.venue.name,
    start: event.event_date,
    capacity: event.capacity,
  };
}
