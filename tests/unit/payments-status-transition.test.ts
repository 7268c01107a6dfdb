import { describe, expect, it } from 'vitest';
import { paymentTransition, type TicketPaymentState } from '../../functions/src/payments/webhook/decide-payment.js';

const reserved: TicketPaymentState = {
  ticketStatus: 'reserved',
  paymentStatus: 'pending',
  paymentMethod: 'mercadopago',
  paymentId: null,
  providerStatus: null,
  providerStatusDetail: null,
};
const paid: TicketPaymentState = {
  ...reserved,
  ticketStatus: 'paid',
  paymentStatus: 'approved',
  paymentId: '100',
  providerStatus: 'approved',
  providerStatusDetail: 'accredited',
};
const rejected: TicketPaymentState = {
  ...reserved,
  ticketStatus: 'cancelled',
  paymentStatus: 'rejected',
  paymentId: '99',
  providerStatus: 'rejected',
};
const refunded: TicketPaymentState = {
  ...paid,
  ticketStatus: 'cancelled',
  paymentStatus: 'rejected',
  providerStatus: 'refunded',
};

const payment = (status: string, paymentId = '100', statusDetail = 'detail') => ({ paymentId, status, statusDetail });

/** Applies a sequence of provider statuses the way the webhook does, returning the final ticket state. */
function replay(start: TicketPaymentState, deliveries: ReturnType<typeof payment>[]): TicketPaymentState {
  return deliveries.reduce((ticket, delivery) => {
    const transition = paymentTransition(ticket, delivery);
    if (!transition.apply) return ticket;
    return {
      ...ticket,
      ticketStatus: transition.ticketStatus,
      paymentStatus: transition.paymentStatus,
      paymentId: delivery.paymentId,
      providerStatus: delivery.status,
      providerStatusDetail: delivery.statusDetail,
    };
  }, start);
}

describe('paymentTransition: the contract mapping', () => {
  it('approved pays a reserved ticket and issues the QR code', () => {
    expect(paymentTransition(reserved, payment('approved'))).toEqual({
      apply: true,
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      qr: 'issue',
    });
  });

  it.each(['pending', 'in_process', 'authorized'])(
    '%s keeps a reserved ticket reserved/pending and records it',
    (status) => {
      expect(paymentTransition(reserved, payment(status))).toEqual({
        apply: true,
        ticketStatus: 'reserved',
        paymentStatus: 'pending',
        qr: 'keep',
      });
    },
  );

  it.each(['pending', 'in_process', 'authorized', 'rejected', 'cancelled'])(
    '%s never moves a paid ticket back',
    (status) => {
      expect(paymentTransition(paid, payment(status))).toEqual({ apply: false, reason: 'would_move_backwards' });
    },
  );

  it.each(['rejected', 'cancelled'])('%s cancels a reserved ticket as rejected', (status) => {
    expect(paymentTransition(reserved, payment(status))).toEqual({
      apply: true,
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      qr: 'keep',
    });
  });

  it.each(['refunded', 'charged_back'])('%s cancels a paid ticket and revokes its QR code', (status) => {
    expect(paymentTransition(paid, payment(status))).toEqual({
      apply: true,
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      qr: 'revoke',
    });
  });

  it.each(['redeemed', 'used'] as const)('a %s ticket never changes', (ticketStatus) => {
    for (const status of ['approved', 'refunded', 'rejected', 'pending']) {
      expect(paymentTransition({ ...paid, ticketStatus }, payment(status))).toEqual({
        apply: false,
        reason: 'ticket_used',
      });
    }
  });

  it('a free ticket is never touched by a payment', () => {
    const free: TicketPaymentState = { ...reserved, paymentStatus: 'approved', paymentMethod: 'free' };
    expect(paymentTransition(free, payment('approved'))).toEqual({ apply: false, reason: 'not_a_mercadopago_ticket' });
  });

  it('an unknown provider status changes nothing', () => {
    expect(paymentTransition(reserved, payment('something_new'))).toEqual({
      apply: false,
      reason: 'unknown_provider_status',
    });
  });
});

describe('paymentTransition: idempotent and monotonic', () => {
  it('a repeated approval is already applied', () => {
    expect(paymentTransition(paid, payment('approved'))).toEqual({ apply: false, reason: 'already_applied' });
  });

  it('a repeated pending with the same facts is already applied, a new detail is recorded', () => {
    const pending = replay(reserved, [payment('pending', '100', 'pending_waiting_payment')]);
    expect(paymentTransition(pending, payment('pending', '100', 'pending_waiting_payment'))).toEqual({
      apply: false,
      reason: 'already_applied',
    });
    expect(paymentTransition(pending, payment('in_process', '100', 'pending_review_manual')).apply).toBe(true);
  });

  it('a refunded ticket is never revived by a late approval', () => {
    expect(paymentTransition(refunded, payment('approved'))).toEqual({ apply: false, reason: 'would_move_backwards' });
  });

  it('a rejected first attempt does not block a later approved payment', () => {
    expect(paymentTransition(rejected, payment('approved', '101')).apply).toBe(true);
  });

  it('a refund of another payment does not cancel a ticket a different payment paid for', () => {
    expect(paymentTransition(paid, payment('refunded', '555'))).toEqual({
      apply: false,
      reason: 'reversal_of_another_payment',
    });
  });

  it.each([
    [['pending', 'approved'], 'paid'],
    [['approved', 'pending'], 'paid'],
    [['rejected', 'approved'], 'paid'],
    [['approved', 'rejected'], 'paid'],
    [['approved', 'refunded'], 'cancelled'],
    [['refunded', 'approved'], 'cancelled'],
    [['approved', 'approved', 'pending', 'approved'], 'paid'],
  ])('deliveries %j end %s whatever their order', (statuses, expected) => {
    const final = replay(
      reserved,
      statuses.map((status) => payment(status)),
    );
    expect(final.ticketStatus).toBe(expected);
    expect(
      replay(
        reserved,
        [...statuses].reverse().map((status) => payment(status)),
      ).ticketStatus,
    ).toBe(expected);
  });
});
