import {
  CASH_PAYMENT_METHOD,
  CURRENCY,
  isReversedProviderStatus,
  isSettledStatus,
  type CancelReason,
  type PaymentStatus,
  type TicketStatus,
} from '@carcajada/domain';
import { cashHoldOf, cashHoldWrites } from '../cash/cash-hold.js';
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
import { cancelTicketWrites, holdsInventory, leaveStateWrites, type TicketSeats } from '../../seats/ticket-seats.js';
import { COLLECTIONS, db, eventRef, promoCodeRef, runTransaction, seatBlocksOf } from '../../common/firestore.js';
import type { ProviderPayment } from '../../mercado-pago/client.js';
import { paymentTransition, type PaymentTransition, type TicketPaymentState } from './status-transition.js';
import { logApplyResult } from './apply-log.js';
import type { IncomingNotification } from './notification.js';
import { cancelPaymentParts, readPaymentParts } from '../../transfers/payment-parts.js';
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

type Applied = Extract<PaymentTransition, { apply: true }>;

/** Why an approved payment is refunded: no valid ticket can be given for it. */
export type RefundReason =
  'sold_out' | 'show_unavailable' | 'duplicate_payment' | 'after_reversal' | 'amount_mismatch' | 'unknown_ticket';

function paymentState(ticket: StoredTicket): TicketPaymentState {
  return {
    ticketStatus: ticket.ticketStatus as TicketStatus,
    paymentStatus: ticket.paymentStatus as PaymentStatus,
    paymentMethod: ticket.paymentMethod,
    paymentId: ticket.paymentId,
    providerStatus: ticket.providerStatus,
    providerStatusDetail: ticket.providerStatusDetail,
  };
}

/**
 * The charge must be for this ticket's exact amount in COP; anything else never approves. A ticket
 * a partial transfer split keeps the whole charge in `chargedAmount` (its `amount` is its share).
 */
function chargeMatches(ticket: StoredTicket, payment: ProviderPayment): boolean {
  return payment.currencyId === CURRENCY && payment.transactionAmount === (ticket.chargedAmount ?? ticket.amount);
}

/**
 * Why an approved payment must go back, decided from the ticket alone: it was already judged
 * unsellable (sold out, show started or hidden: that verdict is final), or another payment
 * already paid for it (a second tab), or it was reversed (refund, chargeback) before this approval.
 */
function refundWithoutChange(ticket: StoredTicket, payment: ProviderPayment): RefundReason | null {
  if (payment.status !== 'approved') return null;
  const samePayment = ticket.paymentId === payment.id;
  if (samePayment && ticket.cancelReason === 'sold_out_refunded') return 'sold_out';
  if (samePayment && ticket.cancelReason === 'show_unavailable_refunded') return 'show_unavailable';
  if (samePayment || ticket.paymentId === null) return null;
  if (isSettledStatus(ticket.ticketStatus)) return 'duplicate_payment';
  if (isReversedProviderStatus(ticket.providerStatus)) return 'after_reversal';
  return null;
}

/** The show must still be on sale when its payment is approved (active, not started): the show, else null. */
async function showStillOn(transaction: Transaction, eventId: string, now: Date): Promise<StoredEvent | null> {
  const event = parseEvent((await transaction.get(eventRef(eventId))).data());
  return isOnSale(event, now) ? event : null;
}

/** An approval for a ticket whose seats already went back (its hold ended): the seats must be taken again. */
function needsSeatsAgain(transition: Applied, seats: TicketSeats): boolean {
  return transition.ticketStatus === 'paid' && holdsInventory(seats) && seats.seatsReleased;
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
  return { seatBlocks: show?.take ?? null, quotaBlocks: quota?.take ?? null };
}

/** Why a payment cancels its ticket: refunded, a cash voucher that expired or was cancelled, or rejected. */
function cancelReasonOf(ticket: StoredTicket, transition: Applied, payment: ProviderPayment): CancelReason {
  // a refund of a ticket whose date was cancelled (`eventCancelledAt`, cancelEvent) says so
  if (transition.qr === 'revoke') return ticket.eventCancelledAt ? 'event_cancelled' : 'refunded';
  if (ticket.paymentMethod === CASH_PAYMENT_METHOD && payment.status === 'cancelled') return 'cash_expired';
  return 'payment_rejected';
}

/** The ticket update of an applied transition, with its seat effects written in the same transaction. */
async function appliedUpdate(
  transaction: Transaction,
  ticketId: string,
  seats: StoredTicket,
  transition: Applied,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
): Promise<Record<string, unknown> | null> {
  const update: Record<string, unknown> = {
    ticketStatus: transition.ticketStatus,
    paymentStatus: transition.paymentStatus,
    ...providerFields(payment),
  };
  if (needsSeatsAgain(transition, seats)) {
    const taken = await retakeSeats(transaction, seats);
    if (!taken) return null;
    Object.assign(update, { ...taken, seatsReleased: false, cancelReason: null });
  } else if (transition.ticketStatus !== 'reserved') {
    const cancelled = transition.ticketStatus === 'cancelled';
    Object.assign(update, leaveStateWrites(transaction, seats, { cancelled }));
    if (cancelled && !seats.cancelReason) update.cancelReason = cancelReasonOf(seats, transition, payment);
  }
  if (transition.qr === 'issue') update.qrCode = signTicketQr(ticketId, qrPrivateKeyPem);
  // Mercado Pago's fee, for the organizer's settlement
  if (transition.ticketStatus === 'paid') update.mpFee = payment.mpFee;
  if (transition.qr === 'revoke') update.qrCode = null;
  return update;
}

