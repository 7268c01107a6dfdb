/** Waitlist entries: an account reads its own only; nobody writes them; offers and the gate are the server's. */
import { beforeEach, describe, expect, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACCOUNTS, ACTORS, DOCS, Timestamp, dbFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const OWNER_ENTRY = `waitlist/active-show_${ACCOUNTS.owner.uid}`;
const OTHER_ENTRY = `waitlist/active-show_${ACCOUNTS.other.uid}`;

function entry(uid: string) {
  return {
    eventId: 'active-show',
    ticketTypeId: null,
    userId: uid,
    quantity: 2,
    createdAt: Timestamp.now(),
    status: 'waiting',
    offerExpiresAt: null,
  };
}

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(OWNER_ENTRY).set(entry(ACCOUNTS.owner.uid));
    await db.doc(OTHER_ENTRY).set(entry(ACCOUNTS.other.uid));
    await db.doc(`waitlist_offers/active-show_${ACCOUNTS.owner.uid}`).set({ seatBlocks: { 0: 2 } });
    await db.doc('events/active-show/waitlist_gate/state').set({ waiting: 2, returned: 0, examined: 0 });
  });
});

describe('waitlist', () => {
  it('the owner reads their entry, by id and in a list of their own', async () => {
    const db = dbFor(rulesEnv(), 'owner');
    const own = db.doc(OWNER_ENTRY).get();
    await expectAccess(own, true);
    expect((await own).data()).toMatchObject({ status: 'waiting', quantity: 2 });
    await expectAccess(db.collection('waitlist').where('userId', '==', ACCOUNTS.owner.uid).get(), true);
    // an entry not there yet reads as missing, so the page can ask before joining
    await expectAccess(db.doc(`waitlist/partner-show_${ACCOUNTS.owner.uid}`).get(), true);
  });

  it.each(ACTORS.filter((actor) => actor !== 'owner'))("%s cannot read the owner's entry", async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(OWNER_ENTRY).get(), false);
    await expectAccess(db.collection('waitlist').where('eventId', '==', 'active-show').get(), false);
    await expectAccess(db.collection('waitlist').where('userId', '==', ACCOUNTS.owner.uid).get(), false);
  });

  it('nobody probes whether an entry of someone else exists', async () => {
    const db = dbFor(rulesEnv(), 'other');
    await expectAccess(db.doc(`waitlist/partner-show_${ACCOUNTS.owner.uid}`).get(), false);
  });

  it.each(ACTORS)('%s cannot write entries, read offers or touch the gate', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(OWNER_ENTRY).update({ status: 'offered' }), false);
    await expectAccess(db.doc(`waitlist/active-show_${ACCOUNTS.owner.uid}x`).set(entry(ACCOUNTS.owner.uid)), false);
    await expectAccess(db.doc(OWNER_ENTRY).delete(), false);
    await expectAccess(db.doc(`waitlist_offers/active-show_${ACCOUNTS.owner.uid}`).get(), false);
    await expectAccess(db.doc('events/active-show/waitlist_gate/state').get(), false);
    await expectAccess(db.doc('events/active-show/waitlist_gate/state').set({ waiting: 0 }), false);
  });

  it('organizers see the count on the event, not the entries', async () => {
    const event = dbFor(rulesEnv(), 'anonymous').doc(DOCS.activeEvent).get();
    await expectAccess(event, true);
  });
});
