/**
 * Events of the checkout tests, created in the shared emulators (never the seed's, so the tests
 * hold in `npm test`, where the emulators start empty) and deleted by `deleteCreatedEvents`.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { bogotaDateString, bogotaInstant, EVENT_STATUS_ACTIVE } from '@carcajada/domain';
import { adminDb } from './auth-fixtures';

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
}

const createdEventIds = new Set<string>();

export async function createEvent({
  label,
  price,
  daysFromNow,
  status = EVENT_STATUS_ACTIVE,
}: TestEventSeed): Promise<TestEvent> {
  const slug = `web-${label}-${randomUUID().slice(0, 8)}`;
  const name = `Prueba ${label}`;
  const date = bogotaDateString(new Date(Date.now() + daysFromNow * DAY_MS));
  const time = '20:00';
  const ref = adminDb().collection('events').doc();
  await ref.set({
    slug,
    name,
    description: 'Show de prueba de los tests web.',
    city: 'Bogotá',
    venue: { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3, Bogotá' },
    cover_image_url: '/images/events/poster-1.svg',
    date,
    time,
    event_date: Timestamp.fromDate(bogotaInstant(date, time)),
    ticket_price: price,
    status,
    event_type: 'internal',
    external_url: '',
    is_recurring: false,
    recurrence_pattern: '',
  });
  createdEventIds.add(ref.id);
  return { id: ref.id, slug, name, price };
}

export async function deleteCreatedEvents(): Promise<void> {
  await Promise.all([...createdEventIds].map((id) => adminDb().doc(`events/${id}`).delete()));
  createdEventIds.clear();
}
