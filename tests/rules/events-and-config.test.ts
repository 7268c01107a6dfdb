/** events (public, active only) and config/payments_config (public read), including the web's own queries. */
import { describe, expect, it } from 'vitest';
import { EVENT_STATUS_ACTIVE, EVENTS_PAGE_SIZE, PARTNER_VENUE_NAME } from '@carcajada/domain';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, DOCS, FieldPath, Timestamp, dbFor, type RulesDb, type RulesQuery } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const DAY_MS = 24 * 60 * 60 * 1000;
/** An inactive ADMIN and a token claiming ADMIN are not ADMIN. */
const NOT_ADMIN = ACTORS.filter((actor) => actor !== 'admin');

/**
 * The web's list query: active events in a date window that are their show's first there
 * (previous_date before the window), by date then id, one page at a time.
 */
function eventWindowQuery(db: RulesDb, venueName?: string): RulesQuery {
  let query: RulesQuery = db.collection('events').where('status', '==', EVENT_STATUS_ACTIVE);
  if (venueName) query = query.where('venue.name', '==', venueName);
  const from = Timestamp.now();
  return query
    .where('event_date', '>=', from)
    .where('event_date', '<', Timestamp.fromMillis(Date.now() + 30 * DAY_MS))
    .where('previous_date', '<', from)
    .orderBy('event_date', 'asc')
    .orderBy('previous_date', 'asc')
    .orderBy(FieldPath.documentId())
    .limit(EVENTS_PAGE_SIZE);
}

describe('events', () => {
  it.each(NOT_ADMIN)('an inactive event is hidden from %s', async (actor) => {
    await expectAccess(dbFor(rulesEnv(), actor).doc(DOCS.inactiveEvent).get(), false);
  });

  it.each(NOT_ADMIN)('listing events without the status filter is denied to %s', async (actor) => {
    await expectAccess(dbFor(rulesEnv(), actor).collection('events').orderBy('event_date').get(), false);
  });

  it('an ADMIN reads an inactive event and lists every event (the organizer dashboard)', async () => {
    const db = dbFor(rulesEnv(), 'admin');
    await expectAccess(db.doc(DOCS.inactiveEvent).get(), true);
    const all = db.collection('events').orderBy('event_date').get();
    await expectAccess(all, true);
    expect((await all).docs.map((doc) => doc.id)).toEqual([
      'active-show',
      'inactive-show',
      'partner-show',
      'org-a-show',
      'org-b-show',
      'org-a-hidden',
      'org-b-hidden',
    ]);
  });

  it('a slug query without the status filter is denied', async () => {
    const query = dbFor(rulesEnv(), 'anonymous').collection('events').where('slug', '==', 'active-show').limit(1);
    await expectAccess(query.get(), false);
  });

  it.each(NOT_ADMIN)('a query for inactive events is denied to %s', async (actor) => {
    const query = dbFor(rulesEnv(), actor).collection('events').where('status', '==', 'inactive');
    await expectAccess(query.get(), false);
  });

  it('the home query (status, date window, order, page size) is allowed and returns only active events', async () => {
    const snapshot = eventWindowQuery(dbFor(rulesEnv(), 'anonymous')).get();
    await expectAccess(snapshot, true);
    expect((await snapshot).docs.map((doc) => doc.id)).toEqual(['active-show', 'partner-show']);
  });

  it('the next page, after a cursor, is allowed', async () => {
    const db = dbFor(rulesEnv(), 'anonymous');
    const firstPage = await eventWindowQuery(db).get();
    const lastSeen = firstPage.docs[0];
    const nextPage = eventWindowQuery(db)
      .startAfter(lastSeen?.get('event_date'), lastSeen?.get('previous_date'), lastSeen?.id)
      .get();
    await expectAccess(nextPage, true);
    expect((await nextPage).docs.map((doc) => doc.id)).toEqual(['partner-show']);
  });

  it('the partner venue query is allowed and returns only that venue', async () => {
    const snapshot = eventWindowQuery(dbFor(rulesEnv(), 'owner'), PARTNER_VENUE_NAME).get();
    await expectAccess(snapshot, true);
    expect((await snapshot).docs.map((doc) => doc.id)).toEqual(['partner-show']);
  });

  it.each([
    { slug: 'active-show', found: 1 },
    { slug: 'inactive-show', found: 0 },
  ])('the detail query by slug $slug is allowed and finds $found', async ({ slug, found }) => {
    const query = dbFor(rulesEnv(), 'anonymous')
      .collection('events')
      .where('slug', '==', slug)
      .where('status', '==', EVENT_STATUS_ACTIVE)
      .limit(1);
    await expectAccess(query.get(), true);
    expect((await query.get()).size).toBe(found);
  });

  // The emulator checks a query pinned to one document id like a get of that document, so the
  // web's legacy /event/{id} lookup is denied (not empty) for a missing or inactive event.
  it.each([
    { id: 'active-show', allowed: true },
    { id: 'inactive-show', allowed: false },
    { id: 'no-such-show', allowed: false },
  ])('the legacy query by document id $id with the status filter: allowed=$allowed', async ({ id, allowed }) => {
    const query = dbFor(rulesEnv(), 'anonymous')
      .collection('events')
      .where(FieldPath.documentId(), '==', id)
      .where('status', '==', EVENT_STATUS_ACTIVE)
      .limit(1);
    await expectAccess(query.get(), allowed);
  });

  it.each(ACTORS)('%s cannot publish or reactivate an event', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc('events/my-show').set({ slug: 'my-show', status: EVENT_STATUS_ACTIVE }), false);
    await expectAccess(db.doc(DOCS.inactiveEvent).update({ status: EVENT_STATUS_ACTIVE }), false);
  });

  // previous_date decides which date of a show the lists keep: only the functions keep it
  it.each(ACTORS)("%s cannot set a date's previous_date, not even on its own show", async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    for (const show of [DOCS.activeEvent, DOCS.orgAShow])
      await expectAccess(db.doc(show).update({ previous_date: Timestamp.fromMillis(0) }), false);
  });
});

describe('config/payments_config', () => {
  it('anyone reads the fees and taxes', async () => {
    const read = dbFor(rulesEnv(), 'anonymous').doc(DOCS.paymentsConfig).get();
    await expectAccess(read, true);
    expect((await read).data()).toEqual({ fees: 5000, taxes: 19 });
  });

  it.each(['owner', 'admin'] as const)('%s cannot create it when it is missing, nor lower the fees', async (actor) => {
    await rulesEnv().withSecurityRulesDisabled((context) => context.firestore().doc(DOCS.paymentsConfig).delete());
    const config = dbFor(rulesEnv(), actor).doc(DOCS.paymentsConfig);
    await expectAccess(config.set({ fees: 0, taxes: 0 }), false);
    await expectAccess(config.set({ fees: 0 }, { merge: true }), false);
  });
});
