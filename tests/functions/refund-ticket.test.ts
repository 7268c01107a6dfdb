import { StandInControl } from '@carcajada/mp-standin';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundTicketResult } from '@carcajada/domain';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';
import { purchases } from '../support/fixtures/purchases.js';

/** refundTicket: ADMIN refunds a paid ticket; Mercado Pago's webhook then cancels it and frees its seats. */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const { bought } = purchases(fixtures);
afterAll(() => fixtures.cleanUp(), 120_000);

const CAPACITY = 10;
let admin: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
});

function refund(ticketId: string, idToken: string | null = admin.idToken) {
  return callCallable<RefundTicketResult>('refundTicket', idToken, { ticketId });
}

/** A paid ticket of 2 seats on a fresh show of CAPACITY seats. */
async function paidTicket() {
  const event = await fixtures.createEvent({ capacity: CAPACITY });
  const buyer = await fixtures.createBuyer();
  const purchase = await bought(buyer, event.id, 2);
  const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
  fixtures.rememberPayment(payment.id);
  expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid' });
  expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY - 2);
  return { eventId: event.id, buyer, ticketId: purchase.ticketId, paymentId: payment.id };
}

describe('refundTicket', () => {
  it('refunds through Mercado Pago; the webhook cancels the ticket, revokes its QR and frees its seats', async () => {
    const { eventId, ticketId, paymentId } = await paidTicket();
    expect(await refund(ticketId)).toMatchObject({ ok: true, result: { ticketId, refundRequested: true } });
    expect((await fixtures.ticket(ticketId)).refundRequestedAt).toBeInstanceOf(Timestamp);
    const ticket = await eventually(
      () => fixtures.ticket(ticketId),
      (data) => data.ticketStatus === 'cancelled',
    );
    expect(ticket).toMatchObject({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: 'refunded',
      providerStatus: 'refunded',
      qrCode: null,
      seatsReleased: true,
    });
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(CAPACITY);
    expect((await standIn.payment(paymentId)).payment.status).toBe('refunded');

    // asked again once it is done: nothing left to refund, seats stay returned once
    expect(await refund(ticketId)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'notRefundable' },
    });
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(CAPACITY);
  });

  it('two clicks at once ask Mercado Pago once; a request in progress is refused', async () => {
    const { ticketId } = await paidTicket();
    const answers = await Promise.all([refund(ticketId), refund(ticketId)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({
      details: { reason: expect.stringMatching(/^(refundInProgress|notRefundable)$/) },
    });

    const waiting = await paidTicket();
    // the webhook has not landed yet: the ticket is still paid with the request recorded
    await fixtures.db.doc(`tickets/${waiting.ticketId}`).update({ refundRequestedAt: Timestamp.now() });
    expect(await refund(waiting.ticketId)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/Ya pedimos el reembolso/),
      details: { reason: 'refundInProgress' },
    });
  });

  it('Mercado Pago down: refused, nothing recorded, and it can be asked again', async () => {
    const { ticketId, paymentId } = await paidTicket();
    const scope = { paymentId: String(paymentId) };
    await standIn.failApi({ scope });
    try {
      expect(await refund(ticketId)).toMatchObject({
        ok: false,
        status: 'UNAVAILABLE',
        details: { reason: 'refundProviderUnavailable' },
      });
    } finally {
      await standIn.clearFaults(scope);
    }
    expect(await fixtures.ticket(ticketId)).toMatchObject({ ticketStatus: 'paid', refundRequestedAt: null });
    expect(await refund(ticketId)).toMatchObject({ ok: true });
  });

  it('refuses free reservations, unpaid checkouts and unknown tickets', async () => {
    const free = await fixtures.createEvent({ capacity: CAPACITY, ticketPrice: 0 });
    const unpaid = await fixtures.createEvent({ capacity: CAPACITY });
    const buyer = await fixtures.createBuyer();
    const reservation = await purchases(fixtures, 0).bought(buyer, free.id, 1);
    const checkout = await bought(buyer, unpaid.id, 1);
    for (const ticketId of [reservation.ticketId, checkout.ticketId])
      expect(await refund(ticketId)).toMatchObject({ ok: false, details: { reason: 'notRefundable' } });
    expect(await refund('noSuchTicket123')).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      details: { reason: 'ticketNotFound' },
    });
  });

  it('refuses a USER (even the owner) and an anonymous caller', async () => {
    const { ticketId, buyer } = await paidTicket();
    expect(await refund(ticketId, buyer.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      details: { reason: 'organizerOnly' },
    });
    expect(await refund(ticketId, null)).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    expect(await fixtures.ticket(ticketId)).toMatchObject({ ticketStatus: 'paid', refundRequestedAt: null });
  });
});
