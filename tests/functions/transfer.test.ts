import { StandInControl } from '@carcajada/mp-standin';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseQrCode,
  type AdmissionListResult,
  type CheckInResult,
  type TransferTicketResult,
} from '@carcajada/domain';
import { callCallable, type CallableOutcome } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { approvedAndAccepted } from '../support/services/webhook.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { purchases } from '../support/fixtures/purchases.js';
import { eventually } from '../support/eventually.js';

/** transferTicket (contract "Transfer"): whole and partial, the old QR at the door, the limits. */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const { bought } = purchases(fixtures);
const free = purchases(fixtures, 0);
const mailIds: string[] = [];
afterAll(async () => {
  await Promise.all(mailIds.map((id) => fixtures.db.doc(`mail/${id}`).delete()));
  await fixtures.cleanUp();
}, 120_000);

const CAPACITY = 10;
let admin: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
});

function transfer(holder: TestBuyer, data: Record<string, unknown>): Promise<CallableOutcome<TransferTicketResult>> {
  return callCallable<TransferTicketResult>('transferTicket', holder.idToken, data);
}

async function transferred(holder: TestBuyer, data: Record<string, unknown>): Promise<TransferTicketResult> {
  const outcome = await transfer(holder, data);
  if (!outcome.ok) throw new Error(`transferTicket failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

function expectRefused(outcome: CallableOutcome<unknown>, status: string, reason: string) {
  expect(outcome).toMatchObject({ ok: false, status, details: { reason } });
}

async function checkIn(eventId: string, code: string): Promise<CheckInResult> {
  const outcome = await callCallable<CheckInResult>('checkInTicket', admin.idToken, { eventId, code, count: 1 });
  if (!outcome.ok) throw new Error(`checkInTicket failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

/** A paid ticket of `quantity` seats on a fresh show of CAPACITY seats, bought and paid through the stand-in. */
async function paidTicket(quantity: number) {
  const event = await fixtures.createEvent({ capacity: CAPACITY });
  const holder = await fixtures.createBuyer();
  const purchase = await bought(holder, event.id, quantity);
  const payment = await approvedAndAccepted(standIn, purchase.preferenceId);
  fixtures.rememberPayment(payment.id);
  const ticket = await fixtures.ticket(purchase.ticketId);
  expect(ticket).toMatchObject({ ticketStatus: 'paid' });
  return { eventId: event.id, holder, ticketId: purchase.ticketId, paymentId: payment.id, ticket };
}

function seatsOf(take: unknown): number {
  return Object.values((take ?? {}) as Record<string, number>).reduce((sum, seats) => sum + seats, 0);
}

async function mail(id: string): Promise<DocumentData | undefined> {
  mailIds.push(id);
  return (await fixtures.db.doc(`mail/${id}`).get()).data();
}

describe('a whole transfer', () => {
  it('moves the ticket to the recipient with a new QR; the old QR is refused at the door, online and in the list', async () => {
    const { eventId, holder, ticketId, ticket: before } = await paidTicket(2);
    const friend = await fixtures.createBuyer();
    const result = await transferred(holder, { ticketId, email: friend.email.toUpperCase() });
    expect(result).toEqual({ ticketId, fromTicketId: ticketId, quantity: 2, whole: true });

    const after = await fixtures.ticket(ticketId);
    expect(after).toMatchObject({
      userId: friend.uid,
      buyerEmail: friend.email,
      metadata: { userName: friend.name },
      quantity: 2,
      amount: before.amount,
      paymentId: before.paymentId,
      qrVersion: 1,
      transferredFrom: { userId: holder.uid, ticketId },
    });
    expect(after.transferredAt).toBeInstanceOf(Timestamp);
    expect(after.qrCode).not.toBe(before.qrCode);
    expect(parseQrCode(String(after.qrCode))).toMatchObject({ ticketId, qrVersion: 1 });

    // the door list carries the version, never the QR
    const list = await callCallable<AdmissionListResult>('admissionList', admin.idToken, { eventId });
    const entry = list.ok ? list.result.tickets.find((candidate) => candidate.id === ticketId) : undefined;
    expect(entry).toMatchObject({ qrVersion: 1, holderName: friend.name });
    expect(JSON.stringify(entry)).not.toContain(String(after.qrCode));

    expect(await checkIn(eventId, String(before.qrCode))).toMatchObject({
      outcome: 'not_admissible',
      reason: 'transferred',
    });
    expect(await checkIn(eventId, String(after.qrCode))).toMatchObject({ outcome: 'admitted', admittedCount: 1 });

    const toFriend = await mail(`ticket-${ticketId}-transferred-1`);
    const toHolder = await mail(`ticket-${ticketId}-transferred-1-sender`);
    expect(toFriend).toMatchObject({ to: friend.email });
    expect(toFriend?.message.attachments.some((file: { cid?: string }) => file.cid === 'ticket-qr')).toBe(true);
    expect(toHolder).toMatchObject({ to: holder.email });

    // the old holder no longer holds it
    expectRefused(await transfer(holder, { ticketId, email: holder.email }), 'PERMISSION_DENIED', 'notTicketHolder');
  });
});

describe('a partial transfer', () => {
  it('makes a new ticket for the seats given; both QRs are new, and a refund returns every seat once', async () => {
    const { eventId, holder, ticketId, paymentId, ticket: before } = await paidTicket(3);
    const friend = await fixtures.createBuyer();
    const result = await transferred(holder, { ticketId, email: friend.email, quantity: 1 });
    expect(result).toMatchObject({ fromTicketId: ticketId, quantity: 1, whole: false });
    expect(result.ticketId).not.toBe(ticketId);

    const kept = await fixtures.ticket(ticketId);
    const part = await fixtures.ticket(result.ticketId);
    const perSeat = Math.round(before.amount / 3);
    expect(part).toMatchObject({
      userId: friend.uid,
      buyerEmail: friend.email,
      metadata: { userName: friend.name },
      quantity: 1,
      amount: perSeat,
      paymentId: before.paymentId,
      chargedAmount: before.amount,
      ticketStatus: 'paid',
      admittedCount: 0,
      transferredFrom: { userId: holder.uid, ticketId },
    });
    expect(kept).toMatchObject({
      userId: holder.uid,
      quantity: 2,
      amount: before.amount - perSeat,
      chargedAmount: before.amount,
      qrVersion: 1,
    });
    // each seat on exactly one ticket, from the blocks the purchase took
    expect(seatsOf(kept.seatBlocks)).toBe(2);
    expect(seatsOf(part.seatBlocks)).toBe(1);
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(CAPACITY - 3);

    expect(await checkIn(eventId, String(before.qrCode))).toMatchObject({
      outcome: 'not_admissible',
      reason: 'transferred',
    });
    expect(parseQrCode(String(part.qrCode))).toMatchObject({ ticketId: result.ticketId, qrVersion: 0 });
    expect(parseQrCode(String(kept.qrCode))).toMatchObject({ ticketId, qrVersion: 1 });
    expect(await mail(`ticket-${ticketId}-transferred-1`)).toMatchObject({ to: friend.email });

    // the refund goes to the payment that bought all three: every part is cancelled, every seat back once
    const refund = await callCallable('refundTicket', admin.idToken, { ticketId: result.ticketId });
    expect(refund).toMatchObject({ ok: true });
    await eventually(
      () => fixtures.ticket(ticketId),
      (data) => data.ticketStatus === 'cancelled',
    );
    const refundedPart = await eventually(
      () => fixtures.ticket(result.ticketId),
      (data) => data.ticketStatus === 'cancelled',
    );
    expect(refundedPart).toMatchObject({ cancelReason: 'refunded', qrCode: null, seatsReleased: true });
    expect((await standIn.payment(paymentId)).payment.status).toBe('refunded');
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(CAPACITY);
  });

  it('a split payment is not refunded once anyone entered on one of its parts', async () => {
    const { eventId, holder, ticketId } = await paidTicket(2);
    const friend = await fixtures.createBuyer();
    const result = await transferred(holder, { ticketId, email: friend.email, quantity: 1 });
    const part = await fixtures.ticket(result.ticketId);
    expect(await checkIn(eventId, String(part.qrCode))).toMatchObject({ outcome: 'admitted' });
    expectRefused(
      await callCallable('refundTicket', admin.idToken, { ticketId }),
      'FAILED_PRECONDITION',
      'alreadyAdmitted',
    );
    expect(await fixtures.ticket(ticketId)).toMatchObject({ ticketStatus: 'paid', refundRequestedAt: null });
  });

  it('moves a free reservation’s held seats on the per-date counter; cancelling each part returns its own seats', async () => {
    const event = await fixtures.createEvent({ capacity: CAPACITY, ticketPrice: 0 });
    const holder = await fixtures.createBuyer();
    const friend = await fixtures.createBuyer();
    const reserved = await free.buy(holder, event.id, 3);
    if (!reserved.ok) throw new Error(`reservation failed: ${reserved.status} ${reserved.message}`);
    const { ticketId } = reserved.result;
    expect(await fixtures.heldSeats(event.id, holder.uid)).toBe(3);

    const result = await transferred(holder, { ticketId, email: friend.email, quantity: 2 });
    expect(await fixtures.heldSeats(event.id, holder.uid)).toBe(1);
    expect(await fixtures.heldSeats(event.id, friend.uid)).toBe(2);
    expect(await fixtures.ticket(result.ticketId)).toMatchObject({ ticketStatus: 'reserved', quantity: 2, amount: 0 });

    const cancel = (buyer: TestBuyer, id: string) => callCallable('cancelTicket', buyer.idToken, { ticketId: id });
    expect(await cancel(friend, result.ticketId)).toMatchObject({ ok: true });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY - 1);
    expect(await fixtures.heldSeats(event.id, friend.uid)).toBe(0);
    expect(await cancel(holder, ticketId)).toMatchObject({ ok: true });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(CAPACITY);
    expect(await fixtures.heldSeats(event.id, holder.uid)).toBe(0);
  });
});

describe('who may send, to whom, and what', () => {
  it('refuses anyone but the holder with permission-denied, and leaves the ticket as it was', async () => {
    const { holder, ticketId } = await paidTicket(1);
    const stranger = await fixtures.createBuyer();
    expectRefused(
      await transfer(stranger, { ticketId, email: stranger.email }),
      'PERMISSION_DENIED',
      'notTicketHolder',
    );
    expect(await fixtures.ticket(ticketId)).toMatchObject({ userId: holder.uid });
  });

  it('answers recipientNotVerified alike for a missing and an unverified account', async () => {
    const { holder, ticketId } = await paidTicket(1);
    const unverified = await fixtures.createBuyer({ verified: false });
    for (const email of [unverified.email, `nadie-${fixtures.runId}@ninguna.test`]) {
      const outcome = await transfer(holder, { ticketId, email });
      expectRefused(outcome, 'FAILED_PRECONDITION', 'recipientNotVerified');
    }
    const unchanged = await fixtures.ticket(ticketId);
    expect(unchanged).toMatchObject({ userId: holder.uid });
    expect(unchanged.qrVersion).toBeUndefined();
  });

  it('keeps the recipient within 10 seats of the date (holdLimitReached)', async () => {
    const { eventId, holder, ticketId } = await paidTicket(2);
    const friend = await fixtures.createBuyer();
    await fixtures.createTicket({
      userId: friend.uid,
      eventId,
      quantity: 9,
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      paymentMethod: 'mercadopago',
    });
    const outcome = await transfer(holder, { ticketId, email: friend.email });
    expect(outcome).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      details: { reason: 'holdLimitReached', heldSeats: 9 },
    });
    expect(await transferred(holder, { ticketId, email: friend.email, quantity: 1 })).toMatchObject({ quantity: 1 });
  });

  it('refuses a ticket someone entered on, a quantity above the ticket’s, and a cancelled date', async () => {
    const { eventId, holder, ticketId, ticket } = await paidTicket(2);
    const friend = await fixtures.createBuyer();
    expectRefused(
      await transfer(holder, { ticketId, email: friend.email, quantity: 3 }),
      'INVALID_ARGUMENT',
      'invalidQuantity',
    );
    await fixtures.db.doc(`events/${eventId}`).update({ status: 'cancelled' });
    expectRefused(await transfer(holder, { ticketId, email: friend.email }), 'FAILED_PRECONDITION', 'eventUnavailable');
    await fixtures.db.doc(`events/${eventId}`).update({ status: 'active' });
    expect(await checkIn(eventId, String(ticket.qrCode))).toMatchObject({ outcome: 'admitted' });
    expectRefused(await transfer(holder, { ticketId, email: friend.email }), 'FAILED_PRECONDITION', 'alreadyAdmitted');
  });

  it('a retried call with the same requestId gives the seats once', async () => {
    const { holder, ticketId } = await paidTicket(3);
    const friend = await fixtures.createBuyer();
    const request = { ticketId, email: friend.email, quantity: 1, requestId: `retry-${fixtures.runId}` };
    const first = await transferred(holder, request);
    const second = await transferred(holder, request);
    expect(second).toEqual(first);
    expect(await fixtures.ticket(ticketId)).toMatchObject({ quantity: 2 });
  });
});
