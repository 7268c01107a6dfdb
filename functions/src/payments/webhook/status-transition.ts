import {
  isAdmittedStatus,
  isProviderPaymentMethod,
  isReversedProviderStatus,
  type PaymentStatus,
  type TicketStatus,
} from '@carcajada/domain';

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
