import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';

/** Named, structured log lines of the events flow: a search on the event name finds every occurrence. */

export function logEventSaved(fields: { eventId: string; slug: string; uid: string; created: boolean }): void {
  logger.info('event_saved', fields);
}

export function logShowDatesAdded(fields: {
  eventId: string;
  seriesId: string;
  eventIds: string[];
  uid: string;
}): void {
  logger.info('show_dates_added', fields);
}

export function logEventCancelled(fields: { eventId: string; uid: string; tickets: number; paid: number }): void {
  logger.info('event_cancelled', fields);
}

export function logCancellationTicketFailed(fields: { eventId: string; ticketId: string; error: unknown }): void {
  logger.warn('event_cancellation_ticket_failed', {
    eventId: fields.eventId,
    ticketId: fields.ticketId,
    error: errorText(fields.error),
  });
}

export function logCancellationPass(fields: {
  eventId: string;
  done: boolean;
  failed: number;
  refunded: number;
}): void {
  logger.info('event_cancellation_pass', fields);
}

export function logEventMoved(fields: { eventId: string; date: string; time: string; mailed: number }): void {
  logger.info('event_moved', fields);
}
