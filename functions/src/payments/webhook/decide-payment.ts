import {
  CASH_PAYMENT_METHOD,
  CASH_PAYMENT_TYPE,
  CURRENCY,
  isAdmittedStatus,
  isProviderPaymentMethod,
  isReversedProviderStatus,
  isSettledStatus,
} from '@carcajada/domain';
import type { CancelReason, PaymentStatus, TicketStatus } from '@carcajada/domain';
import type { StoredTicket } from '../../documents/ticket.js';
import type { ProviderPayment } from '../../mercado-pago/client.js';
import { holdsInventory } from '../../seats/ticket-seats.js';

/**
 * What a Mercado Pago payment status means for its ticket (contract "Status mapping"). Pure, so
 * the rules are unit-tested without Firestore.
 *
 * Monotonic by rank, so duplicates, retries and out-of-order deliveries all end in the same state:
 *   0 reserved/pending  <  1 cancelled/rejected  <  2 paid/approved  <  3 reversed (refund, chargeback).
 * A delivery applies only when it moves the ticket up (or, at rank 0, refreshes the provider's raw status).
 */
type Effect = 'hold' | 'reject' | 'approve' | 'reverse';

const EFFECT_OF_PROVIDER_STATUS: Readonly<Record<string, Effect>> = {
  pending: 'hold',
  in_process: 'hold',
  authorized: 'hold',
  in_mediation: 'hold',
  rejected: 'reject',
  cancelled: 'reject',
  approved: 'approve',
  refunded: 'reverse',
  charged_back: 'reverse',
};

const RANK_OF_EFFECT: Record<Effect, number> = { hold: 0, reject: 1, approve: 2, reverse: 3 };

const TARGET_OF_EFFECT: Record<Effect, { ticketStatus: TicketStatus; paymentStatus: PaymentStatus }> = {
  hold: { ticketStatus: 'reserved', paymentStatus: 'pending' },
  reject: { ticketStatus: 'cancelled', paymentStatus: 'rejected' },
  approve: { ticketStatus: 'paid', paymentStatus: 'approved' },
  reverse: { ticketStatus: 'cancelled', paymentStatus: 'rejected' },
};

/** The ticket fields the rules look at. */
export interface TicketPaymentState {
  ticketStatus: TicketStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  /** The payment last applied to the ticket, if any. */
  paymentId: string | null;
  /** That payment's raw Mercado Pago status. */
  providerStatus: string | null;
  providerStatusDetail: string | null;
}

export interface ProviderPaymentFacts {
  paymentId: string;
  status: string;
  statusDetail: string;
}

export type NoChangeReason =
  | 'ticket_used'
  | 'not_a_mercadopago_ticket'
  | 'unknown_provider_status'
  | 'already_applied'
  | 'would_move_backwards'
  | 'reversal_of_another_payment';

export type PaymentTransition =
  | { apply: true; ticketStatus: TicketStatus; paymentStatus: PaymentStatus; qr: 'issue' | 'revoke' | 'keep' }
  | { apply: false; reason: NoChangeReason };

function currentRank(ticket: TicketPaymentState): number {
  if (ticket.ticketStatus === 'paid') return 2;
  if (ticket.ticketStatus === 'cancelled') return isReversedProviderStatus(ticket.providerStatus) ? 3 : 1;
  return 0;
}

function sameProviderFacts(ticket: TicketPaymentState, payment: ProviderPaymentFacts): boolean {
  return (
    ticket.paymentId === payment.paymentId &&
    ticket.providerStatus === payment.status &&
    ticket.providerStatusDetail === payment.statusDetail
  );
}

