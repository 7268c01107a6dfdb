import {
  checkSeatingPlan,
  PLAN_ZONES_COLLECTION,
  seatsBrokenByPlan,
  sellableSeatCount,
  type SeatingPlan,
  type SeatingPlanSaved,
} from '@carcajada/domain/seating';
import { parseStoredPlan } from '@carcajada/domain/stored/seating-plan';
import { SaveSeatingPlanRequest } from '@carcajada/domain/requests';
import type { DocumentReference } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { readCaller, showScopeOf, type Caller } from '../common/caller.js';
import { RefusalError, refusal } from '../common/errors.js';
import { runTransaction } from '../common/firestore.js';
import { refreshPlanDateViews } from './seat-views.js';
import { resizePlanDates } from './plan-capacity.js';
import { authorizePlanOrganizer, authorizeStoredPlan } from './authorize-plan.js';
import { SEATING_PLAN_LIMITS } from './limits.js';
import { newSeatingPlanRef, seatingPlanRef, seatsInUse, writeSeatingPlan } from './plan-store.js';

/**
 * The editor's save: creates a plan (no `planId`) or replaces one whole. A plan that is not
 * valid is `planInvalid`; a change that removes a seat sold or held on a date to come, or moves it
 * out of its category, is `planInUse` (with those seats' labels). Either way nothing is written.
 */
export async function saveSeatingPlanAs(uid: string | undefined, data: unknown): Promise<SeatingPlanSaved> {
  const caller = await readCaller(uid);
  const request = SaveSeatingPlanRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  const { planId, organizerId, plan: input } = request.data;
  // who may save is judged before what
  showScopeOf(caller);
  const newOwner = planId ? null : await authorizePlanOrganizer(caller, organizerId);
  const checked = checkSeatingPlan(input);
  if (!checked.ok) throw new RefusalError({ reason: 'planInvalid', problems: checked.problems });
  if (newOwner) return createPlan(newOwner, checked.plan);
  return replacePlan(caller, seatingPlanRef(planId!), checked.plan);
}

async function createPlan(organizerId: string, plan: SeatingPlan): Promise<SeatingPlanSaved> {
  const ref = newSeatingPlanRef();
  await runTransaction(async (transaction) => {
    writeSeatingPlan(transaction, ref, organizerId, plan, [], true);
  });
  return { planId: ref.id, seats: sellableSeatCount(plan) };
}

async function replacePlan(caller: Caller, ref: DocumentReference, plan: SeatingPlan): Promise<SeatingPlanSaved> {
  await runTransaction(async (transaction) => {
    const [stored, zones] = await Promise.all([
      transaction.get(ref),
      transaction.get(ref.collection(PLAN_ZONES_COLLECTION)),
    ]);
    if (!stored.exists) throw refusal('seatingPlanNotFound');
    const { organizerId } = parseStoredPlan(stored.data());
    authorizeStoredPlan(caller, organizerId);
    const broken = seatsBrokenByPlan(plan, await seatsInUse(transaction, ref.id));
    if (broken.length) throw new RefusalError({ reason: 'planInUse', seats: broken.map((seat) => seat.label) });
    writeSeatingPlan(
      transaction,
      ref,
      organizerId,
      plan,
      zones.docs.map((zone) => zone.id),
      false,
    );
  });
  // the seat maps of its dates to come show the plan as saved, and sell its sellable seats
  await refreshPlanDateViews(ref.id, plan);
  await resizePlanDates(ref.id, sellableSeatCount(plan));
  return { planId: ref.id, seats: sellableSeatCount(plan) };
}

export const saveSeatingPlan = callable('saveSeatingPlan', SEATING_PLAN_LIMITS, (request) =>
  saveSeatingPlanAs(request.auth?.uid, request.data),
);
