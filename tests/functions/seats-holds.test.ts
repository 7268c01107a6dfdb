import { MAX_HELD_SEATS_PER_ACCOUNT, refusalMessage } from '@carcajada/domain';
import { StandInControl } from '@carcajada/mp-standin';
import { afterAll, describe, expect, it } from 'vitest';
import { callCancelTicket } from '../support/services/callables.js';
import { holdSeconds, STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';
import { purchases } from '../support/fixtures/purchases.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 120_000);

const { buy, bought } = purchases(fixtures);

describe('createTicketPreference: seats', () => {
  it('a checkout takes its seats with the ticket, and the show shows fewer seats left', async () => {
    const event = await fixtures.createEvent({ capacity: 40 });
    const purchase = await bought(await fixtures.createBuyer(), event.id, 3);

    const ticket = await fixtures.ticket(purchase.ticketId);
    expect(Object.values(ticket.seatBlocks as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
    expect(ticket.seatsReleased).toBe(false);
    expect(ticket.initPoint).toBe(purchase.initPoint);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(37);
    // a trigger, then a task: each may first boot a Functions worker, and this file starts with the
    // layer, beside two others booting theirs (beside stress-ng --cpu 1, a minute was once too short)
    const seatsLeft = await eventually(
      async () => (await fixtures.db.doc(`events/${event.id}`).get()).get('seats_left'),
      (value) => value === 37,
      120_000,
    );
    expect(seatsLeft).toBe(37);
  });

  it('the hold ends when the preference expires: holdExpiresAt = creation + HOLD_SECONDS', async () => {
    const event = await fixtures.createEvent({ capacity: 40 });
    const before = Date.now();
    const purchase = await bought(await fixtures.createBuyer(), event.id, 1);
    const ticket = await fixtures.ticket(purchase.ticketId);
    const holdEnds = ticket.holdExpiresAt.toMillis();
    expect(holdEnds).toBeGreaterThanOrEqual(before + holdSeconds() * 1000 - 1000);
    expect(holdEnds).toBeLessThanOrEqual(Date.now() + holdSeconds() * 1000);
    const preference = await standIn.preference(purchase.preferenceId);
    expect(Date.parse(preference.expiration_date_to ?? '')).toBe(holdEnds);
  });

  it('not enough seats: resource-exhausted that says how many are left, and nothing is created', async () => {
    const event = await fixtures.createEvent({ capacity: 50, seatsLeft: 2 });
    const buyer = await fixtures.createBuyer();
    const outcome = await buy(buyer, event.id, 3);
    expect(outcome).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 2 }),
      details: { reason: 'notEnoughSeats', seatsLeft: 2 },
    });
    expect(await fixtures.ticketsOf(buyer.uid)).toEqual([]);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(2);
  });

  it('a free reservation takes its seats too; a sold-out free show refuses', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 30, seatsLeft: 2 });
    const first = await buy(await fixtures.createBuyer(), event.id, 2, { price: 0 });
    expect(first).toMatchObject({ ok: true, result: { reserved: true } });
    const second = await buy(await fixtures.createBuyer(), event.id, 1, { price: 0 });
    expect(second).toMatchObject({ ok: false, details: { reason: 'notEnoughSeats', seatsLeft: 0 } });
  });

  it(`one account holds at most ${MAX_HELD_SEATS_PER_ACCOUNT} unpaid seats of a show`, async () => {
    const event = await fixtures.createEvent({ capacity: 100 });
    const buyer = await fixtures.createBuyer();
    const first = await bought(buyer, event.id, 8);
    const tooMany = await buy(buyer, event.id, 3);
    expect(tooMany).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: refusalMessage({ reason: 'holdLimitReached', heldSeats: 8 }),
      details: { reason: 'holdLimitReached', heldSeats: 8 },
    });
    expect(await fixtures.ticketsOf(buyer.uid)).toHaveLength(1);
    expect(await buy(buyer, event.id, 2)).toMatchObject({ ok: true });
    expect(await buy(buyer, event.id, 1)).toMatchObject({ ok: false, details: { heldSeats: 10 } });
    // another account is not limited by this one's holds
    expect(await buy(await fixtures.createBuyer(), event.id, 10)).toMatchObject({ ok: true });
    // paying or cancelling ends a hold, and the limit frees up
    await standIn.payPreference(first.preferenceId, 'approved');
    // the payment reaches the ticket through the webhook, after the stand-in has answered
    expect(
      await eventually(
        () => fixtures.heldSeats(event.id, buyer.uid),
        (held) => held === 2,
        60_000,
      ),
    ).toBe(2);
    expect(await buy(buyer, event.id, 8)).toMatchObject({ ok: true });
  });
});

