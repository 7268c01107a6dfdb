import { afterAll, describe, expect, it } from 'vitest';
import { StandInControl } from '@carcajada/mp-standin';
import { verifyTicketQr } from '../../functions/src/qr/verify.js';
import { STANDIN_URL, qrKeys } from '../support/services/env.js';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import { postWebhook, purchasePaidTicket, signedWebhook } from '../support/services/webhook.js';
import { eventually } from '../support/eventually.js';
import { callCancelTicket } from '../support/services/callables.js';
import { getAuth } from 'firebase-admin/auth';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp());

function admits(qrCode: string, ticketStatus: 'paid' | 'cancelled' | 'redeemed', ticketId: string) {
  return verifyTicketQr(qrCode, qrKeys.publicKeyPem(), (id) => (id === ticketId ? ticketStatus : undefined));
}

describe('paymentWebhook: payment outcomes', () => {
  it('approved: the ticket becomes paid with a QR code that verifies offline', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    const { payment, deliveries } = await standIn.payPreference(purchase.preferenceId, 'approved');
    expect(deliveries.map((delivery) => delivery.responseStatus)).toEqual([200]);

    const ticket = await fixtures.ticket(purchase.ticketId);
    expect(ticket).toMatchObject({
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      paymentId: String(payment.id),
      providerStatus: 'approved',
      providerStatusDetail: 'accredited',
    });
    expect(ticket.updatedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(ticket.qrCode).toMatch(new RegExp(`^CJ1\\.${purchase.ticketId}\\.[A-Za-z0-9_-]+$`));
    expect(admits(ticket.qrCode, 'paid', purchase.ticketId)).toEqual({ admitted: true, ticketId: purchase.ticketId });
    expect((await fixtures.notificationsFor(payment.id)).map((entry) => entry.outcome)).toEqual(['applied']);
  });

  it('rejected: the ticket is cancelled/rejected without a QR code', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    await standIn.payPreference(purchase.preferenceId, 'rejected');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      providerStatus: 'rejected',
      qrCode: null,
    });
  });

  it('pending then approved: reserved/pending first, then paid', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'in_process');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      providerStatus: 'in_process',
      qrCode: null,
    });
    await standIn.setPaymentStatus(payment.id, 'approved');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid', paymentStatus: 'approved' });
  });

  it('approved then a late pending or rejected delivery: the ticket stays paid', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
    const paid = await fixtures.ticket(purchase.ticketId);
    for (const lateStatus of ['pending', 'rejected'] as const) {
      const { deliveries } = await standIn.setPaymentStatus(payment.id, lateStatus);
      expect(deliveries[0]?.responseStatus).toBe(200);
    }
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      providerStatus: 'approved',
      qrCode: paid.qrCode,
    });
    expect((await fixtures.notificationsFor(payment.id)).map((entry) => entry.outcome).sort()).toEqual([
      'applied',
      'unchanged',
      'unchanged',
    ]);
  });

  it('a first payment rejected, a second one approved: the ticket ends paid', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    await standIn.payPreference(purchase.preferenceId, 'rejected');
    await standIn.payPreference(purchase.preferenceId, 'approved');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid', paymentStatus: 'approved' });
  });

  it('the same delivery 5 times at once: one transition, the rest recorded as unchanged', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false });
    const delivery = signedWebhook(payment.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(delivery)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = (await fixtures.notificationsFor(payment.id)).map((entry) => entry.outcome).sort();
    expect(outcomes).toEqual(['applied', 'unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid', paymentStatus: 'approved' });
  });

  it('refund after approval: cancelled/rejected and the QR code no longer admits', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
    const { qrCode } = await fixtures.ticket(purchase.ticketId);
    await standIn.setPaymentStatus(payment.id, 'refunded');
    const refunded = await fixtures.ticket(purchase.ticketId);
    expect(refunded).toMatchObject({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      providerStatus: 'refunded',
      qrCode: null,
    });
    expect(admits(qrCode, refunded.ticketStatus, purchase.ticketId)).toMatchObject({
      admitted: false,
      reason: 'ticket_not_paid',
    });
    // a late "approved" re-delivery never revives a refunded ticket
    await standIn.setPaymentStatus(payment.id, 'approved');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'cancelled',
      providerStatus: 'refunded',
    });
  });

  it('a redeemed ticket never changes, even on a chargeback', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
    await fixtures.db.doc(`tickets/${purchase.ticketId}`).update({ ticketStatus: 'redeemed' });
    await standIn.setPaymentStatus(payment.id, 'charged_back');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'redeemed',
      paymentStatus: 'approved',
    });
  });
});

describe('paymentWebhook: charges that do not match', () => {
  it.each([
    ['a smaller amount', { amount: 1000 }],
    ['another currency', { currency: 'USD' }],
  ])(
    'an approved payment for %s never pays the ticket and is refunded, the reason recorded',
    async (_label, override) => {
      const purchase = await purchasePaidTicket(fixtures);
      const { payment, deliveries } = await standIn.payPreference(purchase.preferenceId, 'approved', override);
      expect(deliveries[0]?.responseStatus).toBe(200);
      expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
        ticketStatus: 'reserved',
        paymentStatus: 'pending',
        qrCode: null,
      });
      const refunded = await statusOnceRefunded(payment.id);
      expect(refunded).toBe('refunded');
      expect(await fixtures.notificationsFor(payment.id)).toContainEqual(
        expect.objectContaining({
          outcome: 'refund',
          reason: 'amount_mismatch',
          receivedAmount: payment.transaction_amount,
        }),
      );
    },
  );
});

