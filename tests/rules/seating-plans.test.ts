/**
 * Seating plans (v6): anyone reads a plan and its zones (a date's map is public, as its show is);
 * no client writes them, not even ADMIN or the plan's own organizer (only the plan callables).
 */
import { describe, it } from 'vitest';
import { seatingPlanDocuments, generateRows, type SeatingPlan } from '@carcajada/domain/seating';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, ORGANIZER_IDS, dbFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

const PLAN: SeatingPlan = {
  name: 'Sala de prueba',
  venue: { name: 'Sala de prueba', address: 'Calle 1 # 2-3', city: 'Bogotá' },
  size: { width: 400, height: 300 },
  categories: [{ id: 'c1', name: 'Platea', color: '#E4572E' }],
  zones: [
    {
      id: 'z1',
      name: 'Platea',
      position: { x: 0, y: 0 },
      rows: generateRows({
        zoneId: 'z1',
        rows: 2,
        seatsPerRow: 4,
        rowLabels: 'letters',
        numbering: 'left-to-right',
        category: 'c1',
      }),
    },
  ],
};
const documents = seatingPlanDocuments(ORGANIZER_IDS.a, PLAN);

async function seedPlan(): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('seating_plans/plan-a').set(documents.plan);
    await db.doc('seating_plans/plan-a/zones/z1').set(documents.zones[0]!.data);
  });
}

describe('seating plans', () => {
  it.each(ACTORS)('%s reads a plan, lists plans and reads its zones', async (actor) => {
    await seedPlan();
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc('seating_plans/plan-a').get(), true);
    await expectAccess(db.collection('seating_plans').where('organizerId', '==', ORGANIZER_IDS.a).get(), true);
    await expectAccess(db.collection('seating_plans/plan-a/zones').get(), true);
  });

  it.each(ACTORS)('%s writes no plan and no zone', async (actor) => {
    await seedPlan();
    const db = dbFor(rulesEnv(), actor);
    await expectAccess(db.doc('seating_plans/new-plan').set(documents.plan), false);
    await expectAccess(db.doc('seating_plans/plan-a').update({ name: 'Otra' }), false);
    await expectAccess(db.doc('seating_plans/plan-a').delete(), false);
    await expectAccess(db.doc('seating_plans/plan-a/zones/z1').set(documents.zones[0]!.data), false);
    await expectAccess(db.doc('seating_plans/plan-a/zones/z1').delete(), false);
  });
});
