import { exportPretixPlan, type PretixPlan } from '@carcajada/domain/seating';
import { ExportSeatingPlanRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller, showScopeOf } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { authorizeStoredPlan } from './authorize-plan.js';
import { SEATING_PLAN_LIMITS } from './limits.js';
import { readSeatingPlan } from './plan-store.js';

/** The plan in pretix's seating-plan format (its organizer's members and ADMIN). */
export async function exportSeatingPlanAs(uid: string | undefined, data: unknown): Promise<PretixPlan> {
  const caller = await readCaller(uid);
  const request = ExportSeatingPlanRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  showScopeOf(caller);
  const { stored, plan } = await readSeatingPlan(request.data.planId);
  authorizeStoredPlan(caller, stored.organizerId);
  return exportPretixPlan(plan);
}

export const exportSeatingPlan = callable('exportSeatingPlan', SEATING_PLAN_LIMITS, (request) =>
  exportSeatingPlanAs(request.auth?.uid, request.data),
);
