import { StandInControl } from '@carcajada/mp-standin';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callCancelTicket,
  callCreateTicketPreference,
  ticketPayload,
  type PaidPurchase,
} from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';

/** Every way a ticket ends cancelled returns its seats exactly once (duplicates and disorder included). */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 120_000);

const CAPACITY = 20;
const QUANTITY = 3;

async function holdOnFreshShow() {
  const event = await fixtures.createEvent({ capacity: CAPACITY });
  const buyer = await fixtures.createBuyer();
  const { total } = await fixtures.expectedOrder(45_000, QUANTITY);
  const outcome = await callCreateTicketPreference<PaidPurchase>(
    buyer.idToken,
    ticketPayload(buyer, event.id, QUANTITY, total),
  );
  if (!outcome.ok) throw new Error(`purchase failed: ${outcome.message}`);
  expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY - QUANTITY);
  return { event, buyer, purchase: outcome.result };
}

describe('seats return exactly once', () => {
  it('rejection delivered five times at once', async () => {
    const { event, buyer, purchase } = await holdOnFreshShow();
    await standIn.payPreference(purchase.preferenceId, 'rejected', { times: 5, parallel: true });
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'cancelled',
      cancelReason: 'payment_rejected',
      seatsReleased: true,
    });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY);
    expect(await fixtures.heldSeats(event.id, buyer.uid)).toBe(0);
  });

  it('refund and chargeback of a paid ticket, each delivered twice', async () => {
    for (const reversal of ['refunded', 'charged_back'] as const) {
      const { event, buyer, purchase } = await holdOnFreshShow();
      const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
      expect(await fixtures.heldSeats(event.id, buyer.uid)).toBe(0);
      expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY - QUANTITY);
      await standIn.setPaymentStatus(payment.id, reversal, { times: 2, parallel: true });
      expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
        ticketStatus: 'cancelled',
        cancelReason: 'refunded',
        qrCode: null,
        seatsReleased: true,
      });
      expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY);
    }
  });

  it('out of order: the refund arrives before the approval, and then a late rejection', async () => {
    const { event, purchase } = await holdOnFreshShow();
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false });
    await standIn.setPaymentStatus(payment.id, 'refunded');
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY);
    // the stored approval webhook, delivered late, reads the payment as refunded today: nothing moves
    await standIn.notify(payment.id);
    const rejected = await standIn.payPreference(purchase.preferenceId, 'rejected');
    expect(rejected.deliveries[0]?.responseStatus).toBe(200);
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'cancelled', seatsReleased: true });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY);
  });

  it('Mercado Pago down when the checkout opens', async () => {
    const event = await fixtures.createEvent({ capacity: CAPACITY });
    const buyer = await fixtures.createBuyer();
    const scope = { payerEmail: buyer.email };
    const { total } = await fixtures.expectedOrder(45_000, QUANTITY);
    await standIn.failApi({ scope });
    try {
      const outcome = await callCreateTicketPreference(buyer.idToken, ticketPayload(buyer, event.id, QUANTITY, total));
      expect(outcome).toMatchObject({
        ok: false,
        status: 'UNAVAILABLE',
        details: { reason: 'paymentProviderUnavailable' },
      });
    } finally {
      await standIn.clearFaults(scope);
    }
    const [ticket] = await fixtures.ticketsOf(buyer.uid);
    expect(ticket).toMatchObject({
      ticketStatus: 'cancelled',
      cancelReason: 'provider_unavailable',
      seatsReleased: true,
    });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY);
    expect(await fixtures.heldSeats(event.id, buyer.uid)).toBe(0);
  });

  it('the owner cancels, then the payment is rejected: still once', async () => {
    const { event, buyer, purchase } = await holdOnFreshShow();
    expect(await callCancelTicket(buyer.idToken, { ticketId: purchase.ticketId })).toMatchObject({ ok: true });
    await standIn.payPreference(purchase.preferenceId, 'rejected');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ cancelReason: 'user_cancelled' });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY);
  });

  it('the seats_left the cards show follows the blocks', async () => {
    const { event, purchase } = await holdOnFreshShow();
    await standIn.payPreference(purchase.preferenceId, 'rejected');
    const shown = await eventually(
      async () => (await fixtures.db.doc(`events/${event.id}`).get()).get('seats_left'),
      (value) => value === CAPACITY,
    );
    expect(shown).toBe(CAPACITY);
  });
});
