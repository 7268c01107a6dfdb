/**
 * Seed data for the journeys. In `npm test` the emulators start empty, so the seed is loaded
 * once; on the shared dev stack it is already there and is never wiped while others work.
 */
import { EVENT_STATUS_ACTIVE, groupShows, offeredWindow, type DateWindow } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { seedEmulators, seedEventId } from '../../../emulator-data/seed.js';
import { SEED_EVENTS, SEED_USERS, type SeedEvent } from '../../../emulator-data/catalog.js';
import { adminAuth, adminDb } from './admin.js';
import { AUTH_HOST, FIRESTORE_HOST } from './env.js';

async function seedDataPresent(): Promise<boolean> {
  const eventReads = SEED_EVENTS.map((event) =>
    adminDb()
      .doc(`events/${seedEventId(event.slug)}`)
      .get(),
  );
  const events = await Promise.all(eventReads);
  if (!events.every((event) => event.exists)) return false;
  const accounts = await adminAuth().getUsers(SEED_USERS.map((user) => ({ uid: user.uid })));
  return accounts.notFound.length === 0;
}

/**
 * Loads the seed only when it is missing (seedEmulators returns once the seat counts its writes set
 * off have run); returns true when it had to load it.
 */
export async function ensureSeedData(): Promise<boolean> {
  if (await seedDataPresent()) return false;
  await seedEmulators({ firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST });
  return true;
}

export function seedEvent(slug: string): SeedEvent & { id: string } {
  const event = SEED_EVENTS.find((candidate) => candidate.slug === slug);
  if (!event) throw new Error(`No seeded event with slug ${slug}`);
  return { ...event, id: seedEventId(slug) };
}

const SEEDED_EVENT_NAMES = new Set(SEED_EVENTS.map((event) => event.name));

/** True for the seed's shows; false for events other engineers' tests create for a while. */
export function isSeededEventName(name: string): boolean {
  return SEEDED_EVENT_NAMES.has(name);
}

export const DEMO_USER = SEED_USERS.find((user) => user.role === 'USER')!;
export const DEMO_ADMIN = SEED_USERS.find((user) => user.role === 'ADMIN')!;

export interface ListedEvent {
  id: string;
  slug: string;
  name: string;
  venueName: string;
}

/**
 * What a list should show for a date window, read from the database itself (not the catalogue)
 * so the expectation holds whatever day the seed was loaded and whatever else is stored: each
 * show once, at its first date in the window not started yet (funciones; offeredWindow).
 */
export async function activeEventsIn(chipWindow: DateWindow, venueName?: string): Promise<ListedEvent[]> {
  const window = offeredWindow(chipWindow, new Date());
  let query = adminDb()
    .collection('events')
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(window.from));
  if (window.to) query = query.where('event_date', '<', Timestamp.fromDate(window.to));
  if (venueName) query = query.where('venue.name', '==', venueName);
  const snapshot = await query.orderBy('event_date').orderBy('__name__').get();
  const dates = snapshot.docs.map((doc) => ({
    id: doc.id,
    event_date: (doc.get('event_date') as Timestamp).toDate(),
    series_id: (doc.get('series_id') as string | undefined) ?? null,
    slug: String(doc.get('slug')),
    name: String(doc.get('name')),
    venueName: String(doc.get('venue.name')),
  }));
  return groupShows(dates, {}).map(({ id, slug, name, venueName }) => ({ id, slug, name, venueName }));
}
