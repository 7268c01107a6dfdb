import { createHash } from 'node:crypto';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  bogotaDateString,
  bogotaInstant,
  EVENT_STATUS_ACTIVE,
  eventSlugDocument,
  paymentsConfigDocument,
  seatInventory,
  TAX_CONFIG_PATH,
  taxConfigDocument,
  LEGAL_CONFIG_PATH,
  DEFAULT_LEGAL_CONFIG,
  legalConfigDocument,
  previousDates,
  userDocument,
  type SeatInventory,
} from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import { readLocalSecret } from '../scripts/lib/local-settings.js';
import { PORTS } from '../scripts/lib/paths.js';
import {
  SEED_EVENTS,
  SEED_PAYMENTS_CONFIG,
  SEED_USERS,
  seedPulepCode,
  VENUE_CAPACITY,
  type SeedEvent,
} from './catalog.js';
import { SEED_DOOR_STAFF, SEED_ORGANIZERS, seedOrganizerOf, seedProducerOf, seedSoldSeats } from './organizers.js';
import { seedSaleTickets } from './seed-sales.js';
import { SEED_PLAN_ID, SEED_PLAN_ORGANIZER, seedSeatingPlan } from './seating.js';
import { SEATED_SHOW_SLUG, seatedShowDocuments } from './seated-show.js';
import { planZonePath, seatingPlanDocuments, seatingPlanPath } from '@carcajada/domain/seating';

export const SEED_PROJECT_ID = 'demo-carcajada';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  firestoreHost?: string;
  authHost?: string;
  now?: Date;
}

