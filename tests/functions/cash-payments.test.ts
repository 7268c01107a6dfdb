/**
 * PSE and Efecty (contract "PSE and Efecty"): which checkouts offer cash, the cash
 * hold a pending voucher makes, its end at the deadline through the hold's own expiry path, late
 * approvals with and without seats, and the voucher reminder.
 */
import { StandInControl, type Preference } from '@carcajada/mp-standin';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';
import { purchases } from '../support/fixtures/purchases.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 180_000);
const { bought } = purchases(fixtures);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FAR = 10 * DAY_MS;

type CashPreference = Preference & {
  date_of_expiration?: string | null;
  payment_methods?: { excluded_payment_types: { id: string }[] };
};

let admin: TestBuyer;
beforeAll(async () => {
  admin = await fixtures.createAdmin();
});

async function reconcileNow(): Promise<Record<string, unknown>> {
  const run = await callCallable<Record<string, unknown>>('reconcilePaymentsNow', admin.idToken, {});
  if (!run.ok) throw new Error(`reconcile failed: ${run.status} ${run.message}`);
  return run.result;
}

const excludesCash = (preference: CashPreference) =>
  (preference.payment_methods?.excluded_payment_types ?? []).some((type) => type.id === 'ticket');

const mailExists = async (id: string) => (await fixtures.db.doc(`mail/${id}`).get()).exists;

/** A far date's checkout of `quantity` seats paid with an Efecty voucher (pending): the cash hold. */
async function cashHold(capacity = 10, quantity = 2) {
  const event = await fixtures.createEvent({ capacity, startsInMs: FAR });
  const buyer = await fixtures.createBuyer();
  const purchase = await bought(buyer, event.id, quantity);
  const { payment } = await standIn.payPreference(purchase.preferenceId, 'pending', { method: 'efecty' });
  fixtures.rememberPayment(payment.id);
  const ticket = await eventually(
    () => fixtures.ticket(purchase.ticketId),
    (data) => data.paymentMethod === 'efecty',
  );
  return { event, buyer, purchase, payment, ticket };
}

describe('preferences: when cash is offered', { timeout: 180_000 }, () => {
  it('far date: cash offered, the link lasts as the hold, the voucher 48 hours', async () => {
    const event = await fixtures.createEvent({ capacity: 50, startsInMs: FAR });
    const purchase = await bought(await fixtures.createBuyer(), event.id, 1);
    const preference = (await standIn.preference(purchase.preferenceId)) as CashPreference;
    const ticket = await fixtures.ticket(purchase.ticketId);
    expect(excludesCash(preference)).toBe(false);
    expect(Date.parse(preference.expiration_date_to!)).toBe(ticket.holdExpiresAt.toMillis());
    expect(Date.parse(preference.date_of_expiration!)).toBe(ticket.cashDeadline.toMillis());
    const fromCreation = ticket.cashDeadline.toMillis() - ticket.createdAt.toMillis();
    expect(Math.abs(fromCreation - 48 * HOUR_MS)).toBeLessThan(60_000);
  });

  it('near date (under 72 hours): cash excluded', async () => {
    const event = await fixtures.createEvent({ capacity: 50, startsInMs: 2 * DAY_MS });
    const purchase = await bought(await fixtures.createBuyer(), event.id, 1);
    const preference = (await standIn.preference(purchase.preferenceId)) as CashPreference;
    expect(excludesCash(preference)).toBe(true);
    expect((await fixtures.ticket(purchase.ticketId)).cashDeadline).toBeNull();
  });

  it('cash share full (20 % of the capacity in cash holds): cash excluded', async () => {
    const event = await fixtures.createEvent({ capacity: 10, startsInMs: FAR });
    await fixtures.createTicket({
      userId: admin.uid,
      eventId: event.id,
      quantity: 2,
      amount: 1000,
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'efecty',
      holdExpiresAt: Timestamp.fromMillis(Date.now() + DAY_MS),
      cashDeadline: Timestamp.fromMillis(Date.now() + DAY_MS),
    });
    const purchase = await bought(await fixtures.createBuyer(), event.id, 1);
    expect(excludesCash((await standIn.preference(purchase.preferenceId)) as CashPreference)).toBe(true);
  });
});

