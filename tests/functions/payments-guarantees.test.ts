/** Never keep a payment without a valid ticket; one checkout attempt is one ticket; the price as charged is kept. */
import { StandInControl } from '@carcajada/mp-standin';
import { afterAll, describe, expect, it } from 'vitest';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';
import { purchases } from '../support/fixtures/purchases.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 120_000);

const PRICE = 45_000;

const { buy, bought } = purchases(fixtures, PRICE);

async function refundedAtProvider(paymentId: number): Promise<boolean> {
  const settled = await eventually(
    async () => (await standIn.payment(paymentId)).payment.status,
    (status) => status === 'refunded',
  );
  return settled === 'refunded';
}

async function outcomesOf(paymentId: number): Promise<{ outcome: string; reason: string | null }[]> {
  return (await fixtures.notificationsFor(paymentId)).map((entry) => ({
    outcome: entry.outcome,
    reason: entry.reason,
  }));
}

describe('money without a valid ticket goes back', () => {
  it('a second approved payment for a paid ticket (two tabs) is refunded; the ticket keeps the first', async () => {
    const purchase = await bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id);
    const first = await standIn.payPreference(purchase.preferenceId, 'approved');
    const second = await standIn.payPreference(purchase.preferenceId, 'approved');
    expect(second.deliveries[0]?.responseStatus).toBe(200);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'paid',
      paymentId: String(first.payment.id),
    });
    expect(await refundedAtProvider(second.payment.id)).toBe(true);
    expect((await standIn.payment(first.payment.id)).payment.status).toBe('approved');
    expect(await outcomesOf(second.payment.id)).toContainEqual({ outcome: 'refund', reason: 'duplicate_payment' });
  });

  it('an approval that arrives after the ticket was refunded is refunded too', async () => {
    const purchase = await bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id);
    const first = await standIn.payPreference(purchase.preferenceId, 'approved');
    await standIn.setPaymentStatus(first.payment.id, 'refunded');
    const late = await standIn.payPreference(purchase.preferenceId, 'approved');
    expect(await refundedAtProvider(late.payment.id)).toBe(true);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'cancelled', qrCode: null });
    expect(await outcomesOf(late.payment.id)).toContainEqual({ outcome: 'refund', reason: 'after_reversal' });
  });

  it('approved after the show began: no ticket, the payment is refunded and the seats return', async () => {
    const event = await fixtures.createEvent({ startsInMs: 4000, capacity: 20 });
    const purchase = await bought(await fixtures.createBuyer(), event.id);
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'cancelled',
      cancelReason: 'show_unavailable_refunded',
      qrCode: null,
      seatsReleased: true,
    });
    expect(await refundedAtProvider(payment.id)).toBe(true);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(20);
    // the refund's own webhook and any re-delivery leave it so
    await standIn.notify(payment.id);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'cancelled' });
  });

  it('approved for a show that was hidden meanwhile: refunded, never paid', async () => {
    const event = await fixtures.createEvent();
    const purchase = await bought(await fixtures.createBuyer(), event.id);
    await fixtures.db.doc(`events/${event.id}`).update({ status: 'inactive' });
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'cancelled',
      cancelReason: 'show_unavailable_refunded',
    });
    expect(await refundedAtProvider(payment.id)).toBe(true);
    expect(await outcomesOf(payment.id)).toContainEqual({ outcome: 'refund', reason: 'show_unavailable' });
  });

  it('the preference expires with the hold; a date under 72 hours away offers no cash', async () => {
    const purchase = await bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id);
    const ticket = await fixtures.ticket(purchase.ticketId);
    const preference = await standIn.preference(purchase.preferenceId);
    const holdEnds = new Date(ticket.holdExpiresAt.toMillis()).toISOString();
    expect(preference).toMatchObject({
      expiration_date_to: holdEnds,
      date_of_expiration: null,
      payment_methods: { excluded_payment_types: [{ id: 'ticket' }] },
    });
  });
});

