/**
 * A seated date's zone views (docs/seating.md, "The buyer's map"): anyone reads them (the map is
 * public, as its show is); no client writes one, not even ADMIN or the show's organizer.
 */
import { describe, it } from 'vitest';
import { seatViewPath } from '@carcajada/domain/seating';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, dbFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const VIEW = { name: 'Platea', position: { x: 0, y: 0 }, rows: [], sort: 0, planId: 'plan-a', state: '0101' };
const PATH = seatViewPath('seated-date', 'z1');

async function seedView(): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(PATH).set(VIEW);
  });
}

describe('seat views', () => {
  it.each(ACTORS)('%s reads a zone view', async (actor) => {
    await seedView();
    await expectAccess(dbFor(rulesEnv(), actor).doc(PATH).get(), true);
  });

  it.each(ACTORS)('%s writes no zone view', async (actor) => {
    await seedView();
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc(PATH).update({ state: '0000' }), false);
    await expectAccess(db.doc(seatViewPath('seated-date', 'z2')).set(VIEW), false);
    await expectAccess(db.doc(PATH).delete(), false);
  });
});
