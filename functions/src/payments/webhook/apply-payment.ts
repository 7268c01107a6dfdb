import type { TicketStatus } from '@carcajada/domain';
import { cashHoldWrites } from '../cash/cash-hold.js';
import { scheduleHoldExpiry } from '../../seats/expire-hold.js';
import { parseTicket, type StoredTicket } from '../../documents/ticket.js';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { isOnSale, parseEvent, type StoredEvent } from '../../documents/event.js';
import { parsePromoCode, promoHasRoom } from '../../documents/promo-code.js';
import { createCancellationMail, createConfirmationMail, mailEventFrom } from '../../mail/ticket-mail-writes.js';
import { verifiedRecipient } from '../../mail/recipient.js';
import { signTicketQr } from '../../qr/sign.js';
import { quotaBlocksOf } from '../../seats/inventory.js';
import { retakeFrom } from '../../seats/seat-blocks.js';
import { gateOf, holdsReturnsForWaitlist, waitlistGateRef } from '../../seats/waitlist-gate.js';
import { cancelTicketWrites, leaveStateWrites, type TicketSeats } from '../../seats/ticket-seats.js';
import { COLLECTIONS, db, eventRef, promoCodeRef, runTransaction, seatBlocksOf } from '../../common/firestore.js';
import { operatorRead, type OperatorRead } from '../../common/legal-config.js';
import type { ProviderPayment } from '../../mercado-pago/client.js';
import { approvesTicket, decidePayment, type PaymentDecision } from './decide-payment.js';
import { logApplyResult } from './apply-log.js';
import type { IncomingNotification } from './notification.js';
import { cancelPaymentParts, readPaymentParts, type PaymentPart } from '../../transfers/payment-parts.js';
import {
  newNotificationRef,
  notificationRecord,
  type OutcomeDetails,
  type WebhookOutcome,
} from './notification-log.js';

export interface ApplyResult {
  outcome: Extract<WebhookOutcome, 'applied' | 'unchanged' | 'unknown_ticket' | 'amount_mismatch' | 'refund'>;
  details: OutcomeDetails;
  /** Set when the payment made the ticket a cash hold: its expiry task is due then. */
  cashHoldUntil?: Date;
}

type Apply = Extract<PaymentDecision, { kind: 'apply' }>;

/** The show must still be on sale when its payment is approved (active, not started). */
async function showStillOn(transaction: Transaction, eventId: string, now: Date): Promise<StoredEvent | null> {
  const event = parseEvent((await transaction.get(eventRef(eventId))).data());
  return isOnSale(event, now) ? event : null;
}

