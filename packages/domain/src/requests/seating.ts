import { z } from 'zod';
import { documentId } from './fields.js';
import { seatIdSchema } from '../seating/plan-schema.js';
import { MAX_NAME_LENGTH, MAX_SEATS_PER_PLAN } from '../seating/model.js';

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

/**
 * saveEvent's seated-date fields, beside the form (like `ticketTypes`): the plan, each category's
 * ticket type (`{ [categoryName]: ticketTypeId }`, or the name of a type of the same save) and
 * the door's seats. Absent: the date stays as it is.
 */
export const SeatedDateRequest = z
  .object({
    seating_plan_id: documentId,
    seat_categories: z.record(z.string().min(1).max(MAX_NAME_LENGTH), z.string().min(1).max(MAX_NAME_LENGTH)),
    box_office_seats: z.array(seatIdSchema).max(MAX_SEATS_PER_PLAN).default([]),
  })
  .strip();