/** What the payment does to its ticket, read and written inside the transaction. */
async function applyInTransaction(
  transaction: Transaction,
  ticketRef: DocumentReference | null,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
): Promise<ApplyResult> {
  const data = ticketRef ? (await transaction.get(ticketRef)).data() : undefined;
  if (!ticketRef || !data) {
    // money no ticket of ours can answer for: an approved one goes back, the reason recorded
    if (payment.status === 'approved')
      return { outcome: 'refund', details: { providerStatus: payment.status, reason: 'unknown_ticket' } };
    return { outcome: 'unknown_ticket', details: { providerStatus: payment.status } };
  }
  const ticket = parseTicket(data);
  const parts = await readPaymentParts(transaction, ticketRef.id, ticket, payment.id);
  const before = paymentState(ticket);
  const details: OutcomeDetails = {
    ticketId: ticketRef.id,
    providerStatus: payment.status,
    ticketStatusBefore: before.ticketStatus,
    ticketStatusAfter: before.ticketStatus,
  };
  if (!chargeMatches(ticket, payment)) {
    const amounts = { expectedAmount: ticket.amount, receivedAmount: payment.transactionAmount };
    // never approves the ticket; an approved charge of the wrong amount or currency goes back
    if (payment.status === 'approved')
      return { outcome: 'refund', details: { ...details, ...amounts, reason: 'amount_mismatch' } };
    return { outcome: 'amount_mismatch', details: { ...details, ...amounts } };
  }
  const refundNow = refundWithoutChange(ticket, payment);
  if (refundNow) return { outcome: 'refund', details: { ...details, reason: refundNow } };
  const transition = paymentTransition(before, {
    paymentId: payment.id,
    status: payment.status,
    statusDetail: payment.statusDetail,
  });
  if (!transition.apply) return { outcome: 'unchanged', details: { ...details, reason: transition.reason } };
  const show = transition.ticketStatus === 'paid' ? await showStillOn(transaction, ticket.eventId, new Date()) : null;
  if (transition.ticketStatus === 'paid' && !show) {
    // approved after the show began or was hidden (cash paid days later): no ticket, money back
    cancelTicketWrites(transaction, ticketRef, ticket, 'show_unavailable_refunded', providerFields(payment));
    return { outcome: 'refund', details: { ...details, ticketStatusAfter: 'cancelled', reason: 'show_unavailable' } };
  }
  const update = await appliedUpdate(transaction, ticketRef.id, ticket, transition, payment, qrPrivateKeyPem);
  if (!update) {
    transaction.update(ticketRef, { ...providerFields(payment), cancelReason: 'sold_out_refunded' });
    return { outcome: 'refund', details: { ...details, reason: 'sold_out' } };
  }
  const cashHold = transition.ticketStatus === 'reserved' ? cashHoldOf(ticket, payment) : null;
  if (cashHold) Object.assign(update, await cashHoldWrites(transaction, ticketRef, ticket, cashHold));
  transaction.update(ticketRef, update);
  // the transition to paid (or from paid to refunded) happens once, so its mail is created once
  if (show) {
    const event = mailEventFrom(ticket.eventId, show);
    await createConfirmationMail(
      transaction,
      ticketRef.id,
      ticket,
      event,
      typeof update.qrCode === 'string' ? update.qrCode : null,
      await verifiedRecipient(ticket.userId),
    );
  } else if (transition.qr === 'revoke' && before.ticketStatus === 'paid') {
    // (a cancelled date's holders get its own mail, with the organizer's message: cancellation/)
    if (!ticket.eventCancelledAt)
      createCancellationMail(transaction, ticketRef.id, ticket, 'refunded', await verifiedRecipient(ticket.userId));
    await cancelPaymentParts(transaction, parts, providerFields(payment), ticket.eventCancelledAt);
  }
  return {
    outcome: 'applied',
    details: { ...details, ticketStatusAfter: transition.ticketStatus },
    ...(cashHold && { cashHoldUntil: cashHold.deadline }),
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
  const result = await runTransaction(async (transaction) => {
    const decision = await applyInTransaction(transaction, ticketRef, payment, qrPrivateKeyPem);
    transaction.set(notificationRef, notificationRecord(notification, decision.outcome, decision.details));
    return decision;
  });
  logApplyResult(result, payment);
  // the hold now ends at the cash deadline: the same expiry task, due then (and reconciliation behind it)
  if (result.cashHoldUntil && ticketRef) await scheduleHoldExpiry(ticketRef.id, result.cashHoldUntil, 'cash');
  return result;
}
