/** A cancelled date (cancelEvent) and door staff of a whole show (setDoorStaff with seriesId). */
import { describe, expect, it } from 'vitest';
import { eventDocument } from '@carcajada/domain/stored/event';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACCOUNTS, ORGANIZER_IDS, Timestamp, dbFor, type Actor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const DAY_MS = 24 * 60 * 60 * 1000;
const CANCELLED = 'events/org-a-cancelled';

/** A date of organizer A's show, cancelled, with its progress, and staffA at its door as show-wide staff. */
async function seedCancelledDate(): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const start = new Date(Date.now() + 5 * DAY_MS);
    await db.doc(CANCELLED).set({
      ...eventDocument({
        slug: 'org-a-cancelled',
        name: 'Jueves de risa',
        start,
        date: start.toISOString().slice(0, 10),
        time: '20:00',
        city: 'Bogotá',
        ticket_price: 45_000,
        status: 'cancelled',
        organizerId: ORGANIZER_IDS.a,
      }),
      series_id: 'org-a-show',
      cancellation: { message: 'El comediante está enfermo.', tickets: 300, paid: 300, refunded: 120, done: false },
    });
    const { uid, email } = ACCOUNTS.staffA;
    await db.doc(`${CANCELLED}/door_staff/${uid}`).set({
      ...doorStaffDocument(
        { uid, eventId: 'org-a-cancelled', email, name: 'Portero', addedBy: 'rules-admin' },
        Timestamp.now(),
      ),
      seriesId: 'org-a-show',
    });
  });
}

const OUTSIDERS: Actor[] = ['anonymous', 'owner', 'other', 'organizerB', 'staffB', 'withoutDocument'];

describe('a cancelled date', () => {
  it.each(OUTSIDERS)('is hidden, with its cancellation message and progress, from %s', async (actor) => {
    await seedCancelledDate();
    await expectAccess(dbFor(rulesEnv(), actor).doc(CANCELLED).get(), false);
  });

  it.each(['admin', 'organizerA', 'staffA'] as const)(
    'is read by %s (the dashboard shows its refunds)',
    async (actor) => {
      await seedCancelledDate();
      const read = dbFor(rulesEnv(), actor).doc(CANCELLED).get();
      await expectAccess(read, true);
      expect((await read).get('cancellation.refunded')).toBe(120);
    },
  );

  it.each(['anonymous', 'owner'] as const)('a query for cancelled dates is denied to %s', async (actor) => {
    await seedCancelledDate();
    const query = dbFor(rulesEnv(), actor).collection('events').where('status', '==', 'cancelled');
    await expectAccess(query.get(), false);
  });

  it.each(['organizerA', 'admin'] as const)(
    '%s cannot write its status or progress (only cancelEvent does)',
    async (actor) => {
      await seedCancelledDate();
      const db = dbFor(rulesEnv(), actor);
      await expectAccess(db.doc(CANCELLED).update({ status: 'active' }), false);
      await expectAccess(db.doc(CANCELLED).update({ 'cancellation.done': true }), false);
    },
  );
});

describe('door staff of a whole show', () => {
  it('finds its show-wide entries with its own collection group query, and nobody writes them', async () => {
    await seedCancelledDate();
    const staff = dbFor(rulesEnv(), 'staffA');
    const own = staff.collectionGroup('door_staff').where('uid', '==', ACCOUNTS.staffA.uid).get();
    await expectAccess(own, true);
    expect((await own).docs.map((doc) => doc.get('eventId'))).toContain('org-a-cancelled');
    const entry = `${CANCELLED}/door_staff/${ACCOUNTS.staffA.uid}`;
    await expectAccess(staff.doc(entry).update({ seriesId: 'otra' }), false);
    await expectAccess(dbFor(rulesEnv(), 'organizerA').doc(entry).delete(), false);
    await expectAccess(dbFor(rulesEnv(), 'staffB').doc(entry).get(), false);
  });
});
