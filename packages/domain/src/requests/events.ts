import { z } from 'zod';
import { CANCEL_MESSAGE_MAX_LENGTH } from '../event-cancellation.js';
import { pulepCodeError } from '../pulep.js';
import { MAX_SHOW_DATES_PER_CALL } from '../show-dates.js';
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
