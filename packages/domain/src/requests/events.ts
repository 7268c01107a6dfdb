import { z } from 'zod';
import { CANCEL_MESSAGE_MAX_LENGTH } from '../event-cancellation.js';
import { pulepCodeError } from '../pulep.js';
import { MAX_SHOW_DATES_PER_CALL } from '../show-dates.js';
import { PRIORITY_DEFAULT_HOURS, PRIORITY_MAX_HOURS, PRIORITY_MIN_HOURS } from '../priority.js';
import { documentId } from './fields.js';

/** `cancelEvent`: the date to call off and the organizer's words for its holders. */
export const CancelEventRequest = z
  .object({ eventId: documentId, message: z.string().max(CANCEL_MESSAGE_MAX_LENGTH).optional() })
  .strict();

/** `addShowDates`: new dates (funciones) for a show, each a copy of it. */
export const AddShowDatesRequest = z.object({
  eventId: documentId,
  dates: z
    .array(
      z.object({
        date: z.string().max(10),
        time: z.string().max(5),
        // the new date's PULEP code; absent takes the show's
        pulepCode: z
          .string()
          .max(40)
          .refine((code) => pulepCodeError(code) === undefined)
          .optional(),
      }),
    )
    .min(1)
    .max(MAX_SHOW_DATES_PER_CALL),
});

/**
 * Beside `event` in `saveEvent` for a new date opened from a sold-out one's demand ("Abrir otra
 * función"): the sold-out date and the hours of its priority window (default 24).
 */
export const PriorityDateRequest = z
  .object({
    priorityFromEventId: documentId,
    priorityHours: z.number().int().min(PRIORITY_MIN_HOURS).max(PRIORITY_MAX_HOURS).default(PRIORITY_DEFAULT_HOURS),
  })
  .strict();
