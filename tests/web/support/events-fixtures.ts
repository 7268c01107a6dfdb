/**
 * Events for the events web tests, written with firebase-admin into the shared emulators.
 * Each suite uses a venue name nobody else uses, so its lists are deterministic, and deletes
 * exactly the documents it created.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  bogotaDateString,
  EVENT_STATUS_ACTIVE,
  formatEventTime,
  groupShows,
  offeredWindow,
  type ComedyEvent,
  type DateWindow,
} from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { adminDb, deleteDocuments } from '../../support/e2e/admin';

export interface TestEventSpec {
  name: string;
  eventDate: Date;
  status?: string;
  price?: number;
  /** Written as given when present (tests also store malformed values). */
  capacity?: unknown;
  seatsLeft?: unknown;
}

export function uniqueVenueName(label: string): string {
  return `Sala de prueba ${label} ${randomUUID().slice(0, 8)}`;
}

export async function createTestEvents(venueName: string, specs: TestEventSpec[]): Promise<string[]> {
  const batch = adminDb().batch();
  const ids: string[] = [];
  for (const spec of specs) {
    const ref = adminDb().collection('events').doc();
    ids.push(ref.id);
    // the date and wall-clock time in Bogotá (at night UTC is already the next day)
    const time = formatEventTime(spec.eventDate);
    batch.set(ref, {
      ...eventDocument({
        slug: `prueba-${ref.id.toLowerCase()}`,
        name: spec.name,
        description: `Show de prueba ${spec.name}`,
        venue: { name: venueName, address: 'Calle de prueba 1' },
        start: spec.eventDate,
        date: bogotaDateString(spec.eventDate),
        time,
        ticket_price: spec.price ?? 10000,
        status: spec.status ?? EVENT_STATUS_ACTIVE,
      }),
      ...(spec.capacity !== undefined && { capacity: spec.capacity }),
      ...(spec.seatsLeft !== undefined && { seats_left: spec.seatsLeft }),
    });
  }
  await batch.commit();
  return ids;
}

export async function deleteTestEvents(ids: string[]): Promise<void> {
  await deleteDocuments(ids.map((id) => `events/${id}`));
}

/**
 * What the app should list for a chip's window (optionally at one venue): active events not started
 * yet (offeredWindow) by (event_date, id), read with admin rights.
 */
export async function expectedEventNames(
  chipWindow: DateWindow,
  pageSize: number,
  venueName?: string,
): Promise<string[]> {
  const window = offeredWindow(chipWindow, new Date());
  let query = adminDb()
    .collection('events')
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(window.from));
  if (window.to) query = query.where('event_date', '<', Timestamp.fromDate(window.to));
  if (venueName) query = query.where('venue.name', '==', venueName);
  // funciones: a show is listed once, at its first date (the seeded weekly show has 4 dates)
  const snapshot = await query
    .orderBy('event_date')
    .orderBy('__name__')
    .limit(pageSize * 4)
    .get();
  const dates = snapshot.docs.map((doc) => ({
    id: doc.id,
    event_date: (doc.get('event_date') as Timestamp).toDate(),
    series_id: (doc.get('series_id') as string | undefined) ?? null,
    name: String(doc.get('name')),
  }));
  return groupShows(dates, {})
    .slice(0, pageSize)
    .map((show) => show.name);
}

export function eventFixture(overrides: Partial<ComedyEvent> = {}): ComedyEvent {
  return {
    id: 'evt123',
    slug: 'show-de-prueba',
    name: 'Show de prueba',
    description: 'Una hora de humor de prueba.',
    city: 'Medellín',
    venue: { name: 'Teatro de prueba', address: 'Carrera 1 # 2-3' },
    cover_image_url: '/images/events/poster-2.jpg',
    date: '2026-12-04',
    time: '20:00',
    event_date: new Date('2026-12-05T01:00:00Z'),
    ticket_price: 45000,
    status: EVENT_STATUS_ACTIVE,
    event_type: 'internal',
    external_url: '',
    is_recurring: false,
    recurrence_pattern: '',
    capacity: null,
    seats_left: null,
    ...overrides,
  };
}
