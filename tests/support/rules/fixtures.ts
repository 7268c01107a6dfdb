/**
 * Who calls and what is stored for the rules tests. Every test starts from `seedRulesFixtures`
 * after a clear, so each case sees the same world.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  EVENT_STATUS_ACTIVE,
  eventSlugDocument,
  promoCodeDocument,
  newUserDocument,
  legalConfigDocument,
  PARTNER_VENUE_NAME,
  userDocument,
} from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { eventDocument } from '@carcajada/domain/stored/event';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';

export type RulesDb = firebase.firestore.Firestore;
export type RulesQuery = firebase.firestore.Query;
export type DocumentData = firebase.firestore.DocumentData;
export const { Timestamp, FieldValue, FieldPath } = firebase.firestore;

export const ACTORS = [
  'anonymous',
  'owner',
  'other',
  'admin',
  'inactiveAdmin',
  'withoutDocument',
  'organizerA',
  'organizerB',
  'staffA',
  'staffB',
  'formerOrganizer',
  'inactiveStaff',
] as const;
export type Actor = (typeof ACTORS)[number];
type SignedInActor = Exclude<Actor, 'anonymous'>;

/**
 * owner and other are plain users; inactiveAdmin has role ADMIN but active false; withoutDocument
 * is signed in (just after auth sign-up) with no user document, and claims ADMIN in its token to
 * prove that claims grant nothing.
 */
export const ACCOUNTS: Record<SignedInActor, { uid: string; email: string; claims?: Record<string, string> }> = {
  owner: { uid: 'rules-owner', email: 'owner@rules.test' },
  other: { uid: 'rules-other', email: 'other@rules.test' },
  admin: { uid: 'rules-admin', email: 'admin@rules.test' },
  inactiveAdmin: { uid: 'rules-inactive-admin', email: 'inactive@rules.test' },
  withoutDocument: { uid: 'rules-without-document', email: 'new@rules.test', claims: { role: 'ADMIN' } },
  organizerA: { uid: 'rules-organizer-a', email: 'org-a@rules.test' },
  organizerB: { uid: 'rules-organizer-b', email: 'org-b@rules.test' },
  staffA: { uid: 'rules-staff-a', email: 'staff-a@rules.test' },
  staffB: { uid: 'rules-staff-b', email: 'staff-b@rules.test' },
  formerOrganizer: { uid: 'rules-former-organizer', email: 'former@rules.test' },
  inactiveStaff: { uid: 'rules-inactive-staff', email: 'inactive-staff@rules.test' },
};

/**
 * Organizers (v3): organizerA and organizerB are ORGANIZER members of org-a and org-b;
 * formerOrganizer is a USER whose document still names org-a (an operator changed only the role),
 * to prove the role is what counts. staffA is door staff of org-a's hidden show (and nothing
 * else), staffB of org-b's show; inactiveStaff is door staff of org-a's hidden show with a
 * deactivated account. Every one of them is a plain USER otherwise.
 */
export const ORGANIZER_IDS = { a: 'org-a', b: 'org-b' } as const;

export const DOCS = {
  activeEvent: 'events/active-show',
  inactiveEvent: 'events/inactive-show',
  partnerEvent: 'events/partner-show',
  paymentsConfig: 'config/payments_config',
  legalConfig: 'config/legal',
  ownerTicket: 'tickets/owner-ticket',
  otherTicket: 'tickets/other-ticket',
  notification: 'payment_notifications/notification-1',
  mail: 'mail/ticket-owner-ticket-confirmed',
  unknown: 'internal_notes/note-1',
  seatBlock: 'events/active-show/seat_blocks/0',
  ownerSeatHold: 'events/active-show/seat_holds/rules-owner',
  eventSlug: 'event_slugs/active-show',
  organizerA: 'organizers/org-a',
  organizerB: 'organizers/org-b',
  orgAShow: 'events/org-a-show',
  orgAHidden: 'events/org-a-hidden',
  orgBShow: 'events/org-b-show',
  orgBHidden: 'events/org-b-hidden',
  orgATicket: 'tickets/org-a-ticket',
  orgBTicket: 'tickets/org-b-ticket',
  staffAEntry: 'events/org-a-hidden/door_staff/rules-staff-a',
  staffBEntry: 'events/org-b-show/door_staff/rules-staff-b',
  inactiveStaffEntry: 'events/org-a-hidden/door_staff/rules-inactive-staff',
  visibleType: 'events/active-show/ticket_types/general',
  hiddenType: 'events/active-show/ticket_types/invitados',
  inactiveShowType: 'events/inactive-show/ticket_types/general',
  promoCode: 'promo_codes/RISAS2026',
} as const;

