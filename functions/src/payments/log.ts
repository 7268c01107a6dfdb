import type { RefusalDetails } from '@carcajada/domain';
import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';
import type { ProviderPayment } from '../mercado-pago/client.js';

/** Named, structured log lines of the payments flow: a search on the event name finds every occurrence. */

/** A refused purchase: who, which show (as the request named it) and the refusal's reason and numbers. */
export function logPurchaseRefused(fields: { uid: string | null; eventId: string | null } & RefusalDetails): void {
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

/** The log line of a settled payment: once, after its commit (a transaction body may run more than once). */
export function logSettledPayment(
  outcome: string,
  details: {
    ticketId?: string;
    expectedAmount?: number;
    reason?: string;
    ticketStatusBefore?: string;
    ticketStatusAfter?: string;
  },
  payment: ProviderPayment,
): void {
  const ticketId = details.ticketId ?? payment.externalReference;
  const paymentId = payment.id;
  if (outcome === 'unknown_ticket') logUnknownTicket({ paymentId, externalReference: payment.externalReference });
  if (outcome === 'amount_mismatch')
    logAmountMismatch({
      ticketId,
      paymentId,
      expectedAmount: details.expectedAmount ?? Number.NaN,
      receivedAmount: payment.transactionAmount,
      receivedCurrency: payment.currencyId,
    });
  if (outcome === 'unchanged')
    logPaymentUnchanged({ ticketId, paymentId, providerStatus: payment.status, reason: details.reason ?? '' });
  if (outcome === 'refund') logPaymentToRefund({ ticketId, paymentId, why: details.reason ?? '' });
  if (outcome === 'applied')
    logPaymentApplied({
      ticketId,
      paymentId,
      providerStatus: payment.status,
      from: details.ticketStatusBefore ?? '',
      to: details.ticketStatusAfter ?? '',
    });
}