function providerFields(payment: ProviderPayment) {
  return {
    paymentId: payment.id,
    providerStatus: payment.status,
    providerStatusDetail: payment.statusDetail,
    // PSE or cash: Mis tickets says which payment is under way
    providerPaymentType: payment.paymentTypeId || null,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Takes the ticket's seats again in the transaction (the show's, its type's quota, its code's
 * use), or null when any of them is gone (sold out, or the code used up meanwhile) or the seats
 * back in the blocks are held for people on the waitlist (as for an open buyer): then it is
 * refunded like a sold-out show. Everything is read before anything is written.
 */
async function retakeSeats(transaction: Transaction, seats: TicketSeats): Promise<Record<string, unknown> | null> {
  if (holdsReturnsForWaitlist(gateOf(await transaction.get(waitlistGateRef(seats.eventId))))) return null;
  const show = seats.seatBlocks
    ? await retakeFrom(transaction, seatBlocksOf(seats.eventId), seats.quantity)
    : undefined;
  const quota =
    seats.quotaBlocks && seats.ticketTypeId
      ? await retakeFrom(transaction, quotaBlocksOf(seats.eventId, seats.ticketTypeId), seats.quantity)
      : undefined;
  const promo = seats.promoCode ? parsePromoCode((await transaction.get(promoCodeRef(seats.promoCode))).data()) : null;
  if (show === null || quota === null) return null;
  if (seats.promoCode && promo) {
    if (!promoHasRoom(promo, seats.quantity)) return null;
    transaction.update(promoCodeRef(seats.promoCode), { used: FieldValue.increment(seats.quantity) });
  }
  show?.write();
  quota?.write();
  return { seatBlocks: show?.take ?? null, quotaBlocks: quota?.take ?? null, seatsReleased: false, cancelReason: null };
}

/** The seat writes of the decision (null: the seats to take again are gone). */
async function seatWrites(
  transaction: Transaction,
  ticket: StoredTicket,
  seats: Apply['seats'],
): Promise<Record<string, unknown> | null> {
  if (seats === 'retake') return retakeSeats(transaction, ticket);
  if (seats === 'none') return {};
  return leaveStateWrites(transaction, ticket, { cancelled: seats === 'release' });
}

/**
 * Performs an `apply` decision in the transaction: the ticket's update with its seats, QR, fee and
 * cash hold, then its mails and the other parts of a split payment. Answers null when the seats to
 * take again are gone (the caller refunds it as sold out); nothing is written then.
 */
async function performApply(
  transaction: Transaction,
  ticketRef: DocumentReference,
  ticket: StoredTicket,
  decision: Apply,
  facts: {
    payment: ProviderPayment;
    show: StoredEvent | null;
    parts: PaymentPart[];
    qrPrivateKeyPem: string;
    operator: OperatorRead;
  },
): Promise<Record<string, unknown> | null> {
  const { payment } = facts;
  const seats = await seatWrites(transaction, ticket, decision.seats);
  if (!seats) return null;
  const update: Record<string, unknown> = {
    ticketStatus: decision.ticketStatus,
    paymentStatus: decision.paymentStatus,
    ...providerFields(payment),
    ...seats,
    ...(decision.cancelReason && { cancelReason: decision.cancelReason }),
    // Mercado Pago's fee, for the organizer's settlement
    ...(decision.ticketStatus === 'paid' && { mpFee: payment.mpFee }),
    ...(decision.qr === 'issue' && { qrCode: signTicketQr(ticketRef.id, facts.qrPrivateKeyPem) }),
    ...(decision.qr === 'revoke' && { qrCode: null }),
  };
  if (decision.cashHold) Object.assign(update, await cashHoldWrites(transaction, ticketRef, ticket, decision.cashHold));
  transaction.update(ticketRef, update);
  const to = decision.mail === 'none' ? null : await verifiedRecipient(ticket.userId);
  if (decision.mail === 'confirmation' && facts.show) {
    const qrCode = typeof update.qrCode === 'string' ? update.qrCode : null;
    await createConfirmationMail(
      transaction,
      ticketRef.id,
      ticket,
      mailEventFrom(ticket.eventId, facts.show),
      qrCode,
      to,
      facts.operator,
    );
  }
  if (decision.mail === 'cancellation') createCancellationMail(transaction, ticketRef.id, ticket, 'refunded', to);
  if (decision.cancelParts)
    await cancelPaymentParts(transaction, facts.parts, providerFields(payment), ticket.eventCancelledAt);
  return update;
}

/** Decides what the payment does to its ticket and performs it, read and written inside the transaction. */
async function applyInTransaction(
  transaction: Transaction,
  ticketRef: DocumentReference | null,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
  operator: OperatorRead,
): Promise<ApplyResult> {
  const data = ticketRef ? (await transaction.get(ticketRef)).data() : undefined;
  const ticket = ticketRef && data ? parseTicket(data) : null;
  const parts = ticketRef && ticket ? await readPaymentParts(transaction, ticketRef.id, ticket, payment.id) : [];
  const show = approvesTicket(ticket, payment) ? await showStillOn(transaction, ticket!.eventId, new Date()) : null;
  const decision = decidePayment(ticket, payment, show !== null);
  const details: OutcomeDetails = ticket
    ? {
        ticketId: ticketRef!.id,
        providerStatus: payment.status,
        ticketStatusBefore: ticket.ticketStatus as TicketStatus,
        ticketStatusAfter: ticket.ticketStatus as TicketStatus,
      }
    : { providerStatus: payment.status };
  if (decision.kind === 'keep') {
    const amounts = decision.outcome === 'amount_mismatch' && {
      expectedAmount: ticket!.amount,
      receivedAmount: payment.transactionAmount,
    };
    const refund = decision.refund && { reason: decision.refund };
    const reason = decision.reason && { reason: decision.reason };
    return { outcome: refund ? 'refund' : decision.outcome, details: { ...details, ...amounts, ...reason, ...refund } };
  }
  if (decision.kind === 'end') {
    cancelTicketWrites(transaction, ticketRef!, ticket!, decision.cancelReason, providerFields(payment));
    return { outcome: 'refund', details: { ...details, ticketStatusAfter: 'cancelled', reason: decision.refund } };
  }
  const update = await performApply(transaction, ticketRef!, ticket!, decision, {
    payment,
    show,
    parts,
    qrPrivateKeyPem,
    operator,
  });
  if (!update) {
    transaction.update(ticketRef!, { ...providerFields(payment), cancelReason: 'sold_out_refunded' });
    return { outcome: 'refund', details: { ...details, reason: 'sold_out' } };
  }
  return {
    outcome: 'applied',
    details: { ...details, ticketStatusAfter: decision.ticketStatus },
    ...(decision.cashHold && { cashHoldUntil: decision.cashHold.deadline }),
  };
}

/**
 * Applies a payment (as read from Mercado Pago's API) to the ticket named by its
 * external_reference, with its seat effects, and records the delivery, in one Firestore
 * transaction: concurrent and repeated deliveries serialise on the ticket and all end in the same state.
 */
export async function applyPayment(
  notification: IncomingNotification,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
): Promise<ApplyResult> {
  const firestore = db();
  const notificationRef = newNotificationRef();
  // an empty or slash-containing reference cannot name a ticket document
  const ticketRef = /^[^/]+$/.test(payment.externalReference)
    ? firestore.collection(COLLECTIONS.tickets).doc(payment.externalReference)
    : null;
  // read once for all attempts, and only if the mail names the operator (a show without an organizer)
  const operator = operatorRead();
  const result = await runTransaction(async (transaction) => {
    const decision = await applyInTransaction(transaction, ticketRef, payment, qrPrivateKeyPem, operator);
    transaction.set(notificationRef, notificationRecord(notification, decision.outcome, decision.details));
    return decision;
  });
  logApplyResult(result, payment);
  // the hold now ends at the cash deadline: the same expiry task, due then (and reconciliation behind it)
  if (result.cashHoldUntil && ticketRef) await scheduleHoldExpiry(ticketRef.id, result.cashHoldUntil, 'cash');
  return result;
}