export function dbFor(env: RulesTestEnvironment, actor: Actor): RulesDb {
  if (actor === 'anonymous') return env.unauthenticatedContext().firestore();
  const { uid, email, claims } = ACCOUNTS[actor];
  return env.authenticatedContext(uid, { email, ...claims }).firestore();
}

/** A valid sign-up document (spec section 3 defaults) for `actor`. */
export function signUpDocument(actor: SignedInActor, overrides: DocumentData = {}): DocumentData {
  const { uid, email } = ACCOUNTS[actor];
  const fields = { uid, email, name: 'Nueva Persona', phone: '3001112233' };
  return { ...newUserDocument(fields, FieldValue.serverTimestamp()), ...overrides };
}

function storedUser(
  actor: SignedInActor,
  role: 'USER' | 'ORGANIZER' | 'ADMIN',
  active: boolean,
  organizerId?: string,
): DocumentData {
  const { uid, email } = ACCOUNTS[actor];
  const user = userDocument({ uid, email, name: 'Nueva Persona', phone: '3001112233', city: 'Bogotá', role, active });
  return organizerId ? { ...user, organizerId } : user;
}

function organizerFixture(name: string, nit: string): DocumentData {
  return organizerDocument({
    name,
    nit,
    email: 'producciones@rules.test',
    phone: '3001112233',
    commission_percent: 10,
    active: true,
  });
}

function staffEntry(actor: SignedInActor, eventId: string): DocumentData {
  const { uid, email } = ACCOUNTS[actor];
  return doorStaffDocument({ uid, eventId, email, name: 'Portero', addedBy: 'rules-admin' }, Timestamp.now());
}

const DAY_MS = 24 * 60 * 60 * 1000;

function showDocument(
  slug: string,
  status: string,
  venueName: string,
  daysFromNow: number,
  organizerId?: string,
): DocumentData {
  return {
    ...eventDocument({
      organizerId,
      slug,
      name: `Show ${slug}`,
      venue: { name: venueName, address: 'Calle 85 # 11-53, Bogotá' },
      start: new Date(Date.now() + daysFromNow * DAY_MS),
      date: '2030-01-01',
      time: '21:00',
      status,
    }),
    capacity: 80,
    seats_left: 12,
  };
}

export function ticketFor(owner: SignedInActor, overrides: DocumentData = {}): DocumentData {
  const { uid, email } = ACCOUNTS[owner];
  return {
    ...ticketDocument({
      userId: uid,
      eventId: 'active-show',
      amount: 58550,
      buyerEmail: email,
      metadata: {
        userName: 'Dueña',
        eventName: 'Show',
        eventDate: '2030-01-01',
        eventTime: '21:00',
        venue: 'Sala',
        city: 'Bogotá',
      },
    }),
    ...overrides,
  };
}

