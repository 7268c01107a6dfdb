/** Mail only to verified addresses, limits that hold, the door, ids as Firestore allows. */
import { StandInControl } from '@carcajada/mp-standin';
import {
  MAX_CANCELLATIONS_PER_SHOW_PER_DAY,
  refusalMessage,
  type CheckInResult,
  type SendTicketConfirmationsResult,
} from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCallable, callCancelTicket } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, verifyEmailThroughLink, type TestBuyer } from '../support/fixtures/harness.js';
import { purchases } from '../support/fixtures/purchases.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 120_000);
const { buy, bought } = purchases(fixtures);

let admin: TestBuyer;
beforeAll(async () => {
  admin = await fixtures.createAdmin();
});

async function mailExists(ticketId: string): Promise<boolean> {
  return (await fixtures.db.doc(`mail/ticket-${ticketId}-confirmed`).get()).exists;
}

async function reserveFree(buyer: TestBuyer, eventId: string, quantity = 1): Promise<string> {
  const outcome = await buy(buyer, eventId, quantity, { price: 0 });
  if (!outcome.ok) throw new Error(`reservation failed: ${outcome.status} ${outcome.message}`);
  return outcome.result.ticketId;
}

describe('mail goes only to verified addresses', { timeout: 240_000 }, () => {
  it('an unverified account’s free reservation writes no mail; a verified one’s does', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 50 });
    const unverified = await fixtures.createBuyer({ verified: false });
    const verified = await fixtures.createBuyer();
    const quiet = await reserveFree(unverified, event.id);
    const mailed = await reserveFree(verified, event.id);
    expect(await mailExists(quiet)).toBe(false);
    expect(await mailExists(mailed)).toBe(true);
    expect((await fixtures.db.doc(`mail/ticket-${mailed}-confirmed`).get()).get('to')).toBe(verified.email);
  });

  it('once verified through the link, its live tickets are confirmed, once each', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 50 });
    const buyer = await fixtures.createBuyer({ verified: false });
    const kept = await reserveFree(buyer, event.id, 2);
    const dropped = await reserveFree(buyer, event.id, 1);
    expect(await callCancelTicket(buyer.idToken, { ticketId: dropped })).toMatchObject({ ok: true });

    const early = await callCallable<SendTicketConfirmationsResult>('sendTicketConfirmations', buyer.idToken, {});
    expect(early).toMatchObject({ ok: true, result: { verified: false, queued: 0 } });
    expect(await mailExists(kept)).toBe(false);

    // the token still says unverified: the server asks Auth itself
    await verifyEmailThroughLink(buyer);
    const first = await callCallable<SendTicketConfirmationsResult>('sendTicketConfirmations', buyer.idToken, {});
    expect(first).toMatchObject({ ok: true, result: { verified: true, queued: 1 } });
    expect(await mailExists(kept)).toBe(true);
    expect(await mailExists(dropped)).toBe(false);
    const again = await callCallable<SendTicketConfirmationsResult>('sendTicketConfirmations', buyer.idToken, {});
    expect(again).toMatchObject({ ok: true, result: { verified: true, queued: 0 } });
  });
});

