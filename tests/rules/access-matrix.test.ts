/**
 * The access table of docs/firestore.md as a matrix: every actor × every collection ×
 * get, list, create, update, delete. Finer attacks live in the per-collection files.
 */
import { describe, it } from 'vitest';
import { databaseUnchanged, useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, DOCS, dbFor, signUpDocument, ticketFor, type Actor, type RulesDb } from '../support/rules/fixtures.js';
import { accessLabel, expectAccess } from '../support/rules/assert.js';

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
type Request = (db: RulesDb) => Promise<unknown>;
type CollectionAccess = Record<Operation, { request: Request; allowedFor: readonly Actor[] }>;

const EVERYONE = ACTORS;
const NOBODY: readonly Actor[] = [];

/** Every denied write here would be allowed if the rule were `if true`, so denials are meaningful. */
const MATRIX: Record<string, CollectionAccess> = {
  users: {
    get: { request: (db) => db.doc('users/rules-owner').get(), allowedFor: ['owner', 'admin'] },
    list: { request: (db) => db.collection('users').get(), allowedFor: ['admin'] },
    // the only valid create: a signed-in user without a document signs up
    create: {
      request: (db) => db.doc('users/rules-without-document').set(signUpDocument('withoutDocument')),
      allowedFor: ['withoutDocument'],
    },
    update: { request: (db) => db.doc('users/rules-owner').update({ name: 'Otro Nombre' }), allowedFor: ['owner'] },
    delete: { request: (db) => db.doc('users/rules-owner').delete(), allowedFor: NOBODY },
  },
  events: {
    get: { request: (db) => db.doc(DOCS.activeEvent).get(), allowedFor: EVERYONE },
    list: { request: (db) => db.collection('events').where('status', '==', 'active').get(), allowedFor: EVERYONE },
    create: {
      request: (db) => db.doc('events/new-show').set({ slug: 'new-show', status: 'active' }),
      allowedFor: NOBODY,
    },
    update: { request: (db) => db.doc(DOCS.activeEvent).update({ ticket_price: 0 }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.activeEvent).delete(), allowedFor: NOBODY },
  },
  organizers: {
    get: { request: (db) => db.doc(DOCS.organizerA).get(), allowedFor: ['admin', 'organizerA'] },
    list: { request: (db) => db.collection('organizers').get(), allowedFor: ['admin'] },
    create: {
      request: (db) => db.doc('organizers/new-organizer').set({ name: 'Nuevo', commission_percent: 0 }),
      allowedFor: NOBODY,
    },
    update: { request: (db) => db.doc(DOCS.organizerA).update({ commission_percent: 0 }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.organizerA).delete(), allowedFor: NOBODY },
  },
  door_staff: {
    get: { request: (db) => db.doc(DOCS.staffAEntry).get(), allowedFor: ['admin', 'organizerA', 'staffA'] },
    list: {
      request: (db) => db.collection('events/org-a-hidden/door_staff').get(),
      allowedFor: ['admin', 'organizerA'],
    },
    create: {
      request: (db) =>
        db.doc('events/org-a-hidden/door_staff/rules-other').set({ uid: 'rules-other', eventId: 'org-a-hidden' }),
      allowedFor: NOBODY,
    },
    update: { request: (db) => db.doc(DOCS.staffAEntry).update({ eventId: 'org-b-show' }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.staffAEntry).delete(), allowedFor: NOBODY },
  },
  event_slugs: {
    get: { request: (db) => db.doc(DOCS.eventSlug).get(), allowedFor: NOBODY },
    list: { request: (db) => db.collection('event_slugs').get(), allowedFor: NOBODY },
    create: { request: (db) => db.doc('event_slugs/new-show').set({ eventId: 'new-show' }), allowedFor: NOBODY },
    update: { request: (db) => db.doc(DOCS.eventSlug).update({ eventId: 'inactive-show' }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.eventSlug).delete(), allowedFor: NOBODY },
  },
  config: {
    get: { request: (db) => db.doc(DOCS.paymentsConfig).get(), allowedFor: EVERYONE },
    list: { request: (db) => db.collection('config').get(), allowedFor: NOBODY },
    create: { request: (db) => db.doc('config/other_config').set({ fees: 0 }), allowedFor: NOBODY },
    update: { request: (db) => db.doc(DOCS.paymentsConfig).update({ fees: 0, taxes: 0 }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.paymentsConfig).delete(), allowedFor: NOBODY },
  },
  tickets: {
    get: { request: (db) => db.doc(DOCS.ownerTicket).get(), allowedFor: ['owner', 'admin'] },
    list: { request: (db) => db.collection('tickets').get(), allowedFor: ['admin'] },
    create: { request: (db) => db.doc('tickets/new-ticket').set(ticketFor('owner')), allowedFor: NOBODY },
    update: {
      request: (db) => db.doc(DOCS.ownerTicket).update({ ticketStatus: 'paid', paymentStatus: 'approved' }),
      allowedFor: NOBODY,
    },
    delete: { request: (db) => db.doc(DOCS.ownerTicket).delete(), allowedFor: NOBODY },
  },
  payment_notifications: {
    get: { request: (db) => db.doc(DOCS.notification).get(), allowedFor: NOBODY },
    list: { request: (db) => db.collection('payment_notifications').get(), allowedFor: NOBODY },
    create: {
      request: (db) => db.doc('payment_notifications/forged').set({ paymentId: '999', outcome: 'approved' }),
      allowedFor: NOBODY,
    },
    update: { request: (db) => db.doc(DOCS.notification).update({ outcome: 'ignored' }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.notification).delete(), allowedFor: NOBODY },
  },
  mail: {
    get: { request: (db) => db.doc(DOCS.mail).get(), allowedFor: NOBODY },
    list: { request: (db) => db.collection('mail').get(), allowedFor: NOBODY },
    create: {
      request: (db) => db.doc('mail/forged').set({ to: 'victima@carcajada.test', message: { subject: 'Hola' } }),
      allowedFor: NOBODY,
    },
    update: { request: (db) => db.doc(DOCS.mail).update({ to: 'otro@carcajada.test' }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.mail).delete(), allowedFor: NOBODY },
  },
  'an unknown collection': {
    get: { request: (db) => db.doc(DOCS.unknown).get(), allowedFor: NOBODY },
    list: { request: (db) => db.collection('internal_notes').get(), allowedFor: NOBODY },
    create: { request: (db) => db.doc('internal_notes/new-note').set({ text: 'hola' }), allowedFor: NOBODY },
    update: { request: (db) => db.doc(DOCS.unknown).update({ text: 'cambiado' }), allowedFor: NOBODY },
    delete: { request: (db) => db.doc(DOCS.unknown).delete(), allowedFor: NOBODY },
  },
};

const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

const rows = Object.entries(MATRIX).flatMap(([collection, access]) =>
  OPERATIONS.flatMap((operation) =>
    EVERYONE.map((actor) => {
      const { request, allowedFor } = access[operation];
      const allowed = allowedFor.includes(actor);
      return { collection, operation, actor, request, allowed, expected: accessLabel(allowed) };
    }),
  ),
);

const rulesEnv = useRulesEnvironment();

describe('access matrix (docs/firestore.md)', () => {
  it.each(rows)('$collection: $operation by $actor is $expected', async ({ operation, actor, request, allowed }) => {
    await expectAccess(request(dbFor(rulesEnv(), actor)), allowed);
    if (!allowed || operation === 'get' || operation === 'list') databaseUnchanged();
  });

  it('has one row per actor, collection and operation', ({ expect }) => {
    expect(rows).toHaveLength(ACTORS.length * Object.keys(MATRIX).length * OPERATIONS.length);
  });
});
