import { CURRENCY, type PaymentStatus, type TicketStatus } from '@carcajada/domain';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { signTicketQr } from '../../qr/sign.js';
import { COLLECTIONS, db } from '../../shared/firestore.js';
import { logAmountMismatch, logPaymentApplied, logPaymentUnchanged, logUnknownTicket } from '../../shared/log.js';
import type { ProviderPayment } from '../mercado-pago.js';
import { paymentTransition, type TicketPaymentState } from '../status-transition.js';
import type { IncomingNotification } from './notification.js';
import {
  newNotificationRef,
  notificationRecord,
  type OutcomeDetails,
  type WebhookOutcome,
} from './notification-log.js';

export interface ApplyResult {
  outcome: Extract<WebhookOutcome, 'applied' | 'unchanged' | 'unknown_ticket' | 'amount_mismatch'>;
  details: OutcomeDetails;
}

interface Decision extends ApplyResult {
  update?: Record<string, unknown>;
}

function paymentState(ticket: DocumentData): TicketPaymentState {
  return {
    ticketStatus: ticket.ticketStatus as TicketStatus,
    paymentStatus: ticket.paymentStatus as PaymentStatus,
    paymentMethod: String(ticket.paymentMethod ?? ''),
    paymentId: typeof ticket.paymentId === 'string' ? ticket.paymentId : null,
    providerStatus: typeof ticket.providerStatus === 'string' ? ticket.providerStatus : null,
    providerStatusDetail: typeof ticket.providerStatusDetail === 'string' ? ticket.providerStatusDetail : null,
  };
}

/** The charge must be for this ticket's exact amount in COP; anything else never approves. */
function chargeMatches(ticket: DocumentData, payment: ProviderPayment): boolean {
  return payment.currencyId === CURRENCY && payment.transactionAmount === ticket.amount;
}

/** What the payment means for its ticket, given the ticket as read inside the transaction. */
function decide(
  ticketId: string,
  ticket: DocumentData | undefined,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
): Decision {
  if (!ticket) return { outcome: 'unknown_ticket', details: { providerStatus: payment.status } };
  const before = paymentState(ticket);
  const details: OutcomeDetails = { ticketId, providerStatus: payment.status, ticketStatusBefore: before.ticketStatus };
  if (!chargeMatches(ticket, payment)) {
    return {
      outcome: 'amount_mismatch',
      details: {
        ...details,
        ticketStatusAfter: before.ticketStatus,
        expectedAmount: Number(ticket.amount),
        receivedAmount: payment.transactionAmount,
      },
    };
  }
  const transition = paymentTransition(before, {
    paymentId: payment.id,
    status: payment.status,
    statusDetail: payment.statusDetail,
  });
  if (!transition.apply) {
    return {
      outcome: 'unchanged',
      details: { ...details, ticketStatusAfter: before.ticketStatus, reason: transition.reason },
    };
  }
  const update: Record<string, unknown> = {
    ticketStatus: transition.ticketStatus,
    paymentStatus: transition.paymentStatus,
    paymentId: payment.id,
    providerStatus: payment.status,
    providerStatusDetail: payment.statusDetail,
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (transition.qr === 'issue') update.qrCode = signTicketQr(ticketId, qrPrivateKeyPem);
  if (transition.qr === 'revoke') update.qrCode = null;
  return { outcome: 'applied', details: { ...details, ticketStatusAfter: transition.ticketStatus }, update };
}

/** Logged once, after the commit (a transaction body may run more than once). */
function logResult({ outcome, details }: ApplyResult, payment: ProviderPayment): void {
  const ticketId = details.ticketId ?? payment.externalReference;
  if (outcome === 'unknown_ticket')
    logUnknownTicket({ paymentId: payment.id, externalReference: payment.externalReference });
  if (outcome === 'amount_mismatch') {
    logAmountMismatch({
      ticketId,
      paymentId: payment.id,
      expectedAmount: details.expectedAmount ?? Number.NaN,
      receivedAmount: payment.transactionAmount,
      receivedCurrency: payment.currencyId,
    });
  }
  if (outcome === 'unchanged') {
    logPaymentUnchanged({
      ticketId,
      paymentId: payment.id,
      providerStatus: payment.status,
      reason: details.reason ?? '',
    });
  }
  if (outcome === 'applied') {
    logPaymentApplied({
      ticketId,
      paymentId: payment.id,
      providerStatus: payment.status,
      from: details.ticketStatusBefore ?? '',
      to: details.ticketStatusAfter ?? '',
    });
  }
}

/**
 * Applies a payment (as read from Mercado Pago's API) to the ticket named by its
 * external_reference, and records the delivery, in one Firestore transaction: concurrent and
 * repeated deliveries serialise on the ticket and all end in the same state.
 */
export async function applyPayment(
  notification: IncomingNotification,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
): Promise<ApplyResult> {
  const firestore = db();
  const notificationRef = newNotificationRef();
  const ticketId = payment.externalReference;
  // an empty or slash-containing reference cannot name a ticket document
  const ticketRef = /^[^/]+$/.test(ticketId) ? firestore.collection(COLLECTIONS.tickets).doc(ticketId) : null;
  const result = await firestore.runTransaction(async (transaction) => {
    const snapshot = ticketRef ? await transaction.get(ticketRef) : undefined;
    const { update, ...decision } = decide(ticketId, snapshot?.data(), payment, qrPrivateKeyPem);
    if (ticketRef && update) transaction.update(ticketRef, update);
    transaction.set(notificationRef, notificationRecord(notification, decision.outcome, decision.details));
    return decision;
  });
  logResult(result, payment);
  return result;
}
