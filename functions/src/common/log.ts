import * as logger from 'firebase-functions/logger';
import type { ReconcileSummary } from '../payments/reconcile/reconcile.js';
import type { ReminderSummary } from '../reminders/show-day-reminders.js';

/**
 * Named, structured log lines for everything that matters in the payment flow, so a search on
 * the event name finds every occurrence (Cloud Logging / the emulator log).
 */
function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function logPurchaseRefused(fields: { uid: string | null; reason: string }): void {
  logger.info('purchase_refused', fields);
}

export function logTicketReserved(fields: {
  ticketId: string;
  uid: string;
  eventId: string;
  amount: number;
  free: boolean;
}): void {
  logger.info('ticket_reserved', fields);
}

export function logPreferenceCreated(fields: { ticketId: string; preferenceId: string; amount: number }): void {
  logger.info('preference_created', fields);
}

export function logPreferenceFailed(fields: { ticketId: string; error: unknown }): void {
  logger.error('preference_failed', { ticketId: fields.ticketId, error: errorText(fields.error) });
}

export function logWebhookIgnored(fields: { reason: string; requestId: string | null; type: string | null }): void {
  logger.info('webhook_ignored', fields);
}

export function logInvalidSignature(fields: { reason: string; requestId: string | null; dataId: string | null }): void {
  logger.warn('webhook_invalid_signature', fields);
}

export function logPaymentApplied(fields: {
  ticketId: string;
  paymentId: string;
  providerStatus: string;
  from: string;
  to: string;
}): void {
  logger.info('payment_applied', fields);
}

export function logPaymentUnchanged(fields: {
  ticketId: string;
  paymentId: string;
  providerStatus: string;
  reason: string;
}): void {
  logger.info('payment_unchanged', fields);
}

export function logAmountMismatch(fields: {
  ticketId: string;
  paymentId: string;
  expectedAmount: number;
  receivedAmount: number;
  receivedCurrency: string;
}): void {
  logger.error('payment_amount_mismatch', fields);
}

export function logUnknownTicket(fields: { paymentId: string; externalReference: string }): void {
  logger.warn('payment_unknown_ticket', fields);
}

export function logUnknownPayment(fields: { paymentId: string }): void {
  logger.warn('payment_unknown', fields);
}

export function logProviderError(fields: { paymentId: string; error: unknown }): void {
  logger.error('payment_provider_error', { paymentId: fields.paymentId, error: errorText(fields.error) });
}

export function logStoreError(fields: { paymentId: string; error: unknown }): void {
  logger.error('payment_store_error', { paymentId: fields.paymentId, error: errorText(fields.error) });
}

export function logNotificationRecordFailed(error: unknown): void {
  logger.error('payment_notification_record_failed', { error: errorText(error) });
}

export function logUnexpectedError(where: string, error: unknown): void {
  logger.error('unexpected_error', {
    where,
    error: errorText(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}

/** eventPage serves a stale copy of the web app's index.html: Hosting could not be reached. */
export function logAppShellStale(error: unknown): void {
  logger.warn('app_shell_stale', { error: errorText(error) });
}

export function logAppShellUnavailable(error: unknown): void {
  logger.error('app_shell_unavailable', { error: errorText(error) });
}

/**
 * eventPage sent a page without its content drawn in: the renderer is missing or failed
 * (`reason`), or the deployed shell is of another build than the functions' renderer.
 */
export function logPageNotRendered(fields: { path: string; reason: string; error?: unknown }): void {
  logger.warn('page_not_rendered', {
    path: fields.path,
    reason: fields.reason,
    error: fields.error === undefined ? undefined : errorText(fields.error),
  });
}

export function logHoldExpired(fields: { ticketId: string }): void {
  logger.info('hold_expired', fields);
}

export function logHoldExpiryNotScheduled(fields: { ticketId: string; error: unknown }): void {
  logger.error('hold_expiry_not_scheduled', { ticketId: fields.ticketId, error: errorText(fields.error) });
}

export function logTicketCancelled(fields: { ticketId: string; uid: string; reason: string }): void {
  logger.info('ticket_cancelled', fields);
}

/** Money taken with no valid ticket to give for it: always an error, whatever the reason. */
export function logPaymentToRefund(fields: { ticketId: string; paymentId: string; why: string }): void {
  logger.error('payment_to_refund', fields);
}

export function logRefundRequested(fields: { ticketId: string; paymentId: string; why: string }): void {
  logger.info('refund_requested', fields);
}

export function logRefundFailed(fields: { ticketId: string; paymentId: string; error: unknown }): void {
  logger.error('refund_failed', { ...fields, error: errorText(fields.error) });
}

export function logSeatContention(fields: { eventId: string; pass: number }): void {
  logger.warn('seat_contention', fields);
}

/** A show or ticket type without inventory documents got them on first use (contract v3, Trust). */
export function logInventoryLaidOut(fields: { path: string; seatsLeft: number }): void {
  logger.info('inventory_laid_out', fields);
}

export function logPromoCodeSaved(fields: { code: string; eventId: string; uid: string; created: boolean }): void {
  logger.info('promo_code_saved', fields);
}

export function logSeatsCountNotScheduled(fields: { eventId: string; error: unknown }): void {
  logger.error('seats_count_not_scheduled', { eventId: fields.eventId, error: errorText(fields.error) });
}

/** A run cut off (time or item cap) logs a warning: the next run resumes, but a run always cut off needs a look. */
export function logReconciled(fields: ReconcileSummary): void {
  if (fields.cutOff) logger.warn('payments_reconciled', fields);
  else logger.info('payments_reconciled', fields);
}

/** One candidate of the reconciliation failed; the run goes on and the next one tries it again. */
export function logReconcileCandidateFailed(fields: { kind: string; id: string; error: unknown }): void {
  logger.error('reconcile_candidate_failed', { kind: fields.kind, id: fields.id, error: errorText(fields.error) });
}

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

export function logEventSaved(fields: { eventId: string; slug: string; uid: string; created: boolean }): void {
  logger.info('event_saved', fields);
}

export function logRemindersSent(fields: ReminderSummary): void {
  if (fields.cutOff || fields.failed > 0) logger.warn('show_day_reminders', fields);
  else logger.info('show_day_reminders', fields);
}

export function logReminderFailed(fields: { ticketId: string; error: unknown }): void {
  logger.error('show_day_reminder_failed', { ticketId: fields.ticketId, error: errorText(fields.error) });
}
