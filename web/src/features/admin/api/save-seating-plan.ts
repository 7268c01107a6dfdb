import type { z } from 'zod';
import type {
  ExportSeatingPlanRequest,
  ImportSeatingPlanRequest,
  SaveSeatingPlanRequest,
} from '@carcajada/domain/requests';
import type { PretixPlan, SeatingPlan, SeatingPlanSaved } from '@carcajada/domain/seating';
import { callDashboard } from './call-dashboard';
import { invalidateSeatingPlans } from './seating-plans';

/** saveSeatingPlan: creates (no planId) or replaces a plan; the list is read again. */
export async function saveSeatingPlan(
  planId: string | null,
  organizerId: string,
  plan: SeatingPlan,
): Promise<SeatingPlanSaved> {
  const request: z.input<typeof SaveSeatingPlanRequest> = planId ? { planId, plan } : { organizerId, plan };
  const result = await callDashboard<typeof request, SeatingPlanSaved>('saveSeatingPlan', request);
  invalidateSeatingPlans();
  return result;
}

/** importSeatingPlan: a pretix file becomes a new plan of the organizer. */
export async function importSeatingPlan(organizerId: string, name: string, plan: unknown): Promise<SeatingPlanSaved> {
  const request: z.input<typeof ImportSeatingPlanRequest> = { organizerId, name, plan };
  const result = await callDashboard<typeof request, SeatingPlanSaved>('importSeatingPlan', request);
  invalidateSeatingPlans();
  return result;
}

/** exportSeatingPlan: the plan in pretix's format. */
export function exportSeatingPlan(planId: string): Promise<PretixPlan> {
  return callDashboard<z.input<typeof ExportSeatingPlanRequest>, PretixPlan>('exportSeatingPlan', { planId });
}