export function paymentTransition(ticket: TicketPaymentState, payment: ProviderPaymentFacts): PaymentTransition {
  if (isAdmittedStatus(ticket.ticketStatus)) return { apply: false, reason: 'ticket_used' };
  // Efecty cash holds are Mercado Pago payments too
  if (!isProviderPaymentMethod(ticket.paymentMethod)) return { apply: false, reason: 'not_a_mercadopago_ticket' };
  const effect = EFFECT_OF_PROVIDER_STATUS[payment.status];
  if (!effect) return { apply: false, reason: 'unknown_provider_status' };
  // A refund of some other payment must not cancel a ticket that a different payment paid for.
  if (effect === 'reverse' && ticket.ticketStatus === 'paid' && ticket.paymentId !== payment.paymentId) {
    return { apply: false, reason: 'reversal_of_another_payment' };
  }
  const from = currentRank(ticket);
  const to = RANK_OF_EFFECT[effect];
  if (to < from) return { apply: false, reason: 'would_move_backwards' };
  if (to === from && (from !== 0 || sameProviderFacts(ticket, payment)))
    return { apply: false, reason: 'already_applied' };
  const qr = effect === 'approve' ? 'issue' : effect === 'reverse' ? 'revoke' : 'keep';
  return { apply: true, ...TARGET_OF_EFFECT[effect], qr };
}

/** Why an approved payment is refunded: no valid ticket can be given for it. */
export type RefundReason =
  | 'sold_out'
  | 'show_unavailable'
  | 'duplicate_payment'
  | 'after_reversal'
  | 'amount_mismatch'
  | 'unknown_ticket'
  | 'account_deleted';

/** What the payment does to the ticket's seats: take them again, give them back, end the hold, or nothing. */
export type SeatEffect = 'retake' | 'release' | 'endHold' | 'none';

/**
 * What applying a Mercado Pago payment to its ticket does, decided from the facts alone:
 * - `keep`: the ticket stays as it is (`refund` when the money must go back);
 * - `end`: an approval for a show no longer on sale: the ticket ends and the money goes back;
 * - `apply`: the status transition and each of its effects, for the executor to write.
 */
export type PaymentDecision =
  | {
      kind: 'keep';
      outcome: 'unknown_ticket' | 'amount_mismatch' | 'unchanged';
      reason?: NoChangeReason;
      refund?: RefundReason;
    }
  | { kind: 'end'; cancelReason: 'show_unavailable_refunded'; refund: 'show_unavailable' }
  | {
      kind: 'apply';
      ticketStatus: TicketStatus;
      paymentStatus: PaymentStatus;
      seats: SeatEffect;
      /** Set on a cancelled ticket that had no reason yet. */
      cancelReason: CancelReason | null;
      qr: 'issue' | 'revoke' | 'keep';
      mail: 'confirmation' | 'cancellation' | 'none';
      /** A refund of a split payment ends every other part of it too. */
      cancelParts: boolean;
      /** A pending Efecty payment of a checkout that offered cash: the ticket becomes a cash hold. */
      cashHold: { deadline: Date; voucherUrl: string } | null;
    };

type Applied = Extract<PaymentTransition, { apply: true }>;

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

function transitionOf(ticket: StoredTicket, payment: ProviderPayment): PaymentTransition {
  return paymentTransition(
    {
      ticketStatus: ticket.ticketStatus as TicketStatus,
      paymentStatus: ticket.paymentStatus as PaymentStatus,
      paymentMethod: ticket.paymentMethod,
      paymentId: ticket.paymentId,
      providerStatus: ticket.providerStatus,
      providerStatusDetail: ticket.providerStatusDetail,
    },
    { paymentId: payment.id, status: payment.status, statusDetail: payment.statusDetail },
  );
}

/** The checks before any transition: no ticket, a wrong amount, money that goes back as it is. */
function keptAsItIs(ticket: StoredTicket | null, payment: ProviderPayment): PaymentDecision | null {
  const approved = payment.status === 'approved';
  if (!ticket) return { kind: 'keep', outcome: 'unknown_ticket', ...(approved && { refund: 'unknown_ticket' }) };
  if (!chargeMatches(ticket, payment))
    return { kind: 'keep', outcome: 'amount_mismatch', ...(approved && { refund: 'amount_mismatch' }) };
  const refund = refundWithoutChange(ticket, payment);
  return refund ? { kind: 'keep', outcome: 'unchanged', refund } : null;
}

