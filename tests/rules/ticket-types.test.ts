/** Visible ticket types of an active show are public; promo codes are the server's alone. */
import { describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, DOCS, dbFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

describe('ticket types', () => {
  it('anyone reads the visible types of an active show, listed with hidden == false', async () => {
    const db = dbFor(rulesEnv(), 'anonymous');
    await expectAccess(db.doc(DOCS.visibleType).get(), true);
    await expectAccess(db.collection('events/active-show/ticket_types').where('hidden', '==', false).get(), true);
  });

  it('no one but ADMIN reads a hidden type, or the types of an inactive show', async () => {
    for (const actor of ['anonymous', 'owner', 'other'] as const) {
      const db = dbFor(rulesEnv(), actor);
      await expectAccess(db.doc(DOCS.hiddenType).get(), false);
      await expectAccess(db.collection('events/active-show/ticket_types').get(), false);
      await expectAccess(db.doc(DOCS.inactiveShowType).get(), false);
    }
    await expectAccess(dbFor(rulesEnv(), 'admin').doc(DOCS.hiddenType).get(), true);
  });

  it.each(ACTORS)('%s cannot write a ticket type', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(DOCS.visibleType).update({ price: 1 }), false);
    await expectAccess(
      db.doc('events/active-show/ticket_types/nuevo').set({ name: 'VIP', price: 1, hidden: false }),
      false,
    );
  });
});

describe('promo codes', () => {
  it.each(ACTORS)('%s cannot read or write a promo code, not even ADMIN', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(DOCS.promoCode).get(), false);
    await expectAccess(db.collection('promo_codes').get(), false);
    await expectAccess(db.doc(DOCS.promoCode).update({ used: 0 }), false);
    await expectAccess(
      db.doc('promo_codes/GRATIS100').set({ eventId: 'active-show', kind: 'percent', value: 100 }),
      false,
    );
  });
});
