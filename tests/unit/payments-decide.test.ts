import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { parseTicket, type StoredTicket } from '../../functions/src/documents/ticket.js';
import type { ProviderPayment } from '../../functions/src/mercado-pago/client.js';
import { decidePayment } from '../../functions/src/payments/webhook/decide-payment.js';

/** decidePayment: what a Mercado Pago payment does to its ticket, decided from the facts alone. */
const AMOUNT = 100_000;

function ticket(fields: Record<string, unknown> = {}): StoredTicket {
  return parseTicket({
    ...ticketDocument({ userId: 'u', eventId: 'e', buyerEmail: 'a@b.co', amount: AMOUNT }),
    seatBlocks: { '0': 1 },
    ...fields,
  });
}

function payment(status: string, fields: Partial<ProviderPayment> = {}): ProviderPayment {
  return {
    id: '100',
    status,
    statusDetail: status === 'approved' ? 'accredited' : 'detail',
    externalReference: 't1',
    transactionAmount: AMOUNT,
    currencyId: 'COP',
    mpFee: 4_000,
    paymentTypeId: 'credit_card',
    voucherUrl: null,
    ...fields,
  };
}

const paid = { ticketStatus: 'paid', paymentStatus: 'approved', paymentId: '100', providerStatus: 'approved' };
const inFuture = Timestamp.fromMillis(Date.now() + 86_400_000);

describe('decidePayment', () => {
  it.each([
    [
      'no ticket, approved',
      null,
      payment('approved'),
      null,
      { kind: 'keep', outcome: 'unknown_ticket', refund: 'unknown_ticket' },
    ],
    ['no ticket, pending', null, payment('pending'), null, { kind: 'keep', outcome: 'unknown_ticket' }],
    [
      'another amount, approved',
      ticket(),
      payment('approved', { transactionAmount: 1 }),
      null,
      { kind: 'keep', outcome: 'amount_mismatch', refund: 'amount_mismatch' },
    ],
    [
      'another currency, rejected',
      ticket(),
      payment('rejected', { currencyId: 'USD' }),
      null,
      { kind: 'keep', outcome: 'amount_mismatch' },
    ],
    [
      'a second payment of a paid ticket',
      ticket(paid),
      payment('approved', { id: '200' }),
      null,
      { kind: 'keep', outcome: 'unchanged', refund: 'duplicate_payment' },
    ],
    [
      'an approval after a refund',
      ticket({ ...paid, ticketStatus: 'cancelled', providerStatus: 'refunded' }),
      payment('approved', { id: '200' }),
      null,
      { kind: 'keep', outcome: 'unchanged', refund: 'after_reversal' },
    ],
    [
      'the same approval again',
      ticket({ ...paid, providerStatusDetail: 'accredited' }),
      payment('approved'),
      true,
      { kind: 'keep', outcome: 'unchanged', reason: 'already_applied' },
    ],
    [
      'an approval for a show no longer on sale',
      ticket(),
      payment('approved'),
      false,
      { kind: 'end', cancelReason: 'show_unavailable_refunded', refund: 'show_unavailable' },
    ],
  ] as const)('%s', (_name, stored, provider, showOnSale, expected) => {
    expect(decidePayment(stored, provider, showOnSale)).toEqual(expected);
  });

  it('an approval of a hold: paid, the hold ends, a QR, the confirmation', () => {
    expect(decidePayment(ticket(), payment('approved'), true)).toEqual({
      kind: 'apply',
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      seats: 'endHold',
      cancelReason: null,
      qr: 'issue',
      mail: 'confirmation',
      cancelParts: false,
      cashHold: null,
    });
  });

  it('a late approval of an ended hold takes its seats again', () => {
    const ended = ticket({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: 'hold_expired',
      seatsReleased: true,
    });
    expect(decidePayment(ended, payment('approved'), true)).toMatchObject({
      kind: 'apply',
      seats: 'retake',
      mail: 'confirmation',
    });
  });

  it('a rejection ends the hold: seats back, its reason', () => {
    expect(decidePayment(ticket(), payment('rejected'), null)).toMatchObject({
      kind: 'apply',
      ticketStatus: 'cancelled',
      seats: 'release',
      cancelReason: 'payment_rejected',
      mail: 'none',
      cancelParts: false,
    });
  });

  it('a refund of a paid ticket: seats back, QR revoked, its mail and its split parts', () => {
    expect(decidePayment(ticket(paid), payment('refunded'), null)).toMatchObject({
      kind: 'apply',
      ticketStatus: 'cancelled',
      seats: 'release',
      cancelReason: 'refunded',
      qr: 'revoke',
      mail: 'cancellation',
      cancelParts: true,
    });
  });

  it('a refund of a cancelled date: the date’s reason, the date’s own mail, the parts with it', () => {
    const marked = ticket({ ...paid, eventCancelledAt: Timestamp.now(), refundRequestedAt: Timestamp.now() });
    expect(decidePayment(marked, payment('refunded'), null)).toMatchObject({
      cancelReason: 'event_cancelled',
      mail: 'none',
      cancelParts: true,
    });
  });

  it('a pending Efecty payment of a checkout offered cash becomes a cash hold', () => {
    const offered = ticket({ cashDeadline: inFuture });
    const voucher = payment('pending', { paymentTypeId: 'ticket', voucherUrl: 'https://mp.example/v/1' });
    expect(decidePayment(offered, voucher, null)).toMatchObject({
      kind: 'apply',
      ticketStatus: 'reserved',
      seats: 'none',
      cashHold: { deadline: inFuture.toDate(), voucherUrl: 'https://mp.example/v/1' },
    });
  });

  it('an approval for an account deleted meanwhile (no owner left) changes nothing and goes back', () => {
    const ownerless = ticket({ userId: '', ticketStatus: 'cancelled', cancelReason: 'user_cancelled' });
    expect(decidePayment(ownerless, payment('approved'), true)).toEqual({
      kind: 'keep',
      outcome: 'unchanged',
      refund: 'account_deleted',
    });
    // an approval already applied before the deletion is not sent back
    expect(
      decidePayment(ticket({ ...paid, userId: '', providerStatusDetail: 'accredited' }), payment('approved'), true),
    ).toEqual({ kind: 'keep', outcome: 'unchanged', reason: 'already_applied' });
  });
});