/** Why a payment cancels its ticket: refunded, a cash voucher that expired or was cancelled, or rejected. */
function cancelReasonOf(ticket: StoredTicket, transition: Applied, payment: ProviderPayment): CancelReason {
  // a refund of a ticket whose date was cancelled (`eventCancelledAt`, cancelEvent) says so
  if (transition.qr === 'revoke') return ticket.eventCancelledAt ? 'event_cancelled' : 'refunded';
  if (ticket.paymentMethod === CASH_PAYMENT_METHOD && payment.status === 'cancelled') return 'cash_expired';
  return 'payment_rejected';
}

function seatEffectOf(ticket: StoredTicket, transition: Applied): SeatEffect {
  if (transition.ticketStatus === 'reserved') return 'none';
  // an approval for a ticket whose seats already went back (its hold ended) takes them again
  if (transition.ticketStatus === 'paid' && holdsInventory(ticket) && ticket.seatsReleased) return 'retake';
  return transition.ticketStatus === 'cancelled' ? 'release' : 'endHold';
}

/**
 * A pending Efecty payment of a checkout that offered cash: the ticket becomes a cash hold,
 * its seats held until the cash deadline. Null when the payment is not one (a card, PSE, or cash
 * the checkout never offered: that keeps the normal hold, and a late approval is handled as any).
 */
function cashHoldOf(ticket: StoredTicket, payment: ProviderPayment): { deadline: Date; voucherUrl: string } | null {
  if (payment.status !== 'pending' || payment.paymentTypeId !== CASH_PAYMENT_TYPE) return null;
  if (ticket.ticketStatus !== 'reserved' || !ticket.cashDeadline || !payment.voucherUrl) return null;
  return { deadline: ticket.cashDeadline.toDate(), voucherUrl: payment.voucherUrl };
}

/**
 * What the payment does to its ticket (pure; `showOnSale` is read for approvals only, null
 * otherwise). Monotonic through `paymentTransition`, so duplicates, retries and out-of-order
 * deliveries all end in the same state.
 */
export function decidePayment(
  ticket: StoredTicket | null,
  payment: ProviderPayment,
  showOnSale: boolean | null,
): PaymentDecision {
  const kept = keptAsItIs(ticket, payment);
  if (kept || !ticket) return kept ?? { kind: 'keep', outcome: 'unknown_ticket' };
  const transition = transitionOf(ticket, payment);
  if (!transition.apply) return { kind: 'keep', outcome: 'unchanged', reason: transition.reason };
  // its account was deleted meanwhile (a PSE approval arriving late): nobody to give a ticket to
  if (transition.ticketStatus === 'paid' && !ticket.userId)
    return { kind: 'keep', outcome: 'unchanged', refund: 'account_deleted' };
  // approved after the show began or was hidden (cash paid days later): no ticket, money back
  if (transition.ticketStatus === 'paid' && !showOnSale)
    return { kind: 'end', cancelReason: 'show_unavailable_refunded', refund: 'show_unavailable' };
  const seats = seatEffectOf(ticket, transition);
  const reversedPaid = transition.qr === 'revoke' && ticket.ticketStatus === 'paid';
  return {
    kind: 'apply',
    ticketStatus: transition.ticketStatus,
    paymentStatus: transition.paymentStatus,
    seats,
    cancelReason:
      transition.ticketStatus === 'cancelled' && !ticket.cancelReason
        ? cancelReasonOf(ticket, transition, payment)
        : null,
    qr: transition.qr,
    // the transition to paid (or from paid to refunded) happens once, so its mail is made once;
    // a cancelled date's holders get the date's own mail, with the organizer's message
    mail:
      transition.ticketStatus === 'paid'
        ? 'confirmation'
        : reversedPaid && !ticket.eventCancelledAt
          ? 'cancellation'
          : 'none',
    cancelParts: reversedPaid,
    cashHold: transition.ticketStatus === 'reserved' ? cashHoldOf(ticket, payment) : null,
  };
}
