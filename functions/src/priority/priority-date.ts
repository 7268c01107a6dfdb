import { EVENT_STATUS_ACTIVE, PRIORITY_TEXTS, type EventFormInput } from '@carcajada/domain';
import { PriorityDateRequest } from '@carcajada/domain/requests';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { RefusalError, refusal } from '../common/errors.js';
import { eventRef } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';

export interface PriorityPlan {
  fromEventId: string;
  hours: number;
}

const HOUR_MS = 3_600_000;

function invalidPriority(field: string, message: string): RefusalError {
  return new RefusalError({ reason: 'invalidEvent', fieldErrors: { [field]: message } });
}

/**
 * `priorityFromEventId` (and `priorityHours`) beside a new date's `event`, or null when absent.
 * The window starts when the date is published, so it is created published (active).
 */
export function requestedPriority(envelope: Record<string, unknown>, form: EventFormInput): PriorityPlan | null {
  if (envelope.priorityFromEventId === undefined && envelope.priorityHours === undefined) return null;
  const parsed = PriorityDateRequest.safeParse({
    priorityFromEventId: envelope.priorityFromEventId,
    ...(envelope.priorityHours !== undefined && { priorityHours: envelope.priorityHours }),
  });
  if (!parsed.success) {
    const hours = parsed.error.issues.some((issue) => issue.path[0] === 'priorityHours');
    throw hours
      ? invalidPriority('priorityHours', PRIORITY_TEXTS.hoursInvalid)
      : invalidPriority('priorityFromEventId', PRIORITY_TEXTS.wrongSource);
  }
  if (form.status !== EVENT_STATUS_ACTIVE) throw invalidPriority('status', PRIORITY_TEXTS.mustPublish);
  return { fromEventId: parsed.data.priorityFromEventId, hours: parsed.data.priorityHours };
}

/**
 * The new date's `priority`, read in its save's transaction: the sold-out date must exist and be
 * the same organizer's (two organizers' dates never share demand).
 */
export async function priorityWindow(
  transaction: Transaction,
  plan: PriorityPlan,
  organizerId: string | null,
  now: Date,
): Promise<{ fromEventId: string; until: Timestamp }> {
  const source = await transaction.get(eventRef(plan.fromEventId));
  if (!source.exists) throw refusal('eventNotFound');
  if (parseEvent(source.data()).organizerId !== organizerId) throw refusal('notYourShow');
  return { fromEventId: plan.fromEventId, until: Timestamp.fromMillis(now.getTime() + plan.hours * HOUR_MS) };
}
