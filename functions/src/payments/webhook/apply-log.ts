import {
  logAmountMismatch,
  logPaymentToRefund,
  logPaymentApplied,
  logPaymentUnchanged,
  logUnknownTicket,
} from '../log.js';
import type { ProviderPayment } from '../../mercado-pago/client.js';
import type { ApplyResult } from './apply-payment.js';

/** Logged once, after the commit (a transaction body may run more than once). */
export function logApplyResult({ outcome, details }: ApplyResult, payment: ProviderPayment): void {
  const ticketId = details.ticketId ?? payment.externalReference;
  switch (outcome) {
    case 'unknown_ticket':
      return logUnknownTicket({ paymentId: payment.id, externalReference: payment.externalReference });
    case 'amount_mismatch':
      return logAmountMismatch({
        ticketId,
        paymentId: payment.id,
        expectedAmount: details.expectedAmount ?? Number.NaN,
        receivedAmount: payment.transactionAmount,
        receivedCurrency: payment.currencyId,
      });
    case 'unchanged':
      return logPaymentUnchanged({
        ticketId,
        paymentId: payment.id,
        providerStatus: payment.status,
        reason: details.reason ?? '',
      });
    case 'refund':
      return logPaymentToRefund({ ticketId, paymentId: payment.id, why: details.reason ?? '' });
    case 'applied':
      return logPaymentApplied({
        ticketId,
        paymentId: payment.id,
        providerStatus: payment.status,
        from: details.ticketStatusBefore ?? '',
        to: details.ticketStatusAfter ?? '',
      });
  }
}
