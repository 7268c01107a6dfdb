import * as logger from 'firebase-functions/logger';

/** Named, structured log lines of the events flow: a search on the event name finds every occurrence. */

export function logEventSaved(fields: { eventId: string; slug: string; uid: string; created: boolean }): void {
  logger.info('event_saved', fields);
}

export function logShowDatesAdded(fields: { eventId: string; seriesId: string; eventIds: string[]; uid: string }): void {
  logger.info('show_dates_added', fields);
}
