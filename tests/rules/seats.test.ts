/** Seats are the server's: no client writes capacity or seats_left, or touches seat blocks and hold counters. */
import { describe, expect, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, DOCS, FieldValue, dbFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

describe('seats', () => {
  it('anyone reads the seats of an active event', async () => {
    const snapshot = dbFor(rulesEnv(), 'anonymous').doc(DOCS.activeEvent).get();
    await expectAccess(snapshot, true);
    expect((await snapshot).data()).toMatchObject({ capacity: 80, seats_left: 12 });
  });

  it.each(ACTORS)('%s cannot change seats_left or capacity of an event', async (actor) => {
    const event = dbFor(rulesEnv(), actor).doc(DOCS.activeEvent);
    await expectAccess(event.update({ seats_left: 80 }), false);
    await expectAccess(event.update({ capacity: 500 }), false);
    await expectAccess(event.update({ seats_left: FieldValue.increment(1) }), false);
  });

  it.each(ACTORS)('%s cannot read or write seat blocks', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(DOCS.seatBlock).get(), false);
    await expectAccess(db.collection('events/active-show/seat_blocks').get(), false);
    await expectAccess(db.doc(DOCS.seatBlock).update({ seats_left: 80 }), false);
    await expectAccess(db.doc('events/active-show/seat_blocks/9').set({ seats_left: 80 }), false);
  });

  it.each(ACTORS)('%s cannot read or change a hold counter, not even the owner’s own', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(DOCS.ownerSeatHold).get(), false);
    await expectAccess(db.doc(DOCS.ownerSeatHold).set({ seats: 0 }), false);
    await expectAccess(db.doc(DOCS.ownerSeatHold).delete(), false);
  });
});
