import { z } from 'zod';
import { documentId } from './fields.js';

/** An organizer's or a plan's id as the dashboard names it. */
const dashboardId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const planName = z.string().trim().min(1).max(80);

/** `importSeatingPlan`: `plan` is a pretix seating-plan file, judged by the domain (`planInvalid`). */
export const ImportSeatingPlanRequest = z
  .object({ organizerId: dashboardId, name: planName, plan: z.unknown() })
  .strict();

/** `exportSeatingPlan`: the plan in pretix's format. */
export const ExportSeatingPlanRequest = z.object({ planId: documentId }).strict();

/**
 * `saveSeatingPlan`: the editor's save. Without `planId` it creates a plan for `organizerId`
 * (an ORGANIZER's own when absent); with it, it replaces that plan. `plan` is judged by the domain.
 */
export const SaveSeatingPlanRequest = z
  .object({ planId: documentId.optional(), organizerId: dashboardId.optional(), plan: z.unknown() })
  .strict();