// each waits out its own hold: side by side, one wait instead of two
describe.concurrent('holds that expire', () => {
  it('an unpaid hold ends hold_expired and its seats go to the next buyer; late approvals are paid or refunded', async () => {
    // Three shows, set up first so that they all wait out the same hold.
    const freed = await fixtures.createEvent({ capacity: 20, seatsLeft: 2 });
    const lateWithSeats = await fixtures.createEvent({ capacity: 20, seatsLeft: 5 });
    const lateSoldOut = await fixtures.createEvent({ capacity: 20, seatsLeft: 1 });
    const abandoned = await bought(await fixtures.createBuyer(), freed.id, 2);
    const lateBuyerWithSeats = await bought(await fixtures.createBuyer(), lateWithSeats.id, 2);
    const lateBuyerSoldOut = await bought(await fixtures.createBuyer(), lateSoldOut.id, 1);
    const stuckBuyer = await fixtures.createBuyer();
    expect(await buy(stuckBuyer, freed.id, 1)).toMatchObject({ ok: false, details: { seatsLeft: 0 } });

    const expired = await eventually(
      () => fixtures.ticket(abandoned.ticketId),
      (ticket) => ticket.ticketStatus === 'cancelled',
      (holdSeconds() + 60) * 1000,
    );
    expect(expired).toMatchObject({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: 'hold_expired',
    });
    expect(await fixtures.seatsLeftInBlocks(freed.id)).toBe(2);
    expect(await buy(stuckBuyer, freed.id, 2)).toMatchObject({ ok: true });

    // late approval, seats still there: paid as usual
    await eventually(
      () => fixtures.ticket(lateBuyerWithSeats.ticketId),
      (ticket) => ticket.cancelReason === 'hold_expired',
      60_000,
    );
    await standIn.payPreference(lateBuyerWithSeats.preferenceId, 'approved');
    expect(await fixtures.ticket(lateBuyerWithSeats.ticketId)).toMatchObject({
      ticketStatus: 'paid',
      cancelReason: null,
      seatsReleased: false,
    });
    expect(await fixtures.seatsLeftInBlocks(lateWithSeats.id)).toBe(3);

    // late approval, sold out meanwhile: stays cancelled and the payment is refunded
    await eventually(
      () => fixtures.ticket(lateBuyerSoldOut.ticketId),
      (ticket) => ticket.cancelReason === 'hold_expired',
      60_000,
    );
    expect(await buy(await fixtures.createBuyer(), lateSoldOut.id, 1)).toMatchObject({ ok: true });
    const { payment, deliveries } = await standIn.payPreference(lateBuyerSoldOut.preferenceId, 'approved');
    expect(deliveries.map((delivery) => delivery.responseStatus)).toEqual([200]);
    const refunded = await eventually(
      () => fixtures.ticket(lateBuyerSoldOut.ticketId),
      (ticket) => ticket.providerStatus === 'refunded',
    );
    expect(refunded).toMatchObject({
      ticketStatus: 'cancelled',
      cancelReason: 'sold_out_refunded',
      paymentId: String(payment.id),
      qrCode: null,
    });
    expect((await standIn.payment(payment.id)).payment.status).toBe('refunded');
    expect(await fixtures.seatsLeftInBlocks(lateSoldOut.id)).toBe(0);
  }, 180_000);

  it('a buyer is never refused because of a hold whose time is up', async () => {
    const event = await fixtures.createEvent({ capacity: 10, seatsLeft: 1 });
    const held = await bought(await fixtures.createBuyer(), event.id, 1);
    const { holdExpiresAt } = await fixtures.ticket(held.ticketId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, holdExpiresAt.toMillis() - Date.now()) + 500));
    expect(await buy(await fixtures.createBuyer(), event.id, 1)).toMatchObject({ ok: true });
    expect(await fixtures.ticket(held.ticketId)).toMatchObject({ cancelReason: 'hold_expired' });
  }, 120_000);
});

describe('cancelTicket', () => {
  it('the owner cancels an unpaid checkout: user_cancelled, seats back once, hold freed', async () => {
    const event = await fixtures.createEvent({ capacity: 20, seatsLeft: 4 });
    const buyer = await fixtures.createBuyer();
    const purchase = await bought(buyer, event.id, 3);
    expect(await callCancelTicket(buyer.idToken, { ticketId: purchase.ticketId })).toMatchObject({
      ok: true,
      result: { ticketId: purchase.ticketId, cancelled: true },
    });
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
      ticketStatus: 'cancelled',
      cancelReason: 'user_cancelled',
      seatsReleased: true,
    });
    const again = await callCancelTicket(buyer.idToken, { ticketId: purchase.ticketId });
    expect(again).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', details: { reason: 'ticketClosed' } });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(4);
    expect(await fixtures.heldSeats(event.id, buyer.uid)).toBe(0);
  });

  it('the owner cancels a free reservation', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 20, seatsLeft: 2 });
    const buyer = await fixtures.createBuyer();
    const reservation = await buy(buyer, event.id, 2, { price: 0 });
    if (!reservation.ok) throw new Error('reservation failed');
    const { ticketId } = reservation.result;
    expect(await callCancelTicket(buyer.idToken, { ticketId })).toMatchObject({ ok: true });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(2);
  });

  it('refuses a paid ticket (WhatsApp), another user’s ticket, no session and bad input, changing nothing', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const buyer = await fixtures.createBuyer();
    const purchase = await bought(buyer, event.id, 1);
    const other = await fixtures.createBuyer();
    const pending = await bought(other, event.id, 1);
    await standIn.payPreference(purchase.preferenceId, 'approved');

    expect(await callCancelTicket(buyer.idToken, { ticketId: purchase.ticketId })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: refusalMessage({ reason: 'ticketPaid' }),
      details: { reason: 'ticketPaid' },
    });
    expect(await callCancelTicket(buyer.idToken, { ticketId: pending.ticketId })).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      details: { reason: 'ticketNotFound' },
    });
    expect(await callCancelTicket(null, { ticketId: pending.ticketId })).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    });
    for (const bad of [{}, { ticketId: '../x' }, { ticketId: 42 }, null]) {
      expect(await callCancelTicket(buyer.idToken, bad)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    }
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid' });
    expect(await fixtures.ticket(pending.ticketId)).toMatchObject({ ticketStatus: 'reserved' });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(18);
  });
});
