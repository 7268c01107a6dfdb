/** Closed tills (closeBoxOfficeShift): the show's organizer and ADMIN read them; nobody writes them. */
import { describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACCOUNTS, ACTORS, ORGANIZER_IDS, Timestamp, dbFor, type Actor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const SHIFTS = 'events/org-a-hidden/box_office_shifts';
const SHIFT = `${SHIFTS}/turno-1`;
const READERS: Actor[] = ['admin', 'organizerA'];

async function seedShift(): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(SHIFT)
      .set({
        eventId: 'org-a-hidden',
        organizerId: ORGANIZER_IDS.a,
        soldBy: ACCOUNTS.staffA.uid,
        cash: { count: 2, amount: 107_100 },
        card: { count: 1, amount: 53_550 },
        countedCash: 107_000,
        difference: -100,
        closedAt: Timestamp.now(),
      });
  });
}

describe('events/{id}/box_office_shifts', () => {
  it.each(ACTORS.map((actor) => ({ actor, allowed: READERS.includes(actor) })))(
    'get and list by $actor: allowed $allowed',
    async ({ actor, allowed }) => {
      await seedShift();
      const db = dbFor(rulesEnv(), actor);
      await expectAccess(db.doc(SHIFT).get(), allowed);
      await expectAccess(db.collection(SHIFTS).get(), allowed);
    },
  );

  it.each(['admin', 'organizerA', 'staffA'] as const)('%s cannot write a shift', async (actor) => {
    await seedShift();
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(SHIFT).update({ difference: 0 }), false);
    await expectAccess(db.doc(`${SHIFTS}/nuevo`).set({ difference: 0 }), false);
  });
});