describe('limits that hold', { timeout: 240_000 }, () => {
  it('free reservations count toward the 10 seats per account and show (holdLimitReached)', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 100 });
    const buyer = await fixtures.createBuyer();
    const first = await reserveFree(buyer, event.id, 6);
    await reserveFree(buyer, event.id, 4);
    expect(await buy(buyer, event.id, 1, { price: 0 })).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: refusalMessage({ reason: 'holdLimitReached', heldSeats: 10 }),
      details: { reason: 'holdLimitReached', heldSeats: 10 },
    });
    expect(await fixtures.heldSeats(event.id, buyer.uid)).toBe(10);
    expect(await callCancelTicket(buyer.idToken, { ticketId: first })).toMatchObject({ ok: true });
    expect(await fixtures.heldSeats(event.id, buyer.uid)).toBe(4);
    await reserveFree(buyer, event.id, 6);
    // another account is not limited by this one's reservations
    await reserveFree(await fixtures.createBuyer(), event.id, 10);
  });

  it('a show without a capacity holds the same limit', async () => {
    const open = await fixtures.createEvent({ ticketPrice: 0 });
    const buyer = await fixtures.createBuyer();
    await reserveFree(buyer, open.id, 10);
    expect(await buy(buyer, open.id, 1, { price: 0 })).toMatchObject({
      ok: false,
      details: { reason: 'holdLimitReached', heldSeats: 10 },
    });
  });

  it(`take-and-cancel of one show is bounded: ${MAX_CANCELLATIONS_PER_SHOW_PER_DAY} a day`, async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 50 });
    const buyer = await fixtures.createBuyer();
    for (let turn = 0; turn < MAX_CANCELLATIONS_PER_SHOW_PER_DAY; turn += 1) {
      const ticketId = await reserveFree(buyer, event.id, 1);
      expect(await callCancelTicket(buyer.idToken, { ticketId })).toMatchObject({ ok: true });
    }
    expect(await buy(buyer, event.id, 1, { price: 0 })).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: refusalMessage({ reason: 'tooManyCancellations' }),
      details: { reason: 'tooManyCancellations' },
    });
    // other shows and other accounts are untouched
    expect(await buy(buyer, (await fixtures.createEvent({ capacity: 50 })).id, 1)).toMatchObject({ ok: true });
    await reserveFree(await fixtures.createBuyer(), event.id, 1);
  });
});

describe('the door', { timeout: 240_000 }, () => {
  function checkIn(data: unknown) {
    return callCallable<CheckInResult>('checkInTicket', admin.idToken, data);
  }

  it('a ticket whose refund was requested is refused online (refund_pending)', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const purchase = await bought(await fixtures.createBuyer(), event.id, 2);
    await standIn.payPreference(purchase.preferenceId, 'approved');
    // as refundTicket leaves it until Mercado Pago's refund notification lands
    await fixtures.db.doc(`tickets/${purchase.ticketId}`).update({ refundRequestedAt: FieldValue.serverTimestamp() });
    expect(await checkIn({ eventId: event.id, ticketId: purchase.ticketId })).toMatchObject({
      ok: true,
      result: { outcome: 'not_admissible', reason: 'refund_pending' },
    });
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid', admittedCount: 0 });
  });

  it('a ticket with anyone admitted can be neither refunded nor cancelled (alreadyAdmitted)', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const buyer = await fixtures.createBuyer();
    const purchase = await bought(buyer, event.id, 2);
    await standIn.payPreference(purchase.preferenceId, 'approved');
    expect(await checkIn({ eventId: event.id, ticketId: purchase.ticketId, count: 1 })).toMatchObject({
      result: { outcome: 'admitted', admittedCount: 1 },
    });
    expect(await callCallable('refundTicket', admin.idToken, { ticketId: purchase.ticketId })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: refusalMessage({ reason: 'alreadyAdmitted' }),
      details: { reason: 'alreadyAdmitted' },
    });

    const free = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const reservation = await reserveFree(buyer, free.id, 3);
    expect(await checkIn({ eventId: free.id, ticketId: reservation, count: 1 })).toMatchObject({
      result: { outcome: 'admitted' },
    });
    expect(await callCancelTicket(buyer.idToken, { ticketId: reservation })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'alreadyAdmitted' },
    });
    expect(await fixtures.ticket(reservation)).toMatchObject({ ticketStatus: 'reserved', admittedCount: 1 });
    expect(await fixtures.seatsLeftInBlocks(free.id)).toBe(17);
  });
});

describe('ids as Firestore allows them', { timeout: 240_000 }, () => {
  it('a show imported with a readable id (hyphens) sells and admits', async () => {
    const event = await fixtures.createEvent({
      id: `stand-up-importado-${fixtures.runId}`,
      ticketPrice: 0,
      capacity: 10,
    });
    const ticketId = await reserveFree(await fixtures.createBuyer(), event.id, 2);
    expect(await checkIn({ eventId: event.id, ticketId })).toMatchObject({
      ok: true,
      result: { outcome: 'admitted', admittedCount: 2 },
    });
    expect(await checkIn({ eventId: 'a/b', ticketId })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: refusalMessage({ reason: 'invalidCheckIn' }),
    });
  });

  function checkIn(data: unknown) {
    return callCallable<CheckInResult>('checkInTicket', admin.idToken, data);
  }
});