describe('paymentWebhook: what it cannot match', () => {
  it('an approved payment for an unknown ticket: 200, refunded and recorded', async () => {
    const response = await fetch(`${STANDIN_URL}/checkout/preferences`, {
      method: 'POST',
      headers: { authorization: 'Bearer TEST-demo-access-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ title: 'Entrada', quantity: 1, unit_price: 10_000, currency_id: 'COP' }],
        external_reference: `no-existe-${fixtures.runId}`,
        notification_url: signedWebhook(1).url.split('&type=')[0],
      }),
    });
    const preference = (await response.json()) as { id: string };
    const { payment, deliveries } = await standIn.payPreference(preference.id, 'approved');
    expect(deliveries[0]?.responseStatus).toBe(200);
    expect(await fixtures.notificationsFor(payment.id)).toContainEqual(
      expect.objectContaining({ outcome: 'refund', reason: 'unknown_ticket', ticketId: null }),
    );
    expect(await statusOnceRefunded(payment.id)).toBe('refunded');
  });

  it('an approval for an account that no longer exists is refunded at once and gives no ticket', async () => {
    const purchase = await purchasePaidTicket(fixtures, 1);
    expect(await callCancelTicket(purchase.buyer.idToken, { ticketId: purchase.ticketId })).toMatchObject({ ok: true });
    // the account is deleted as deleteMyAccount leaves it: no owner on its tickets, no user document, no Auth account
    await fixtures.db
      .doc(`tickets/${purchase.ticketId}`)
      .update({ userId: '', buyerEmail: '', 'metadata.userName': '', accountDeleted: true });
    await fixtures.db.doc(`users/${purchase.buyer.uid}`).delete();
    await getAuth(fixtures.app).deleteUser(purchase.buyer.uid);
    try {
      // a PSE payment approved after that
      const { payment, deliveries } = await standIn.payPreference(purchase.preferenceId, 'approved');
      expect(deliveries[0]?.responseStatus).toBe(200);
      expect(await fixtures.notificationsFor(payment.id)).toContainEqual(
        expect.objectContaining({ outcome: 'refund', reason: 'account_deleted', ticketId: purchase.ticketId }),
      );
      expect(await statusOnceRefunded(payment.id)).toBe('refunded');
      // the ticket stays as the account left it, never paid, no QR (the refund's own notice may
      // record the refunded payment on it: the money's trail, not a sale)
      const ticket = await fixtures.ticket(purchase.ticketId);
      expect(ticket).toMatchObject({
        ticketStatus: 'cancelled',
        cancelReason: 'user_cancelled',
        userId: '',
        qrCode: null,
      });
      expect(ticket.paymentStatus).not.toBe('approved');
      expect((await fixtures.db.doc(`mail/ticket-${purchase.ticketId}-confirmed`).get()).exists).toBe(false);
    } finally {
      // no longer found by its owner's uid at clean-up
      await fixtures.db.doc(`tickets/${purchase.ticketId}`).delete();
    }
  });

  it('a payment Mercado Pago does not know: 200 and recorded', async () => {
    const unknownPaymentId = `9${Date.now()}`;
    expect(await postWebhook(signedWebhook(unknownPaymentId))).toEqual({ status: 200, outcome: 'unknown_payment' });
    expect(await fixtures.notificationsFor(unknownPaymentId)).toEqual([
      expect.objectContaining({ outcome: 'unknown_payment' }),
    ]);
  });
});

describe('paymentWebhook: Mercado Pago API failures', () => {
  it('API down: 5xx and no change; a later re-delivery succeeds', async () => {
    const purchase = await purchasePaidTicket(fixtures);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false });
    await standIn.failApi({ count: 1, scope: { paymentId: String(payment.id) } });
    const [failed] = await standIn.notify(payment.id);
    expect(failed?.responseStatus).toBe(502);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
    });

    const [retried] = await standIn.notify(payment.id);
    expect(retried?.responseStatus).toBe(200);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid', paymentStatus: 'approved' });
    expect((await fixtures.notificationsFor(payment.id)).map((entry) => entry.outcome).sort()).toEqual([
      'applied',
      'provider_error',
    ]);
  });

  it('a slow API answer within the timeout still applies', async () => {
    const purchase = await purchasePaidTicket(fixtures, 1);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false });
    await standIn.slowApi({ delayMs: 1500, count: 1, scope: { paymentId: String(payment.id) } });
    const started = Date.now();
    const [delivery] = await standIn.notify(payment.id);
    expect(delivery?.responseStatus).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid' });
  });
});

/** The stand-in's status of `paymentId` once it reads refunded (or the last one read, after the wait). */
function statusOnceRefunded(paymentId: number): Promise<string> {
  return eventually(
    async () => (await standIn.payment(paymentId)).payment.status,
    (status) => status === 'refunded',
  );
}