describe('a pending Efecty payment: the cash hold', { timeout: 180_000 }, () => {
  it('holds the seats until the cash deadline, keeps the voucher and mails it at once', async () => {
    const { event, purchase, payment, ticket } = await cashHold();
    expect(ticket).toMatchObject({
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'efecty',
      cashVoucherUrl: `${STANDIN_URL}/vouchers/${payment.id}`,
      paymentId: String(payment.id),
    });
    expect(ticket.holdExpiresAt.toMillis()).toBe(ticket.cashDeadline.toMillis());
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(8);
    expect(await mailExists(`ticket-${purchase.ticketId}-cash-voucher`)).toBe(true);
    // a repeated delivery changes nothing and mails nothing again
    await standIn.notify(payment.id, { times: 2 });
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      paymentMethod: 'efecty',
      ticketStatus: 'reserved',
    });
  });

  it('a pending PSE transfer keeps the normal hold', async () => {
    const event = await fixtures.createEvent({ capacity: 10, startsInMs: FAR });
    const purchase = await bought(await fixtures.createBuyer(), event.id, 1);
    const before = await fixtures.ticket(purchase.ticketId);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'pending', { method: 'pse' });
    fixtures.rememberPayment(payment.id);
    const ticket = await eventually(
      () => fixtures.ticket(purchase.ticketId),
      (data) => data.paymentId === String(payment.id),
    );
    expect(ticket).toMatchObject({
      ticketStatus: 'reserved',
      paymentMethod: 'mercadopago',
      providerStatusDetail: 'pending_waiting_transfer',
      providerPaymentType: 'bank_transfer',
    });
    expect(ticket.holdExpiresAt.toMillis()).toBe(before.holdExpiresAt.toMillis());
    await standIn.settlePayment(payment.id, 'approved');
    expect(
      await eventually(
        () => fixtures.ticket(purchase.ticketId),
        (data) => data.ticketStatus === 'paid',
      ),
    ).toMatchObject({
      ticketStatus: 'paid',
    });
  });

  it('paid at the counter before the deadline: the ticket is paid with its QR', async () => {
    const { purchase, payment } = await cashHold();
    await standIn.settlePayment(payment.id, 'approved');
    const paid = await eventually(
      () => fixtures.ticket(purchase.ticketId),
      (data) => data.ticketStatus === 'paid',
    );
    expect(paid).toMatchObject({ ticketStatus: 'paid', paymentStatus: 'approved', paymentMethod: 'efecty' });
    expect(paid.qrCode).toMatch(/^CJ1\./);
  });
});

/** The cash deadline passed (moved into the past) and reconciliation has ended the hold. */
async function expiredByReconciliation(ticketId: string): Promise<void> {
  await fixtures.db.doc(`tickets/${ticketId}`).update({ holdExpiresAt: Timestamp.fromMillis(Date.now() - 1000) });
  await reconcileNow();
  await eventually(
    () => fixtures.ticket(ticketId),
    (data) => data.cancelReason === 'cash_expired',
  );
}

describe('the cash deadline', { timeout: 240_000 }, () => {
  it('ends the hold through the expiry path: cancelled at Mercado Pago, cash_expired, seats back', async () => {
    const { event, purchase, payment } = await cashHold();
    await fixtures.db
      .doc(`tickets/${purchase.ticketId}`)
      .update({ holdExpiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    await reconcileNow();
    const ended = await eventually(
      () => fixtures.ticket(purchase.ticketId),
      (data) => data.ticketStatus === 'cancelled',
    );
    expect(ended).toMatchObject({ ticketStatus: 'cancelled', cancelReason: 'cash_expired', seatsReleased: true });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(10);
    const atProvider = await eventually(
      () => standIn.payment(payment.id),
      (result) => result.payment.status === 'cancelled',
    );
    expect(atProvider.payment).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });
    // its webhook changes nothing more
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ cancelReason: 'cash_expired' });
  });

  it('a late approval with seats left becomes the ticket', async () => {
    const { event, purchase, payment } = await cashHold();
    await expiredByReconciliation(purchase.ticketId);
    // the cancellation never reached Mercado Pago and the buyer paid anyway
    await standIn.setPaymentStatus(payment.id, 'approved');
    const paid = await eventually(
      () => fixtures.ticket(purchase.ticketId),
      (data) => data.ticketStatus === 'paid',
    );
    expect(paid).toMatchObject({ ticketStatus: 'paid', cancelReason: null, seatsReleased: false });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(8);
  });

  it('a late approval with no seats left is refunded', async () => {
    const { event, purchase, payment } = await cashHold(2, 2);
    await expiredByReconciliation(purchase.ticketId);
    const other = await bought(await fixtures.createBuyer(), event.id, 2);
    const card = await standIn.payPreference(other.preferenceId, 'approved');
    fixtures.rememberPayment(card.payment.id);
    await standIn.setPaymentStatus(payment.id, 'approved');
    const refunded = await eventually(
      () => standIn.payment(payment.id),
      (result) => result.payment.status === 'refunded',
    );
    expect(refunded.payment.status).toBe('refunded');
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'cancelled' });
    expect((await fixtures.ticket(purchase.ticketId)).cancelReason).toMatch(/refunded/);
    expect(await fixtures.ticket(other.ticketId)).toMatchObject({ ticketStatus: 'paid' });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(0);
  });
});

describe('the voucher reminder', { timeout: 180_000 }, () => {
  it('goes once, 12 hours before the deadline, through the reconciliation sweep', async () => {
    const { purchase } = await cashHold();
    const reminder = `ticket-${purchase.ticketId}-cash-reminder`;
    await reconcileNow();
    expect(await mailExists(reminder)).toBe(false);
    await fixtures.db
      .doc(`tickets/${purchase.ticketId}`)
      .update({ holdExpiresAt: Timestamp.fromMillis(Date.now() + 11 * HOUR_MS) });
    await reconcileNow();
    expect(await mailExists(reminder)).toBe(true);
    const first = (await fixtures.db.doc(`mail/${reminder}`).get()).data();
    expect(first?.message.subject).toContain('Efecty');
    await reconcileNow();
    expect((await fixtures.db.doc(`mail/${reminder}`).get()).data()?.message.subject).toBe(first?.message.subject);
  });
});
