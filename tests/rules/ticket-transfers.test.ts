/**
 * A transferred ticket (contract "Transfer"): the new holder reads it, the old one no longer
 * does, whether the whole ticket moved (same id, new userId) or a part became a ticket of its own.
 * `transferredFrom` records who gave it; it grants nothing.
 */
import { describe, expect, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACCOUNTS, dbFor, ticketFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

const GIVEN = 'tickets/given-ticket';
const KEPT = 'tickets/kept-ticket';
const PART = 'tickets/part-ticket';

/** owner gave given-ticket whole to other, and one seat of kept-ticket (now part-ticket). */
async function seedTransfers(): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const from = (ticketId: string) => ({ transferredFrom: { userId: ACCOUNTS.owner.uid, ticketId } });
    await db.doc(GIVEN).set(ticketFor('other', { ticketStatus: 'paid', qrVersion: 1, ...from('given-ticket') }));
    await db.doc(KEPT).set(ticketFor('owner', { ticketStatus: 'paid', quantity: 1, qrVersion: 1 }));
    await db.doc(PART).set(ticketFor('other', { ticketStatus: 'paid', quantity: 1, ...from('kept-ticket') }));
  });
}

describe('reading a transferred ticket', () => {
  it('the new holder gets it and finds it in their own list', async () => {
    await seedTransfers();
    const db = dbFor(rulesEnv(), 'other');
    await expectAccess(db.doc(GIVEN).get(), true);
    await expectAccess(db.doc(PART).get(), true);
    const mine = await db.collection('tickets').where('userId', '==', ACCOUNTS.other.uid).get();
    expect(mine.docs.map((doc) => doc.id).sort()).toEqual(['other-ticket', 'part-ticket', 'given-ticket'].sort());
  });

  it('the old holder reads neither the ticket given whole nor the part, only what they kept', async () => {
    await seedTransfers();
    const db = dbFor(rulesEnv(), 'owner');
    await expectAccess(db.doc(GIVEN).get(), false);
    await expectAccess(db.doc(PART).get(), false);
    await expectAccess(db.doc(KEPT).get(), true);
    const mine = await db.collection('tickets').where('userId', '==', ACCOUNTS.owner.uid).get();
    expect(mine.docs.map((doc) => doc.id).sort()).toEqual(['kept-ticket', 'owner-ticket']);
  });

  it('nobody lists tickets by who gave them', async () => {
    await seedTransfers();
    const query = (actor: 'owner' | 'other') =>
      dbFor(rulesEnv(), actor).collection('tickets').where('transferredFrom.userId', '==', ACCOUNTS.owner.uid);
    await expectAccess(query('owner').get(), false);
    await expectAccess(query('other').get(), false);
  });

  it('no client writes a transfer itself', async () => {
    await seedTransfers();
    const owner = dbFor(rulesEnv(), 'owner');
    await expectAccess(owner.doc(KEPT).update({ userId: ACCOUNTS.other.uid }), false);
    await expectAccess(dbFor(rulesEnv(), 'other').doc(GIVEN).update({ userId: ACCOUNTS.owner.uid }), false);
  });
});
