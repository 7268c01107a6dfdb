/**
 * Seed data for the journeys. In `npm test` the emulators start empty, so the seed is loaded
 * once; on the shared dev stack it is already there and is never wiped while others work.
 */
import { EVENT_STATUS_ACTIVE, type DateWindow } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { seedEmulators, seedEventId, seedSeatInventory } from '../../emulator-data/seed.js';
import { SEED_EVENTS, SEED_USERS, type SeedEvent } from '../../emulator-data/catalog.js';
import { adminAuth, adminDb } from './e2e-admin.js';
import { AUTH_HOST, FIRESTORE_HOST } from './e2e-env.js';

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

/** countSeatsLeft's period (functions/src/seats/sync-seats-left.ts): a show is counted at most once per period. */
const SEAT_COUNT_PERIOD_MS = 2000;

/**
 * The seed writes some 600 seat blocks in one batch. Each write fires syncSeatsLeft, which
 * enqueues a countSeatsLeft task, and the Tasks emulator dispatches those at once, ten at a time:
 * while the first count's Node process is still starting, the Functions emulator starts another
 * for each next one. A dozen processes starting together keep a 2-core machine busy for about a
 * minute, and in that time the first call to any other function (a page's callable) waits as long
 * for its own process to start, longer than a test waits for the answer. So the seed is done only
 * once every seeded show has been counted and no count has landed for a few periods.
 */
async function waitForSeedSeatCounts(timeoutMs = 180_000): Promise<void> {
  const shows = SEED_EVENTS.filter((event) => seedSeatInventory(event)).map((event) =>
    adminDb().doc(`events/${seedEventId(event.slug)}`),
  );
  const deadline = Date.now() + timeoutMs;
  let counts = '';
  let countedSince = Date.now();
  for (;;) {
    const countedAt = (await adminDb().getAll(...shows)).map((show) => show.get('seats_counted_at') as unknown);
    const latest = countedAt.map((at) => (at instanceof Timestamp ? at.toMillis() : '-')).join();
    if (latest !== counts) {
      counts = latest;
      countedSince = Date.now();
    } else if (
      countedAt.every((at) => at instanceof Timestamp) &&
      Date.now() - countedSince >= 3 * SEAT_COUNT_PERIOD_MS
    )
      return;
    if (Date.now() > deadline) {
      console.warn(`[seed] the seeded shows' seat counts did not settle within ${timeoutMs / 1000} s`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Loads the seed only when it is missing, and returns once the functions its writes set off have
 * run (see waitForSeedSeatCounts); returns true when it had to load it.
 */
export async function ensureSeedData(): Promise<boolean> {
  if (await seedDataPresent()) return false;
  await seedEmulators({ firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST });
  await waitForSeedSeatCounts();
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
 * so the expectation holds whatever day the seed was loaded and whatever else is stored.
 */
export async function activeEventsIn(window: DateWindow, venueName?: string): Promise<ListedEvent[]> {
  let query = adminDb()
    .collection('events')
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(window.from));
  if (window.to) query = query.where('event_date', '<', Timestamp.fromDate(window.to));
  if (venueName) query = query.where('venue.name', '==', venueName);
  const snapshot = await query.orderBy('event_date').get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    slug: String(doc.get('slug')),
    name: String(doc.get('name')),
    venueName: String(doc.get('venue.name')),
  }));
}