/** Wipes the emulators' data for the demo project (the emulators' own REST endpoints). */
async function clearEmulators(firestoreHost: string, authHost: string): Promise<void> {
  const responses = await Promise.all([
    fetch(`http://${firestoreHost}/emulator/v1/projects/${SEED_PROJECT_ID}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
    fetch(`http://${authHost}/emulator/v1/projects/${SEED_PROJECT_ID}/accounts`, { method: 'DELETE' }),
  ]);
  for (const response of responses) {
    if (!response.ok) throw new Error(`Could not clear the emulators: ${response.status} ${await response.text()}`);
  }
}

/** Stable, slug-independent ids, like Firestore's auto ids, so code never confuses id and slug. */
export function seedEventId(slug: string): string {
  return createHash('sha1').update(slug).digest('base64url').replace(/[-_]/g, 'x').slice(0, 20);
}

/** Seats of a seeded show: its venue's capacity; none for an external event (no limit). */
export function seedSeatInventory(event: SeedEvent): SeatInventory | null {
  const capacity = VENUE_CAPACITY[event.venue.name];
  if (event.external_url || capacity === undefined) return null;
  return seatInventory(capacity, event.seatsLeft ?? capacity - seedSoldSeats(event.slug));
}

/** The seeded show's Bogotá day: `dayOffset` from today, moved on to its `weekday` when it has one. */
function seedDay(event: SeedEvent, now: Date): string {
  const day = new Date(now.getTime() + event.dayOffset * DAY_MS);
  if (event.weekday === undefined) return bogotaDateString(day);
  const weekday = new Date(`${bogotaDateString(day)}T12:00:00Z`).getUTCDay();
  return bogotaDateString(new Date(day.getTime() + ((event.weekday - weekday + 7) % 7) * DAY_MS));
}

const seedStart = (event: SeedEvent, now: Date): Date => bogotaInstant(seedDay(event, now), event.time);

/** Its show's active date just before it, as refreshPreviousDates keeps it (a show of one date: none). */
function seedPreviousDate(event: SeedEvent, now: Date): Date | undefined {
  if (!event.series) return undefined;
  const dates = SEED_EVENTS.filter((other) => other.series === event.series).map((other) => ({
    id: seedEventId(other.slug),
    event_date: seedStart(other, now),
    active: (other.status ?? EVENT_STATUS_ACTIVE) === EVENT_STATUS_ACTIVE,
  }));
  return previousDates(dates).get(seedEventId(event.slug));
}

export function seedEventDocument(event: SeedEvent, now: Date): Record<string, unknown> {
  const date = seedDay(event, now);
  return {
    // funciones: the dates of one show share the id of its first date
    ...(event.series && { series_id: seedEventId(event.series) }),
    ...eventDocument({
      ...event,
      start: bogotaInstant(date, event.time),
      date,
      cover_image_url: `/images/events/poster-${event.poster}.jpg`,
      status: event.status ?? EVENT_STATUS_ACTIVE,
      organizerId: seedOrganizerOf(event.slug),
      pulep_code: seedPulepCode(event),
      producer: seedProducerOf(event.slug),
      previous_date: seedPreviousDate(event, now),
    }),
    ...seedSeatInventory(event)?.event,
  };
}

const HUB_HOST = process.env.FIREBASE_EMULATOR_HUB ?? `127.0.0.1:${PORTS.emulatorHub}`;

/**
 * The seed writes some 600 seat blocks in one batch, each with its show's `seats_left` already
 * summed. With the Functions emulator's background triggers on, each block write would fire
 * syncSeatsLeft and a countSeatsLeft task, and a dozen Functions processes starting together kept
 * a 2-core machine busy for about a minute (Hosting pages answered 504 meanwhile). So the batch is
 * written with the triggers off (the hub's switch, as rules-unit-testing's
 * `withFunctionTriggersDisabled` does) and they are turned on again after, with nothing to count.
 * No Functions emulator (a rules-only run): nothing to switch.
 */
async function withTriggersOff<T>(work: () => Promise<T>): Promise<T> {
  const toggle = (path: string) =>
    fetch(`http://${HUB_HOST}/functions/${path}`, { method: 'PUT' }).then(
      (response) => response.ok,
      () => false,
    );
  const turnOn = async () => {
    if (!(await toggle('enableBackgroundTriggers')))
      throw new Error('The seed could not turn the Functions emulator triggers back on');
  };
  const switchedOff = await toggle('disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    if (switchedOff) await turnOn();
  }
}

/** Clears the emulators and loads the demo accounts, the payments config and the events. */
export async function seedEmulators(options: SeedOptions = {}): Promise<{ events: number; users: number }> {
  const firestoreHost = options.firestoreHost ?? process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${PORTS.firestore}`;
  const authHost = options.authHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${PORTS.auth}`;
  const now = options.now ?? new Date();
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  await clearEmulators(firestoreHost, authHost);

  const app: App = initializeApp({ projectId: SEED_PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    const batch = db.batch();
    await Promise.all(
      SEED_USERS.map((user) =>
        auth.createUser({
          uid: user.uid,
          email: user.email,
          password: user.password,
          displayName: user.name,
          emailVerified: true,
        }),
      ),
    );
    for (const user of SEED_USERS) {
      // every demo account has accepted the policy in force, as sign-up records it
      const document = userDocument({
        ...user,
        creationDate: now,
        dataConsentVersion: DEFAULT_LEGAL_CONFIG.data_policy_version,
      });
      batch.set(
        db.doc(`users/${user.uid}`),
        user.organizerId ? { ...document, organizerId: user.organizerId } : document,
      );
    }
    for (const { id, shows: _shows, ...organizer } of SEED_ORGANIZERS)
      batch.set(db.doc(`organizers/${id}`), organizerDocument(organizer));
    batch.set(db.doc('config/payments_config'), paymentsConfigDocument(SEED_PAYMENTS_CONFIG));
    // UVT by year and the contribución parafiscal's percent and threshold
    batch.set(db.doc(TAX_CONFIG_PATH), taxConfigDocument());
    // the data policy's version (sign-up's consent) and the operator the legal pages name
    batch.set(db.doc(LEGAL_CONFIG_PATH), legalConfigDocument());
    // the organizer's theatre (v6), on which the seated show below plays
    const plan = seatingPlanDocuments(SEED_PLAN_ORGANIZER, seedSeatingPlan());
    batch.set(db.doc(seatingPlanPath(SEED_PLAN_ID)), { ...plan.plan, created_at: now, updated_at: now });
    for (const zone of plan.zones) batch.set(db.doc(planZonePath(SEED_PLAN_ID, zone.id)), zone.data);
    for (const event of SEED_EVENTS) {
      const eventRef = db.doc(`events/${seedEventId(event.slug)}`);
      batch.set(eventRef, seedEventDocument(event, now));
      // reserved like saveEvent's slugs, so a new show can never take a seeded show's slug
      batch.set(db.doc(`event_slugs/${event.slug}`), eventSlugDocument(eventRef.id));
      for (const block of seedSeatInventory(event)?.blocks ?? [])
        batch.set(eventRef.collection('seat_blocks').doc(block.id), block.data);
    }
    for (const staff of SEED_DOOR_STAFF) {
      const user = SEED_USERS.find((candidate) => candidate.uid === staff.uid)!;
      const eventId = seedEventId(staff.slug);
      batch.set(
        db.doc(`events/${eventId}/door_staff/${user.uid}`),
        doorStaffDocument({ uid: user.uid, eventId, email: user.email, name: user.name, addedBy: 'demo-admin' }, now),
      );
    }
    // sales already made on the organizers' shows (the QR key is the local one npm start keeps)
    const qrKey = readLocalSecret('TICKET_QR_PRIVATE_KEY');
    for (const ticket of seedSaleTickets(now, SEED_PAYMENTS_CONFIG, qrKey, seedEventId))
      batch.set(db.doc(`tickets/${ticket.id}`), ticket.data);
    // the seated show on the organizer's theatre: types per category, seats sold, the map's views
    for (const { path, data } of seatedShowDocuments(seedEventId(SEATED_SHOW_SLUG), now, SEED_PAYMENTS_CONFIG, qrKey))
      batch.set(db.doc(path), data);
    await withTriggersOff(() => batch.commit());
    return { events: SEED_EVENTS.length + 1, users: SEED_USERS.length };
  } finally {
    await deleteApp(app);
  }
}
