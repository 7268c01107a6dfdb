import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { DOOR_STAFF_COLLECTION } from '@carcajada/domain/stored/door-staff';
import { EVENTS_COLLECTION } from '@carcajada/domain/stored/event';
import { ORGANIZERS_COLLECTION } from '@carcajada/domain/stored/organizer';
import { TICKETS_COLLECTION } from '@carcajada/domain/stored/ticket';
import { TICKET_TYPES_COLLECTION } from '@carcajada/domain/stored/ticket-type';
import { runningInEmulator } from '../config.js';
import {
  getFirestore,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

/** Collection and document paths of the Firestore table in docs. */
export const COLLECTIONS = {
  users: 'users',
  events: EVENTS_COLLECTION,
  tickets: TICKETS_COLLECTION,
  paymentNotifications: 'payment_notifications',
  /** webhook_rejections/{hour}: counters of unsigned or badly signed webhook requests. */
  webhookRejections: 'webhook_rejections',
  /** events/{eventId}/seat_blocks/{n}: the show's seats, split so buyers do not all write one document. */
  seatBlocks: 'seat_blocks',
  /** events/{eventId}/ticket_types/{typeId}: what a show sells. */
  ticketTypes: TICKET_TYPES_COLLECTION,
  /** events/{eventId}/ticket_types/{typeId}/quota_blocks/{n}: a type's quota, split like the seats. */
  quotaBlocks: 'quota_blocks',
  /** promo_codes/{CODE}: discounts and courtesies (no client reads or writes). */
  promoCodes: 'promo_codes',
  /** events/{eventId}/seat_holds/{uid}: unpaid seats one account holds for the show. */
  seatHolds: 'seat_holds',
  /** mail/{id}: outgoing mail in the Trigger Email extension's format, delivered by deliverMail. */
  mail: 'mail',
  /** event_slugs/{slug}: { eventId }, the reservation that keeps every event's slug unique. */
  eventSlugs: 'event_slugs',
  organizers: ORGANIZERS_COLLECTION,
  doorStaff: DOOR_STAFF_COLLECTION,
  /** events/{eventId}/box_office_blocks/{n}: seats kept from the online sale for the door (`box_office_quota`). */
  boxOfficeBlocks: 'box_office_blocks',
  /** events/{eventId}/box_office_shifts/{shiftId}: one till closed by one seller (closeBoxOfficeShift). */
  boxOfficeShifts: 'box_office_shifts',
  /** promo_guesses/{who}_{hour}: wrong promo codes one account or address typed in that hour. */
  promoGuesses: 'promo_guesses',
} as const;
export const PAYMENTS_CONFIG_PATH = 'config/payments_config';

/**
 * The default app, initialised on first use (cold starts that never touch it stay cheap).
 * firebase-functions may have created a named app of its own for Firestore triggers.
 */
export function adminApp(): App {
  const existing = getApps().find((app) => app.name === '[DEFAULT]');
  if (existing) return existing;
  return runningInEmulator ? initializeApp({ serviceAccountId: EMULATED_SERVICE_ACCOUNT }) : initializeApp();
}

const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function eventRef(eventId: string): DocumentReference {
  return db().collection(COLLECTIONS.events).doc(eventId);
}

export function eventSlugRef(slug: string): DocumentReference {
  return db().collection(COLLECTIONS.eventSlugs).doc(slug);
}

export function ticketsCollection(): CollectionReference {
  return db().collection(COLLECTIONS.tickets);
}

/** The gRPC status codes Firestore errors carry that the functions tell apart. */
const GRPC = { notFound: 5, alreadyExists: 6, failedPrecondition: 9 } as const;

function hasGrpcCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** A `create()` found the document already there. */
export function isAlreadyExists(error: unknown): boolean {
  return hasGrpcCode(error, GRPC.alreadyExists);
}

/** A write guarded by the update time it read found the document changed meanwhile. */
export function isStaleWrite(error: unknown): boolean {
  return hasGrpcCode(error, GRPC.failedPrecondition);
}

/** An `update()` found no document: it was deleted since it was read. */
export function isGoneDocument(error: unknown): boolean {
  return hasGrpcCode(error, GRPC.notFound);
}

export function ticketRef(ticketId: string): DocumentReference {
  return db().collection(COLLECTIONS.tickets).doc(ticketId);
}

export function doorStaffRef(eventId: string, uid: string): DocumentReference {
  return eventRef(eventId).collection(COLLECTIONS.doorStaff).doc(uid);
}

export function organizerRef(organizerId: string): DocumentReference {
  return db().collection(COLLECTIONS.organizers).doc(organizerId);
}

export function seatBlocksOf(eventId: string): CollectionReference {
  return eventRef(eventId).collection(COLLECTIONS.seatBlocks);
}

export function seatHoldRef(eventId: string, uid: string): DocumentReference {
  return eventRef(eventId).collection(COLLECTIONS.seatHolds).doc(uid);
}

export function ticketTypesOf(eventId: string): CollectionReference {
  return eventRef(eventId).collection(COLLECTIONS.ticketTypes);
}

export function promoCodeRef(code: string): DocumentReference {
  return db().collection(COLLECTIONS.promoCodes).doc(code);
}

/**
 * The Firestore emulator answers a transaction it gave up for another's lock with INVALID_ARGUMENT
 * "Transaction is invalid or closed", where Firestore answers ABORTED, which the SDK retries by
 * itself. Every transaction body here may run again (the SDK already re-runs them), so that answer
 * is retried the same way, a few times.
 */
const CLOSED_TRANSACTION = /Transaction is invalid or closed/;
const CLOSED_TRANSACTION_ATTEMPTS = 3;

function isClosedTransaction(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 3 && CLOSED_TRANSACTION.test(String((error as Error)?.message));
}

/** `db().runTransaction(body)`, also retried when the emulator closed the transaction (above). */
export async function runTransaction<T>(body: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().runTransaction(body);
    } catch (error) {
      if (attempt >= CLOSED_TRANSACTION_ATTEMPTS || !isClosedTransaction(error)) throw error;
    }
  }
}