describe('the ticket keeps the price as charged', () => {
  it('unit price, subtotal, IVA, service fee, total, and the percent and fee applied', async () => {
    const purchase = await bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id, 3);
    const order = await fixtures.expectedOrder(PRICE, 3);
    const config = (await fixtures.db.doc('config/payments_config').get()).data() ?? { fees: 5000, taxes: 19 };
    expect((await fixtures.ticket(purchase.ticketId)).price).toEqual({
      unitPrice: PRICE,
      subtotal: order.subtotal,
      tax: order.tax,
      serviceFee: order.serviceFee,
      total: order.total,
      taxesPercent: config.taxes,
      feePerTicket: config.fees,
    });
  });
});

describe('one checkout attempt is one ticket (requestId)', () => {
  it('a repeat answers the same ticket and link, and takes no more seats', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const buyer = await fixtures.createBuyer();
    const first = await buy(buyer, event.id, 2, { requestId: 'intento-0001-2' });
    const again = await buy(buyer, event.id, 2, { requestId: 'intento-0001-2' });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.result).toEqual(first.result);
    expect(await fixtures.ticketsOf(buyer.uid)).toHaveLength(1);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(18);
  });

  it('two identical calls at once (a double tap while Mercado Pago is slow) make one ticket', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const buyer = await fixtures.createBuyer();
    const scope = { payerEmail: buyer.email };
    await standIn.slowApi({ delayMs: 1500, scope });
    try {
      const [one, two] = await Promise.all([
        buy(buyer, event.id, 1, { requestId: 'intento-doble-1' }),
        buy(buyer, event.id, 1, { requestId: 'intento-doble-1' }),
      ]);
      expect(one.ok && two.ok).toBe(true);
      if (!one.ok || !two.ok) return;
      expect(two.result.ticketId).toBe(one.result.ticketId);
    } finally {
      await standIn.clearFaults(scope);
    }
    expect(await fixtures.ticketsOf(buyer.uid)).toHaveLength(1);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(19);
  });

  it('the same request id after its ticket ended is a new purchase; for another quantity it is refused', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const buyer = await fixtures.createBuyer();
    const first = await buy(buyer, event.id, 1, { requestId: 'intento-reuso-1' });
    if (!first.ok) throw new Error(first.message);
    expect(await buy(buyer, event.id, 2, { requestId: 'intento-reuso-1' })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalidRequest' },
    });
    await standIn.payPreference(first.result.preferenceId, 'rejected');
    const afterwards = await buy(buyer, event.id, 1, { requestId: 'intento-reuso-1' });
    expect(afterwards.ok && afterwards.result.ticketId !== first.result.ticketId).toBe(true);
  });
});

describe('reconciliation: a lost notification is not final', () => {
  async function admin(): Promise<TestBuyer> {
    const buyer = await fixtures.createAdmin();
    return buyer;
  }

  it('a charged buyer whose webhook never came is paid on the next look-up, through the same transaction', async () => {
    const purchase = await bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false });
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'reserved' });

    const run = await callCallable('reconcilePaymentsNow', (await admin()).idToken, { ticketId: purchase.ticketId });
    expect(run).toMatchObject({ ok: true, result: { tickets: 1, payments: 1, outcomes: { applied: 1 } } });
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'paid',
      paymentId: String(payment.id),
    });
    expect(await outcomesOf(payment.id)).toEqual([{ outcome: 'applied', reason: null }]);
  });

  it('the sweep finds checkouts pending for minutes, and an answer of unknown_payment does not stop it', async () => {
    const purchase = await bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false });
    await fixtures.db.doc(`tickets/${purchase.ticketId}`).update({ createdAt: new Date(Date.now() - 10 * 60_000) });
    const run = await callCallable<{ tickets: number }>('reconcilePaymentsNow', (await admin()).idToken, {});
    expect(run.ok && run.result.tickets).toBeGreaterThanOrEqual(1);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'paid',
      paymentId: String(payment.id),
    });
  });

  it('only an ADMIN runs it', async () => {
    const user = await fixtures.createBuyer();
    expect(await callCallable('reconcilePaymentsNow', user.idToken, {})).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      details: { reason: 'adminOnly' },
    });
    expect(await callCallable('reconcilePaymentsNow', null, {})).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    });
  });
});
