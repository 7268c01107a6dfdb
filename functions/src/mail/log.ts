import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';

/** Named, structured log lines of the mail flow: a search on the event name finds every occurrence. */

export function logMailResent(fields: { mailId: string; resends: number }): void {
  logger.warn('mail_resent', fields);
}

export function logMailSent(fields: { mailId: string; attempts: number; messageId: string }): void {
  logger.info('mail_sent', fields);
}

export function logMailFailed(fields: { mailId: string; attempts: number; permanent: boolean; error: unknown }): void {
  logger.warn('mail_failed', { ...fields, error: errorText(fields.error) });
}

export function logMailDeliveryNotScheduled(fields: { mailId: string; error: unknown }): void {
  logger.error('mail_delivery_not_scheduled', { mailId: fields.mailId, error: errorText(fields.error) });
}

/** A requested mail not rendered right after its payment's commit: queueMail renders it before delivering. */
export function logMailRenderDeferred(fields: { mailId: string; error: unknown }): void {
  logger.warn('mail_render_deferred', { mailId: fields.mailId, error: errorText(fields.error) });
}
