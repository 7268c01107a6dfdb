/**
 * Reconciliation without gaps: pending-first payments, failed refunds, refunds asked but never
 * confirmed, every candidate, poisoned tickets, lost holds, and a run cut off mid-way.
 */
import { StandInControl } from '@carcajada/mp-standin';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL, WEBHOOK_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';
import { purchases } from '../support/fixtures/purchases.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 180_000);
const { bought } = purchases(fixtures);

interface Summary {
  tickets: number;
  payments: number;
  outcomes: Record<string, number>;
  holdsEnded: number;
  refundsRetried: number;
  refundsFinished: number;
  failed: number;
  cutOff: boolean;
  unfinished: Record<string, number>;
}

let admin: TestBuyer;
beforeAll(async () => {
  admin = await fixtures.createAdmin();
});

async function runNow(data: unknown = {}): Promise<Summary> {
  const run = await callCallable<Summary>('reconcilePaymentsNow', admin.idToken, data);
  if (!run.ok) throw new Error(`reconcile failed: ${run.status} ${run.message}`);
  return run.result;
}

const LONG_AGO = () => Timestamp.fromMillis(Date.now() - 10 * 60_000);
const DAY_MS = 24 * 60 * 60_000;
const CAPACITY = 10;

/**
 * A ticket of 2 seats paid through the webhook, whose refund was then asked (`refundRequestedAt`,
 * `requestedDaysAgo` days ago) and never confirmed: with `refundedAtMercadoPago` Mercado Pago did
 * refund it and its notification was lost; without, the request never reached Mercado Pago.
 */
async function refundNeverConfirmed(refundedAtMercadoPago: boolean, requestedDaysAgo = 0) {
  const event = await fixtures.createEvent({ capacity: CAPACITY });
  const purchase = await bought(await fixtures.createBuyer(), event.id, 2);
  const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
  fixtures.rememberPayment(payment.id);
  expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid' });
  if (refundedAtMercadoPago) await standIn.setPaymentStatus(payment.id, 'refunded', { notify: false });
  const requestedAt = Date.now() - 10 * 60_000 - requestedDaysAgo * DAY_MS;
  await fixtures.db
    .doc(`tickets/${purchase.ticketId}`)
    .update({ refundRequestedAt: Timestamp.fromMillis(requestedAt) });
  return { eventId: event.id, ticketId: purchase.ticketId, paymentId: payment.id };
}

/** The refund took effect as when its notification arrives: cancelled, QR revoked, seats back, buyer told. */
async function expectRefunded(refund: { eventId: string; ticketId: string }) {
  expect(await fixtures.ticket(refund.ticketId)).toMatchObject({
    ticketStatus: 'cancelled',
    cancelReason: 'refunded',
    providerStatus: 'refunded',
    qrCode: null,
    seatsReleased: true,
  });
  expect(await fixtures.seatsLeftInBlocks(refund.eventId)).toBe(CAPACITY);
  expect((await fixtures.db.doc(`mail/ticket-${refund.ticketId}-cancelled`).get()).exists).toBe(true);
}

/** An approved payment at the stand-in for any external reference (a ticket id), no webhook sent. */
async function approvedPaymentFor(reference: string, amount: number): Promise<number> {
  const response = await fetch(`${STANDIN_URL}/checkout/preferences`, {
    method: 'POST',
    headers: { authorization: 'Bearer TEST-demo-access-token', 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ title: 'Entrada', quantity: 1, unit_price: amount, currency_id: 'COP' }],
      external_reference: reference,
      notification_url: `${WEBHOOK_URL}?source_news=webhooks`,
    }),
  });
  const preference = (await response.json()) as { id: string };
  const { payment } = await standIn.payPreference(preference.id, 'approved', { notify: false });
  fixtures.rememberPayment(payment.id);
  return payment.id;
}

