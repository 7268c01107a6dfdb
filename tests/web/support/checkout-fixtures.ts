/**
 * Events of the checkout tests, created in the shared emulators (never the seed's, so the tests
 * hold in `npm test`, where the emulators start empty) and deleted by `deleteCreatedEvents`.
 */
import { randomUUID } from 'node:crypto';
import { bogotaDateString, bogotaInstant, EVENT_STATUS_ACTIVE, seatInventory } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { adminDb, deleteDocuments } from './auth-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TestEvent {
  id: string;
  slug: string;
  name: string;
  price: number;
}

export interface TestEventSeed {
  label: string;
  price: number;
  /** Days from today in Bogotá; negative is in the past. */
  daysFromNow: number;
  status?: string;
  /** A show with seats: `capacity` and `seats_left` on the event, and the server's seat blocks. */
  seats?: { capacity: number; seatsLeft: number };
}

const createdEventIds = new Set<string>();

export async function createEvent({
  label,
  price,
  daysFromNow,
  status = EVENT_STATUS_ACTIVE,
  seats,
}: TestEventSeed): Promise<TestEvent> {
  const slug = `web-${label}-${randomUUID().slice(0, 8)}`;
  const name = `Prueba ${label}`;
  const date = bogotaDateString(new Date(Date.now() + daysFromNow * DAY_MS));
  const time = '20:00';
  const ref = adminDb().collection('events').doc();
  await ref.set({
    ...eventDocument({
      slug,
      name,
      description: 'Show de prueba de los tests web.',
      venue: { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3, Bogotá' },
      start: bogotaInstant(date, time),
      date,
      time,
      ticket_price: price,
      status,
    }),
    ...(seats && { capacity: seats.capacity, seats_left: seats.seatsLeft }),
  });
  createdEventIds.add(ref.id);
  if (seats) await setSeatBlocks(ref.id, seats.capacity, seats.seatsLeft);
  return { id: ref.id, slug, name, price };
}

/**
 * The seats the server counts (createTicketPreference takes them from these blocks), as the
 * backend lays them out: `events/{id}/seat_blocks/{0…n-1}` with `seats_left` each. Rewriting them
 * after a page has read the event is how a test makes other buyers take seats meanwhile.
 */
export async function setSeatBlocks(eventId: string, capacity: number, seatsLeft: number): Promise<void> {
  const batch = adminDb().batch();
  for (const block of seatInventory(capacity, seatsLeft).blocks)
    batch.set(adminDb().doc(`events/${eventId}/seat_blocks/${block.id}`), block.data);
  await batch.commit();
}

export async function deleteCreatedEvents(): Promise<void> {
  // Recursive: the seat blocks (and the server's hold counters) go with the event.
  await deleteDocuments(
    [],
    [...createdEventIds].map((id) => `events/${id}`),
  );
  createdEventIds.clear();
}