export async function seedRulesFixtures(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    batch.set(db.doc('users/rules-owner'), storedUser('owner', 'USER', true));
    batch.set(db.doc('users/rules-other'), storedUser('other', 'USER', true));
    batch.set(db.doc('users/rules-admin'), storedUser('admin', 'ADMIN', true));
    batch.set(db.doc('users/rules-inactive-admin'), storedUser('inactiveAdmin', 'ADMIN', false));
    batch.set(db.doc(DOCS.activeEvent), showDocument('active-show', EVENT_STATUS_ACTIVE, 'Casa de la Comedia', 1));
    batch.set(db.doc(DOCS.inactiveEvent), showDocument('inactive-show', 'inactive', 'Casa de la Comedia', 2));
    batch.set(db.doc(DOCS.partnerEvent), showDocument('partner-show', EVENT_STATUS_ACTIVE, PARTNER_VENUE_NAME, 3));
    batch.set(db.doc(DOCS.paymentsConfig), { fees: 5000, taxes: 19 });
    batch.set(db.doc(DOCS.legalConfig), legalConfigDocument());
    batch.set(db.doc(DOCS.ownerTicket), ticketFor('owner'));
    batch.set(db.doc(DOCS.otherTicket), ticketFor('other'));
    batch.set(db.doc(DOCS.notification), { paymentId: '123', outcome: 'approved', receivedAt: Timestamp.now() });
    batch.set(db.doc(DOCS.mail), {
      to: 'usuario@carcajada.test',
      message: { subject: 'Tus entradas', text: '', html: '' },
    });
    batch.set(db.doc(DOCS.unknown), { text: 'privado' });
    batch.set(db.doc(DOCS.seatBlock), { seats_left: 12 });
    batch.set(db.doc(DOCS.ownerSeatHold), { seats: 2, updatedAt: Timestamp.now() });
    batch.set(db.doc(DOCS.eventSlug), eventSlugDocument('active-show'));
    seedOrganizerFixtures(batch, db);
    batch.set(db.doc(DOCS.visibleType), ticketTypeDocument({ name: 'General', price: 45_000 }));
    batch.set(db.doc(DOCS.hiddenType), ticketTypeDocument({ name: 'Invitados', price: 0, hidden: true }));
    batch.set(db.doc(DOCS.inactiveShowType), ticketTypeDocument({ name: 'General', price: 45_000 }));
    batch.set(db.doc(DOCS.promoCode), promoCodeDocument({ eventId: 'active-show', kind: 'percent', value: 10 }));
    await batch.commit();
  });
}

function seedOrganizerFixtures(batch: firebase.firestore.WriteBatch, db: RulesDb): void {
  const { a, b } = ORGANIZER_IDS;
  batch.set(db.doc('users/rules-organizer-a'), storedUser('organizerA', 'ORGANIZER', true, a));
  batch.set(db.doc('users/rules-organizer-b'), storedUser('organizerB', 'ORGANIZER', true, b));
  batch.set(db.doc('users/rules-staff-a'), storedUser('staffA', 'USER', true));
  batch.set(db.doc('users/rules-staff-b'), storedUser('staffB', 'USER', true));
  batch.set(db.doc('users/rules-former-organizer'), storedUser('formerOrganizer', 'USER', true, a));
  batch.set(db.doc('users/rules-inactive-staff'), storedUser('inactiveStaff', 'USER', false));
  batch.set(db.doc(DOCS.organizerA), organizerFixture('Risas Producciones', '900123456-8'));
  batch.set(db.doc(DOCS.organizerB), organizerFixture('Comedia Norte', '901456789-8'));
  batch.set(db.doc(DOCS.orgAShow), showDocument('org-a-show', EVENT_STATUS_ACTIVE, 'Sala A', 40, a));
  batch.set(db.doc(DOCS.orgAHidden), showDocument('org-a-hidden', 'inactive', 'Sala A', 41, a));
  batch.set(db.doc(DOCS.orgBShow), showDocument('org-b-show', EVENT_STATUS_ACTIVE, 'Sala B', 40, b));
  batch.set(db.doc(DOCS.orgBHidden), showDocument('org-b-hidden', 'inactive', 'Sala B', 41, b));
  // bought by an account with no user document yet (so owner's and other's own lists stay as they were);
  // the organizers' shows are beyond the home page's 30-day window, so the public lists stay as they were
  batch.set(db.doc(DOCS.orgATicket), ticketFor('withoutDocument', { eventId: 'org-a-hidden', organizerId: a }));
  batch.set(db.doc(DOCS.orgBTicket), ticketFor('withoutDocument', { eventId: 'org-b-show', organizerId: b }));
  batch.set(db.doc(DOCS.staffAEntry), staffEntry('staffA', 'org-a-hidden'));
  batch.set(db.doc(DOCS.staffBEntry), staffEntry('staffB', 'org-b-show'));
  batch.set(db.doc(DOCS.inactiveStaffEntry), staffEntry('inactiveStaff', 'org-a-hidden'));
}
