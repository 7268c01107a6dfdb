/**
 * Money of a cancelled date and of split payments: every payment Mercado Pago took goes back
 * exactly once (card, PSE, Efecty, a voucher paid after the cancellation, a split payment and a
 * whole transfer), every seat comes back, the cancellation finishes and the settlement counts the
 * money that went back; a refunded split payment closes the door to all its parts at once.
 */
import { StandInControl, type CheckoutMethod, type Preference } from '@carcajada/mp-standin';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionListResult, CheckInResult, TransferTicketResult } from '@carcajada/domain';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { approvedAndAccepted } from '../support/services/webhook.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { purchases } from '../support/fixtures/purchases.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';
import { eventually } from '../support/eventually.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const { bought } = purchases(fixtures);
const mailIds: string[] = [];
const FAR = 10 * 24 * 3_600_000;
let admin: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
}, 60_000);

afterAll(async () => {
  await standIn.clearFaults();
  await Promise.all(mailIds.map((id) => fixtures.db.doc(`mail/${id}`).delete()));
  await types.cleanUp();
  await fixtures.cleanUp();
}, 180_000);

async function call<T>(name: string, who: TestBuyer, data: Record<string, unknown>): Promise<T> {
  const outcome = await callCallable<T>(name, who.idToken, data);
  if (!outcome.ok) throw new Error(`${name} failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

/** A checkout of `quantity` seats paid by card (approved at once), PSE or Efecty (pending, then paid). */
async function paidTicket(eventId: string, quantity: number, method: CheckoutMethod = 'card') {
  const buyer = await fixtures.createBuyer();
  const purchase = await bought(buyer, eventId, quantity);
  let paymentId: number;
  if (method === 'card') {
    paymentId = (await approvedAndAccepted(standIn, purchase.preferenceId)).id;
  } else {
    paymentId = (await standIn.payPreference(purchase.preferenceId, 'pending', { method })).payment.id;
    await standIn.settlePayment(paymentId, 'approved');
  }
  fixtures.rememberPayment(paymentId);
  const ticket = await eventually(
    () => fixtures.ticket(purchase.ticketId),
    (data) => data.ticketStatus === 'paid',
  );
  return { buyer, ticketId: purchase.ticketId, paymentId, ticket };
}

async function transfer(holder: TestBuyer, ticketId: string, quantity?: number) {
  const friend = await fixtures.createBuyer();
  const result = await call<TransferTicketResult>('transferTicket', holder, {
    ticketId,
    email: friend.email,
    ...(quantity !== undefined && { quantity }),
  });
  return { friend, ticketId: result.ticketId };
}

function checkIn(eventId: string, ticketId: string) {
  return call<CheckInResult>('checkInTicket', admin, { eventId, ticketId });
}

async function reconcileNow() {
  await call('reconcilePaymentsNow', admin, {});
}

async function eventData(id: string): Promise<DocumentData> {
  return (await fixtures.db.doc(`events/${id}`).get()).data()!;
}

async function mail(id: string): Promise<DocumentData | undefined> {
  mailIds.push(id);
  return (await fixtures.db.doc(`mail/${id}`).get()).data();
}

/** What the settlement of a date sums (its queries, through the admin SDK): sold and given back. */
async function settlementOf(eventId: string) {
  const tickets = fixtures.db.collection('tickets').where('eventId', '==', eventId);
  const [sold, refunded] = await Promise.all([
    tickets
      .where('paymentStatus', '==', 'approved')
      .where('ticketStatus', 'in', ['reserved', 'paid', 'redeemed', 'used'])
      .get(),
    tickets.where('providerStatus', 'in', ['refunded', 'charged_back']).get(),
  ]);
  const total = (docs: DocumentData[]) => docs.reduce((sum, doc) => sum + Number(doc.price?.total ?? 0), 0);
  return {
    soldTickets: sold.docs.reduce((sum, doc) => sum + Number(doc.get('quantity')), 0),
    refundedTotal: total(refunded.docs.map((doc) => doc.data())),
  };
}

async function refundsOf(paymentIds: number[]) {
  const { refunds } = await standIn.refunds();
  return paymentIds.map((id) => refunds.filter((refund) => refund.payment_id === id).length);
}

describe('a cancelled date with every kind of ticket, Mercado Pago down in the middle', () => {
  it('refunds every payment exactly once, returns every seat, finishes and settles right', async () => {
    const event = await fixtures.createEvent({ capacity: 20, startsInMs: FAR });
    const code = await types.addCode('CORTESIA', { eventId: event.id, kind: 'percent', value: 100, maxUses: 5 });
    const split = await paidTicket(event.id, 3);
    const given = await transfer(split.buyer, split.ticketId, 1);
    const whole = await paidTicket(event.id, 1);
    const received = await transfer(whole.buyer, whole.ticketId);
    const pse = await paidTicket(event.id, 2, 'pse');
    const efecty = await paidTicket(event.id, 2, 'efecty');
    const holder = await fixtures.createBuyer();
    const hold = await bought(holder, event.id, 1);
    const voucher = (await standIn.payPreference(hold.preferenceId, 'pending', { method: 'efecty' })).payment;
    fixtures.rememberPayment(voucher.id);
    await eventually(
      () => fixtures.ticket(hold.ticketId),
      (data) => data.paymentMethod === 'efecty',
    );
    const guest = await fixtures.createBuyer();
    const courtesy = await types.buy(guest, event.id, {
      price: 45_000,
      promoCode: code,
      promo: { kind: 'percent', value: 100 },
    });
    if (!courtesy.ok) throw new Error(`courtesy failed: ${courtesy.message}`);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(10);
    const charged = [split, whole, pse, efecty].map((paid) => paid.paymentId);
    const paidTotal = [split, whole, pse, efecty].reduce((sum, paid) => sum + Number(paid.ticket.price.total), 0);

    // Mercado Pago is down when the date is cancelled: the first pass finishes nothing that needs it
    await standIn.failApi({ status: 503 });
    try {
      expect(await call('cancelEvent', admin, { eventId: event.id, message: 'Nos vemos pronto.' })).toMatchObject({
        tickets: 6,
      });
      await eventually(
        () => eventData(event.id),
        (data) => Number(data.cancellation.failures) > 0,
        90_000,
      );
      // meanwhile the unpaid voucher (its cancellation failed too) is paid at the counter, its news lost
      await standIn.settlePayment(voucher.id, 'approved', { notify: false });
    } finally {
      await standIn.clearFaults();
    }
    let runs = 0;
    const deadline = Date.now() + 150_000;
    let late = await fixtures.ticket(hold.ticketId);
    while (Date.now() < deadline) {
      const cancellation = (await eventData(event.id)).cancellation as DocumentData;
      late = await fixtures.ticket(hold.ticketId);
      if (cancellation.done === true && late.providerStatus === 'refunded') break;
      await reconcileNow();
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }

    const { cancellation } = await eventData(event.id);
    expect({ cancellation, runs }).toMatchObject({
      cancellation: { done: true, tickets: 6, paid: 5, refunded: 5, ended: 6 },
    });
    // every charge back exactly once: card, PSE, Efecty, the split and the whole transfer's, the late voucher
    expect(await refundsOf([...charged, voucher.id])).toEqual([1, 1, 1, 1, 1]);
    for (const id of [...charged, voucher.id]) expect((await standIn.payment(id)).payment.status).toBe('refunded');
    expect(late).toMatchObject({ ticketStatus: 'cancelled', providerStatus: 'refunded' });
    for (const ticketId of [split.ticketId, given.ticketId, received.ticketId, pse.ticketId, efecty.ticketId])
      expect(await fixtures.ticket(ticketId)).toMatchObject({
        ticketStatus: 'cancelled',
        cancelReason: 'event_cancelled',
        qrCode: null,
        seatsReleased: true,
      });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(20);
    expect(await checkIn(event.id, given.ticketId)).toMatchObject({
      outcome: 'not_admissible',
      reason: 'event_cancelled',
    });

    // each holder told once: what goes back to whom; the hold's holder too
    expect((await mail(`ticket-${efecty.ticketId}-event-cancelled`))?.message.text).toContain('Te devolvemos');
    expect((await mail(`ticket-${split.ticketId}-event-cancelled`))?.message.text).toContain('Te devolvemos');
    expect((await mail(`ticket-${given.ticketId}-event-cancelled`))?.message.text).toContain(
      'el pago se le devuelve a quien las compró',
    );
    expect((await mail(`ticket-${hold.ticketId}-event-cancelled`))?.message.text).toContain('No hiciste ningún pago');

    // the settlement: nothing sold, everything charged given back (the late voucher too)
    expect(await settlementOf(event.id)).toEqual({
      soldTickets: 0,
      refundedTotal: paidTotal + Number(late.price.total),
    });
  }, 420_000);
});

describe('a refunded split payment', () => {
  it('closes the door to every part the moment the refund is asked, online and offline', async () => {
    const event = await fixtures.createEvent({ capacity: 10 });
    const split = await paidTicket(event.id, 3);
    const given = await transfer(split.buyer, split.ticketId, 2);
    // Mercado Pago answers this payment slowly: the refund is asked, and its news arrives seconds
    // later; the parts must not wait for it
    await standIn.slowApi({ delayMs: 8_000, scope: { paymentId: String(split.paymentId) } });
    try {
      await call('refundTicket', admin, { ticketId: split.ticketId });
      expect(await fixtures.ticket(given.ticketId)).toMatchObject({ ticketStatus: 'paid' });
      expect(await checkIn(event.id, given.ticketId)).toMatchObject({
        outcome: 'not_admissible',
        reason: 'refund_pending',
      });
      const list = await call<AdmissionListResult>('admissionList', admin, { eventId: event.id });
      expect(list.tickets.find((entry) => entry.id === given.ticketId)).toMatchObject({
        refundRequested: true,
      });
    } finally {
      await standIn.clearFaults();
    }
    for (const ticketId of [split.ticketId, given.ticketId])
      await eventually(
        () => fixtures.ticket(ticketId),
        (data) => data.ticketStatus === 'cancelled' && data.cancelReason === 'refunded',
      );
    expect(await refundsOf([split.paymentId])).toEqual([1]);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(10);
  }, 180_000);
});

describe('the cash share', () => {
  it('counts checkouts offered cash, not only vouchers issued', async () => {
    const event = await fixtures.createEvent({ capacity: 10, startsInMs: FAR });
    const offered: boolean[] = [];
    for (let checkout = 0; checkout < 4; checkout += 1) {
      const purchase = await bought(await fixtures.createBuyer(), event.id, 1);
      const preference = (await standIn.preference(purchase.preferenceId)) as Preference & {
        payment_methods?: { excluded_payment_types: { id: string }[] };
      };
      offered.push(!(preference.payment_methods?.excluded_payment_types ?? []).some((type) => type.id === 'ticket'));
    }
    // 20 % of 10 seats: two open checkouts may turn into vouchers, the next ones are not offered cash
    expect(offered).toEqual([true, true, false, false]);
  }, 120_000);
});
