import * as logger from 'firebase-functions/logger';

/** Named, structured log lines of seating plans: a search on the event name finds every occurrence. */

/** A plan saved with fewer sellable seats than a date to come has sold: that date keeps its capacity. */
export function logPlanCapacityKept(fields: { planId: string; eventId: string; sellable: number }): void {
  logger.warn('plan_capacity_kept', fields);
}
