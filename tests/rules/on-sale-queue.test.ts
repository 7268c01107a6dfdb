/**
 * The on-sale queue: an account reads its own place only; the public state of a
 * date's queue is anyone's to read; nobody writes either; the step's lease and the join counters
 * are the server's.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACCOUNTS, ACTORS, Timestamp, dbFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';
import { queueEntryDocument } from '@carcajada/domain/stored/queue-entry';

const rulesEnv = useRulesEnvironment();
const OWNER_ENTRY = `queue/active-show_${ACCOUNTS.owner.uid}`;
const OTHER_ENTRY = `queue/active-show_${ACCOUNTS.other.uid}`;

function entry(uid: string) {
  return queueEntryDocument({ eventId: 'active-show', userId: uid, rank: 0.42, position: 3 });
}

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(OWNER_ENTRY).set(entry(ACCOUNTS.owner.uid));
    await db.doc(OTHER_ENTRY).set(entry(ACCOUNTS.other.uid));
    await db
      .doc('queues/active-show')
      .set({ waiting: 2, admitted: 0, serving: 0, soldOut: false, updatedAt: Timestamp.now() });
    await db.doc('queue_steps/active-show').set({ drawn: true, leaseUntil: null });
    await db.doc('queue_joins/abc_active-show_1').set({ joins: 1 });
    await db.doc(`queue_draw/active-show_${ACCOUNTS.owner.uid}`).set({ eventId: 'active-show', rank: 0.42 });
    await db.doc('queue_addresses/abc_active-show').set({ uid: ACCOUNTS.owner.uid, eventId: 'active-show' });
  });
});

describe('queue places', () => {
  it('the owner reads their place, by id and in a list of their own', async () => {
    const db = dbFor(rulesEnv(), 'owner');
    const own = db.doc(OWNER_ENTRY).get();
    await expectAccess(own, true);
    expect((await own).data()).toMatchObject({ status: 'waiting', position: 3 });
    await expectAccess(db.collection('queue').where('userId', '==', ACCOUNTS.owner.uid).get(), true);
    // a place not taken yet reads as missing, so the waiting room can look before joining
    await expectAccess(db.doc(`queue/partner-show_${ACCOUNTS.owner.uid}`).get(), true);
  });

  it.each(ACTORS.filter((actor) => actor !== 'owner'))("%s cannot read the owner's place", async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(OWNER_ENTRY).get(), false);
    await expectAccess(db.collection('queue').where('eventId', '==', 'active-show').get(), false);
    await expectAccess(db.collection('queue').where('userId', '==', ACCOUNTS.owner.uid).get(), false);
  });

  it('nobody probes whether a place of someone else exists', async () => {
    const db = dbFor(rulesEnv(), 'other');
    await expectAccess(db.doc(`queue/partner-show_${ACCOUNTS.owner.uid}`).get(), false);
  });

  it.each(ACTORS)('%s cannot write places, the state, the lease or the counters', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(OWNER_ENTRY).update({ status: 'admitted' }), false);
    await expectAccess(db.doc(OWNER_ENTRY).update({ rank: 0 }), false);
    await expectAccess(db.doc(`queue/partner-show_${ACCOUNTS.owner.uid}`).set(entry(ACCOUNTS.owner.uid)), false);
    await expectAccess(db.doc(OWNER_ENTRY).delete(), false);
    await expectAccess(db.doc('queues/active-show').update({ admitted: 100 }), false);
    await expectAccess(db.doc('queues/new-show').set({ waiting: 0 }), false);
    await expectAccess(db.doc('queue_steps/active-show').get(), false);
    await expectAccess(db.doc('queue_steps/active-show').set({ leaseUntil: null }), false);
    await expectAccess(db.doc('queue_joins/abc_active-show_1').get(), false);
    await expectAccess(db.doc('queue_joins/abc_active-show_1').set({ joins: 0 }), false);
  });

  it.each(ACTORS)("%s reads no drawn rank and no address's place (the server's alone)", async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(`queue_draw/active-show_${ACCOUNTS.owner.uid}`).get(), false);
    await expectAccess(db.collection('queue_draw').where('eventId', '==', 'active-show').get(), false);
    await expectAccess(db.doc('queue_addresses/abc_active-show').get(), false);
    await expectAccess(db.doc(`queue_draw/active-show_${ACCOUNTS.owner.uid}`).set({ rank: 0 }), false);
  });
});

describe('queue state', () => {
  it.each(ACTORS)('%s reads the public state of a queue', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    const state = db.doc('queues/active-show').get();
    await expectAccess(state, true);
    expect((await state).data()).toMatchObject({ waiting: 2, soldOut: false });
  });
});
