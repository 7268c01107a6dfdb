import { importPretixPlan, sellableSeatCount, type SeatingPlanSaved } from '@carcajada/domain/seating';
import { ImportSeatingPlanRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { RefusalError, refusal } from '../common/errors.js';
import { runTransaction } from '../common/firestore.js';
import { authorizePlanOrganizer } from './authorize-plan.js';
import { SEATING_PLAN_LIMITS } from './limits.js';
import { newSeatingPlanRef, writeSeatingPlan } from './plan-store.js';

/**
 * A pretix seating-plan file becomes a new plan of the organizer (ORGANIZER its own, ADMIN any).
 * A malformed file is `planInvalid` with what is wrong, and nothing is written.
 */
export async function importSeatingPlanAs(uid: string | undefined, data: unknown): Promise<SeatingPlanSaved> {
  const caller = await readCaller(uid);
  const request = ImportSeatingPlanRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  const organizerId = await authorizePlanOrganizer(caller, request.data.organizerId);
  const imported = importPretixPlan(request.data.plan, request.data.name);
  if (!imported.ok) throw new RefusalError({ reason: 'planInvalid', problems: imported.problems });
  const ref = newSeatingPlanRef();
  await runTransaction(async (transaction) => {
    writeSeatingPlan(transaction, ref, organizerId, imported.plan, [], true);
  });
  return { planId: ref.id, seats: sellableSeatCount(imported.plan) };
}

export const importSeatingPlan = callable('importSeatingPlan', SEATING_PLAN_LIMITS, (request) =>
  importSeatingPlanAs(request.auth?.uid, request.data),
);
