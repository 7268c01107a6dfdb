import { z } from 'zod';
import { CANCEL_MESSAGE_MAX_LENGTH } from '../event-cancellation.js';
import { documentId } from './fields.js';

/** `cancelEvent`: the date to call off and the organizer's words for its holders. */
export const CancelEventRequest = z
  .object({ eventId: documentId, message: z.string().max(CANCEL_MESSAGE_MAX_LENGTH).optional() })
  .strict();
