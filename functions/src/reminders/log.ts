import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';
import type { ReminderSummary } from './show-day-reminders.js';

/** Named, structured log lines of the reminders flow: a search on the event name finds every occurrence. */

export function logRemindersSent(fields: ReminderSummary): void {
  if (fields.cutOff || fields.failed > 0) logger.warn('show_day_reminders', fields);
  else logger.info('show_day_reminders', fields);
}

export function logReminderFailed(fields: { ticketId: string; error: unknown }): void {
  logger.error('show_day_reminder_failed', { ticketId: fields.ticketId, error: errorText(fields.error) });
}
