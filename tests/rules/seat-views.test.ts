/**
 * Seated dates (v6): a date's seat views are read as the date itself is; its seat claims and a
 * ticket's seats are the server's alone (no client reads a claim, none writes a seat's state).
 */
import { describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, DOCS, dbFor, type Actor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

const VIEW = { name: 'Platea', planId: 'plan-a', state: '0010', sort: 0 };
const CLAIM = { ticketId: 'owner-ticket', zoneId: 'z1', state: 'held' };

async function seedSeats(): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(`${DOCS.activeEvent}/seat_views/z1`).set(VIEW);
    await db.doc(`${DOCS.orgAHidden}/seat_views/z1`).set(VIEW);
    await db.doc(`${DOCS.activeEvent}/seat_claims/z1-A-3`).set(CLAIM);
  });
}

const READS_HIDDEN_VIEW: readonly Actor[] = ['admin', 'organizerA', 'staffA'];

describe('seat views and claims', () => {
  it.each(ACTORS)('%s reads the seat views of a public date', async (actor) => {
    await seedSeats();
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(`${DOCS.activeEvent}/seat_views/z1`).get(), true);
    await expectAccess(db.collection(`${DOCS.activeEvent}/seat_views`).get(), true);
  });

  it.each(ACTORS)('%s reads the views of a hidden date only as its own show', async (actor) => {
    await seedSeats();
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(`${DOCS.orgAHidden}/seat_views/z1`).get(), READS_HIDDEN_VIEW.includes(actor));
  });

  it.each(ACTORS)('%s reads no claim and writes no view, claim or ticket seat', async (actor) => {
    await seedSeats();
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(`${DOCS.activeEvent}/seat_claims/z1-A-3`).get(), false);
    await expectAccess(db.collection(`${DOCS.activeEvent}/seat_claims`).get(), false);
    await expectAccess(db.doc(`${DOCS.activeEvent}/seat_claims/z1-A-4`).set(CLAIM), false);
    await expectAccess(db.doc(`${DOCS.activeEvent}/seat_claims/z1-A-3`).delete(), false);
    await expectAccess(db.doc(`${DOCS.activeEvent}/seat_views/z1`).update({ state: '0000' }), false);
    await expectAccess(db.doc(`${DOCS.activeEvent}/seat_views/z2`).set(VIEW), false);
    await expectAccess(
      db.doc(DOCS.ownerTicket).update({ seats: [{ seatId: 'z1-A-1', zone: 'Platea', row: 'A', number: '1' }] }),
      false,
    );
  });
});