describe('reconcilePaymentsNow', { timeout: 300_000 }, () => {
  it('finds a payment first reported pending whose approval was lost, after its hold ended', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const purchase = await bought(await fixtures.createBuyer(), event.id, 2);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'pending');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ paymentStatus: 'pending' });
    await standIn.setPaymentStatus(payment.id, 'approved', { notify: false });
    // the hold runs out before the approval (cash paid the next day): the hold's own task or the run ends it
    await fixtures.db.doc(`tickets/${purchase.ticketId}`).update({ holdExpiresAt: LONG_AGO() });

    await runNow();
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'paid',
      paymentId: String(payment.id),
    });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(18);
  });

  it('ends a hold whose expiry task never ran, so the show is not falsely sold out', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const ticketId = await fixtures.createTicket({
      userId: admin.uid,
      eventId: event.id,
      quantity: 3,
      amount: 1000,
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'mercadopago',
      paymentId: null,
      holdExpiresAt: LONG_AGO(),
      seatBlocks: { '0': 3 },
      seatsReleased: false,
    });
    // the 3 seats it holds, taken from block 0 as a purchase would
    await fixtures.db.doc(`events/${event.id}/seat_blocks/0`).update({ seats_left: FieldValue.increment(-3) });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(17);
    const run = await runNow();
    expect(run.holdsEnded).toBeGreaterThanOrEqual(1);
    expect(await fixtures.ticket(ticketId)).toMatchObject({ ticketStatus: 'cancelled', cancelReason: 'hold_expired' });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(20);
  });

  it('asks again for a refund that failed', async () => {
    const purchase = await bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id, 1);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', {
      amount: 1000,
      notify: false,
    });
    fixtures.rememberPayment(payment.id);
    // the search answers; the refund of this payment fails (twice: the SDK retries once)
    await standIn.failApi({ count: 2, scope: { paymentId: String(payment.id) } });
    const first = await runNow({ ticketId: purchase.ticketId });
    expect(first.outcomes).toMatchObject({ refund_failed: 1 });
    expect((await standIn.payment(payment.id)).payment.status).toBe('approved');

    await runNow();
    const status = await eventually(
      async () => (await standIn.payment(payment.id)).payment.status,
      (value) => value === 'refunded',
    );
    expect(status).toBe('refunded');
    const outcomes = (await fixtures.notificationsFor(payment.id)).map((entry) => [entry.outcome, entry.reason]);
    expect(outcomes).toContainEqual(['refund_retried', 'amount_mismatch']);
    expect(outcomes).toContainEqual(['refund', 'amount_mismatch']);
  });

  it('finishes a refund Mercado Pago made whose notification was lost, after a run Mercado Pago failed', async () => {
    const refund = await refundNeverConfirmed(true);
    const scope = { paymentId: String(refund.paymentId) };
    // the first look-up of the payment fails (no retries): this candidate waits for the next run
    await standIn.failApi({ count: 1, scope });
    try {
      const first = await runNow();
      expect(first.failed).toBeGreaterThanOrEqual(1);
      expect(await fixtures.ticket(refund.ticketId)).toMatchObject({ ticketStatus: 'paid' });
    } finally {
      await standIn.clearFaults(scope);
    }
    const run = await runNow();
    expect(run.refundsFinished).toBeGreaterThanOrEqual(1);
    await expectRefunded(refund);
  });

  it('asks again, once, for a refund whose request never reached Mercado Pago', async () => {
    const refund = await refundNeverConfirmed(false);
    const run = await runNow();
    expect(run.refundsRetried).toBeGreaterThanOrEqual(1);
    expect((await standIn.payment(refund.paymentId)).payment.status).toBe('refunded');
    await expectRefunded(refund);
    // applied once, whichever came first: the run's own look-up or the webhook of the new refund
    const refundsApplied = (await fixtures.notificationsFor(refund.paymentId)).filter(
      (entry) => entry.outcome === 'applied' && entry.providerStatus === 'refunded',
    );
    expect(refundsApplied).toHaveLength(1);
  });

  it('a run cut off mid-way leaves no step unstarted, and the next run finishes without redoing its work', async () => {
    // three lost refund notifications, the oldest requests of all, and a hold whose expiry task never ran
    const refunds = [
      await refundNeverConfirmed(true, 30),
      await refundNeverConfirmed(true, 29),
      await refundNeverConfirmed(true, 28),
    ];
    const event = await fixtures.createEvent({ capacity: 20 });
    const hold = await fixtures.createTicket({
      userId: admin.uid,
      eventId: event.id,
      quantity: 3,
      amount: 1000,
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'mercadopago',
      paymentId: null,
      holdExpiresAt: Timestamp.fromMillis(Date.now() - 30 * DAY_MS),
      seatBlocks: { '0': 3 },
      seatsReleased: false,
    });
    await fixtures.db.doc(`events/${event.id}/seat_blocks/0`).update({ seats_left: FieldValue.increment(-3) });

    // each step may start one candidate only: as a run that reaches its time limit
    const cut = await runNow({ maxItems: 1 });
    expect(cut.cutOff).toBe(true);
    expect(cut.unfinished.requestedRefunds).toBeGreaterThanOrEqual(2);
    // the refunds' step ran long, and the holds' step still had its turn
    expect(await fixtures.ticket(hold)).toMatchObject({ ticketStatus: 'cancelled', cancelReason: 'hold_expired' });
    await expectRefunded(refunds[0]!);
    for (const later of refunds.slice(1))
      expect(await fixtures.ticket(later.ticketId)).toMatchObject({ ticketStatus: 'paid' });
    const firstDone = await fixtures.ticket(refunds[0]!.ticketId);
    const firstRecords = (await fixtures.notificationsFor(refunds[0]!.paymentId)).length;

    const rest = await runNow();
    for (const refund of refunds) await expectRefunded(refund);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(20);
    // what the cut-off run did is not done again: the first refund was not touched
    const firstAfter = await fixtures.ticket(refunds[0]!.ticketId);
    expect(firstAfter.updatedAt.isEqual(firstDone.updatedAt)).toBe(true);
    expect(firstAfter.reconciledAt.isEqual(firstDone.reconciledAt)).toBe(true);
    expect(await fixtures.notificationsFor(refunds[0]!.paymentId)).toHaveLength(firstRecords);
    expect(rest.unfinished.requestedRefunds ?? 0).toBe(0);
  });

  it('refuses an on-demand limit that is not a positive whole number', async () => {
    const run = await callCallable('reconcilePaymentsNow', admin.idToken, { maxItems: -1 });
    expect(run).toMatchObject({ ok: false, details: { reason: 'invalidRequest' } });
  });

  it('pages through 250 candidates, and one poisoned ticket does not stop the run', async () => {
    const event = await fixtures.createEvent();
    const pending = {
      userId: admin.uid,
      eventId: event.id,
      quantity: 1,
      amount: 1000,
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'mercadopago',
      paymentId: null,
      holdExpiresAt: null,
      createdAt: LONG_AGO(),
    };
    const ids: string[] = [];
    for (let index = 0; index < 250; index += 50)
      ids.push(...(await Promise.all(Array.from({ length: 50 }, () => fixtures.createTicket(pending)))));
    // its approved payment names a show that cannot be read: applying it throws
    const poisoned = await fixtures.createTicket({ ...pending, eventId: '' });
    await approvedPaymentFor(poisoned, 1000);

    const run = await runNow();
    expect(run.tickets).toBeGreaterThanOrEqual(250);
    expect(run.failed).toBeGreaterThanOrEqual(1);
    const reconciled = await Promise.all(ids.map(async (id) => (await fixtures.ticket(id)).reconciledAt));
    expect(reconciled.filter((at) => at instanceof Timestamp)).toHaveLength(250);
    expect((await fixtures.ticket(poisoned)).ticketStatus).toBe('reserved');
  });
});
