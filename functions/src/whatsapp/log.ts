import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';

/** Named, structured log lines of the WhatsApp flow (never a phone number). */

export function logWhatsAppQueued(fields: { messageId: string }): void {
  logger.info('whatsapp_queued', fields);
}

export function logWhatsAppNotQueued(fields: { ticketId: string; template: string; error: unknown }): void {
  logger.error('whatsapp_not_queued', { ...fields, error: errorText(fields.error) });
}

export function logWhatsAppTaskNotScheduled(fields: { messageId: string; error: unknown }): void {
  logger.error('whatsapp_task_not_scheduled', { messageId: fields.messageId, error: errorText(fields.error) });
}

export function logWhatsAppAccepted(fields: { messageId: string; attempts: number; waMessageId: string }): void {
  logger.info('whatsapp_accepted', fields);
}

export function logWhatsAppFailed(fields: {
  messageId: string;
  attempts: number;
  permanent: boolean;
  error: unknown;
}): void {
  logger.warn('whatsapp_failed', { ...fields, error: errorText(fields.error) });
}

export function logWhatsAppNotSent(fields: { messageId: string; reason: string }): void {
  logger.info('whatsapp_not_sent', fields);
}

export function logWhatsAppWebhookRejected(fields: { reason: string }): void {
  logger.warn('whatsapp_webhook_rejected', fields);
}

export function logWhatsAppStatus(fields: { messageId: string; reported: string; status: string }): void {
  logger.info('whatsapp_status', fields);
}

export function logWhatsAppUnknownStatus(fields: { waMessageId: string; reported: string }): void {
  logger.warn('whatsapp_unknown_status', fields);
}

export function logWhatsAppWithdrawn(fields: { accounts: number }): void {
  logger.info('whatsapp_consent_withdrawn', fields);
}
