/**
 * Organizers and door staff (v3): each organizer reads only its own shows and tickets, door staff
 * only their shows until a day after them and no ticket at all (their admission list is the
 * admissionList callable's); organizers/ and door_staff/ are read by those they concern and
 * written by no client.
 */
import { describe, expect, it } from 'vitest';
import { userDocument } from '@carcajada/domain';
import { databaseUnchanged, useRulesEnvironment } from '../support/rules/suite.js';
import {
  ACCOUNTS,
  ACTORS,
  DOCS,
  FieldValue,
  ORGANIZER_IDS,
  Timestamp,
  dbFor,
  type Actor,
  type RulesQuery,
} from '../support/rules/fixtures.js';
import { accessLabel, expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

function rowsFor(path: string, allowedFor: readonly Actor[]) {
  return ACTORS.map((actor) => {
    const allowed = allowedFor.includes(actor);
    return { path, actor, allowed, expected: accessLabel(allowed) };
  });
}

describe("an organizer's shows", () => {
  it.each([
    ...rowsFor(DOCS.orgAShow, ACTORS),
    ...rowsFor(DOCS.orgAHidden, ['admin', 'organizerA', 'staffA']),
    ...rowsFor(DOCS.orgBHidden, ['admin', 'organizerB']),
  ])('get $path by $actor is $expected', async ({ path, actor, allowed }) => {
    await expectAccess(dbFor(rulesEnv(), actor).doc(path).get(), allowed);
    databaseUnchanged();
  });

  it("the organizer's dashboard query (organizerId == its own) returns its shows, hidden ones included", async () => {
    const query = dbFor(rulesEnv(), 'organizerA')
      .collection('events')
      .where('organizerId', '==', ORGANIZER_IDS.a)
      .orderBy('event_date');
    await expectAccess(query.get(), true);
    expect((await query.get()).docs.map((doc) => doc.id)).toEqual(['org-a-show', 'org-a-hidden']);
  });

  it.each(['organizerB', 'formerOrganizer', 'staffA', 'owner'] as const)(
    "%s cannot query org-a's shows",
    async (actor) => {
      const query = dbFor(rulesEnv(), actor).collection('events').where('organizerId', '==', ORGANIZER_IDS.a);
      await expectAccess(query.get(), false);
      databaseUnchanged();
    },
  );

  it('a deactivated ORGANIZER account loses its shows', async () => {
    await rulesEnv().withSecurityRulesDisabled((context) =>
      context.firestore().doc(`users/${ACCOUNTS.organizerA.uid}`).update({ active: false }),
    );
    const db = dbFor(rulesEnv(), 'organizerA');
    await expectAccess(db.doc(DOCS.orgAHidden).get(), false);
    await expectAccess(db.collection('tickets').where('organizerId', '==', ORGANIZER_IDS.a).get(), false);
  });

  it('an organizer cannot list shows without its organizerId filter', async () => {
    await expectAccess(dbFor(rulesEnv(), 'organizerA').collection('events').orderBy('event_date').get(), false);
  });
});

describe("an organizer's tickets", () => {
  it.each([
    ...rowsFor(DOCS.orgATicket, ['withoutDocument', 'admin', 'organizerA']),
    ...rowsFor(DOCS.orgBTicket, ['withoutDocument', 'admin', 'organizerB']),
  ])('get $path by $actor is $expected', async ({ path, actor, allowed }) => {
    await expectAccess(dbFor(rulesEnv(), actor).doc(path).get(), allowed);
    databaseUnchanged();
  });

  it('the organizer queries its tickets by organizerId (and by show within it)', async () => {
    const tickets = dbFor(rulesEnv(), 'organizerA').collection('tickets');
    const own = tickets.where('organizerId', '==', ORGANIZER_IDS.a);
    await expectAccess(own.get(), true);
    expect((await own.get()).docs.map((doc) => doc.id)).toEqual(['org-a-ticket']);
    await expectAccess(own.where('eventId', '==', 'org-a-hidden').get(), true);
  });

  it.each([
    { case: "another organizer's id", query: { organizerId: ORGANIZER_IDS.b } },
    { case: "another organizer's show", query: { eventId: 'org-b-show' } },
    { case: 'its own show without the organizerId filter', query: { eventId: 'org-a-hidden' } },
  ])('an organizer cannot query tickets by $case', async ({ query }) => {
    let tickets: RulesQuery = dbFor(rulesEnv(), 'organizerA').collection('tickets');
    for (const [field, value] of Object.entries(query)) tickets = tickets.where(field, '==', value);
    await expectAccess(tickets.get(), false);
    databaseUnchanged();
  });

  it.each([
    { actor: 'staffA', eventId: 'org-a-hidden' },
    { actor: 'staffB', eventId: 'org-b-show' },
    { actor: 'staffA', eventId: 'org-b-show' },
    { actor: 'staffB', eventId: 'org-a-hidden' },
    { actor: 'inactiveStaff', eventId: 'org-a-hidden' },
    { actor: 'organizerB', eventId: 'org-a-hidden' },
    { actor: 'formerOrganizer', eventId: 'org-a-hidden' },
  ] as const)(
    '$actor cannot query the tickets of $eventId (door staff: not even their own show)',
    async ({ actor, eventId }) => {
      const query = dbFor(rulesEnv(), actor).collection('tickets').where('eventId', '==', eventId);
      await expectAccess(query.get(), false);
      databaseUnchanged();
    },
  );
});

describe('door staff after the show', () => {
  const HOUR_MS = 60 * 60 * 1000;

  async function showStartedHoursAgo(hours: number): Promise<void> {
    const start = Timestamp.fromMillis(Date.now() - hours * HOUR_MS);
    await rulesEnv().withSecurityRulesDisabled((context) =>
      context.firestore().doc(DOCS.orgAHidden).update({ event_date: start }),
    );
  }

  it('door staff still read their hidden show 23 hours after it started', async () => {
    await showStartedHoursAgo(23);
    await expectAccess(dbFor(rulesEnv(), 'staffA').doc(DOCS.orgAHidden).get(), true);
  });

  it.each(rowsFor(DOCS.orgAHidden, ['admin', 'organizerA']))(
    '25 hours after the show, get $path by $actor is $expected',
    async ({ path, actor, allowed }) => {
      await showStartedHoursAgo(25);
      await expectAccess(dbFor(rulesEnv(), actor).doc(path).get(), allowed);
    },
  );

  it('a show without a date is nobody’s door', async () => {
    await rulesEnv().withSecurityRulesDisabled((context) =>
      context.firestore().doc(DOCS.orgAHidden).update({ event_date: FieldValue.delete() }),
    );
    await expectAccess(dbFor(rulesEnv(), 'staffA').doc(DOCS.orgAHidden).get(), false);
  });
});

describe('organizers', () => {
  it.each(rowsFor(DOCS.organizerB, ['admin', 'organizerB']))(
    'get $path by $actor is $expected',
    async ({ path, actor, allowed }) => {
      await expectAccess(dbFor(rulesEnv(), actor).doc(path).get(), allowed);
      databaseUnchanged();
    },
  );

  it.each(['admin', 'organizerA'] as const)('%s cannot change an organizer’s commission', async (actor) => {
    await expectAccess(dbFor(rulesEnv(), actor).doc(DOCS.organizerA).update({ commission_percent: 0 }), false);
    databaseUnchanged();
  });
});

describe('door staff', () => {
  it('a door person finds their shows (collection group, uid == theirs)', async () => {
    const query = dbFor(rulesEnv(), 'staffA').collectionGroup('door_staff').where('uid', '==', ACCOUNTS.staffA.uid);
    await expectAccess(query.get(), true);
    expect((await query.get()).docs.map((doc) => doc.ref.path)).toEqual([DOCS.staffAEntry]);
  });

  it.each(['staffA', 'organizerA', 'owner'] as const)(
    "%s cannot find another person's shows or list every door person",
    async (actor) => {
      const group = dbFor(rulesEnv(), actor).collectionGroup('door_staff');
      await expectAccess(group.where('uid', '==', ACCOUNTS.staffB.uid).get(), false);
      await expectAccess(group.get(), false);
      databaseUnchanged();
    },
  );

  it.each([...rowsFor(DOCS.staffBEntry, ['admin', 'organizerB', 'staffB'])])(
    'get $path by $actor is $expected',
    async ({ path, actor, allowed }) => {
      await expectAccess(dbFor(rulesEnv(), actor).doc(path).get(), allowed);
      databaseUnchanged();
    },
  );

  it.each(['organizerA', 'staffA', 'admin'] as const)('%s cannot add a door person directly', async (actor) => {
    const entry = dbFor(rulesEnv(), actor).doc('events/org-a-show/door_staff/rules-owner');
    await expectAccess(entry.set({ uid: 'rules-owner', eventId: 'org-a-show', email: 'owner@rules.test' }), false);
    databaseUnchanged();
  });
});

describe('accounts at the edges of a role', () => {
  it('an ORGANIZER account without an organizerId reads none of the platform’s tickets', async () => {
    // malformed (an operator set the role only): the platform's tickets carry organizerId null
    const uid = 'rules-organizer-without-id';
    await rulesEnv().withSecurityRulesDisabled((context) =>
      context
        .firestore()
        .doc(`users/${uid}`)
        .set(
          userDocument({
            uid,
            email: 'sin-id@rules.test',
            name: 'Sin Organizador',
            phone: '3001112233',
            role: 'ORGANIZER',
          }),
        ),
    );
    const db = rulesEnv().authenticatedContext(uid, { email: 'sin-id@rules.test' }).firestore();
    await expectAccess(db.doc(DOCS.ownerTicket).get(), false);
    await expectAccess(db.collection('tickets').where('organizerId', '==', null).get(), false);
  });

  it.each(rowsFor(DOCS.inactiveStaffEntry, ['admin', 'organizerA', 'inactiveStaff']))(
    'get $path (a second door person of staffA’s show) by $actor is $expected',
    async ({ path, actor, allowed }) => {
      await expectAccess(dbFor(rulesEnv(), actor).doc(path).get(), allowed);
      databaseUnchanged();
    },
  );
});
