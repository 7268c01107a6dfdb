import { StandInControl } from '@carcajada/mp-standin';
import type { TransferTicketResult } from '@carcajada/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCallable, type CallableOutcome } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { purchases } from '../support/fixtures/purchases.js';
import { SmallTheatre } from '../support/seating/small-theatre.js';

/**
 * A partial transfer of a seated ticket names the seats it gives (contract v6, docs/transfers.md):
 * exactly those move, with their claims, in the transfer's transaction; a bad choice changes nothing.
 */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const theatre = new SmallTheatre(fixtures);
let organizer: TestBuyer;
let planId: string;

beforeAll(async () => {
  organizer = await fixtures.createBuyer();
  await fixtures.createOrganizer(organizer);
  planId = await theatre.savePlan(organizer);
}, 120_000);

afterAll(async () => {
  await theatre.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

function transfer(holder: TestBuyer, data: Record<string, unknown>): Promise<CallableOutcome<TransferTicketResult>> {
  return callCallable<TransferTicketResult>('transferTicket', holder.idToken, data);
}

/** A paid ticket for these Platea seats of a fresh seated date. */
async function paidSeats(seats: string[]) {
  const eventId = await theatre.newDate(organizer, planId);
  const holder = await fixtures.createBuyer();
  const outcome = await theatre.buy(holder, eventId, seats);
  if (!outcome.ok) throw new Error(outcome.message);
  await standIn.payPreference(outcome.result.preferenceId, 'approved');
  return { eventId, holder, ticketId: outcome.result.ticketId };
}

const seatIds = (ticket: DocumentData) => (ticket.seats as { seatId: string }[]).map((seat) => seat.seatId);

describe('transferTicket on a seated ticket', () => {
  it('gives exactly the seats named, and their claims name the new ticket', async () => {
    const { eventId, holder, ticketId } = await paidSeats(['z1-A-1', 'z1-A-2', 'z1-A-3']);
    const friend = await fixtures.createBuyer();
    const outcome = await transfer(holder, { ticketId, email: friend.email, seats: ['z1-A-3', 'z1-A-1'] });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result).toMatchObject({ quantity: 2, whole: false });
    const kept = await fixtures.ticket(ticketId);
    const given = await fixtures.ticket(outcome.result.ticketId);
    expect(kept).toMatchObject({ userId: holder.uid, quantity: 1 });
    expect(seatIds(kept)).toEqual(['z1-A-2']);
    expect(given).toMatchObject({ userId: friend.uid, quantity: 2 });
    expect(seatIds(given)).toEqual(['z1-A-1', 'z1-A-3']);
    expect(await theatre.claim(eventId, 'z1-A-1')).toMatchObject({ ticketId: outcome.result.ticketId, state: 'sold' });
    expect(await theatre.claim(eventId, 'z1-A-3')).toMatchObject({ ticketId: outcome.result.ticketId });
    expect(await theatre.claim(eventId, 'z1-A-2')).toMatchObject({ ticketId });
  });

  it('without seats gives the last ones, as before', async () => {
    const { eventId, holder, ticketId } = await paidSeats(['z1-B-1', 'z1-B-2']);
    const friend = await fixtures.createBuyer();
    const outcome = await transfer(holder, { ticketId, email: friend.email, quantity: 1 });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(seatIds(await fixtures.ticket(outcome.result.ticketId))).toEqual(['z1-B-2']);
    expect(await theatre.claim(eventId, 'z1-B-2')).toMatchObject({ ticketId: outcome.result.ticketId });
  });

  it('refuses seats not its own, repeated or not as many as given, and changes nothing', async () => {
    const { eventId, holder, ticketId } = await paidSeats(['z1-A-4', 'z1-A-5']);
    const friend = await fixtures.createBuyer();
    const before = await fixtures.ticket(ticketId);
    for (const choice of [{ seats: ['z1-A-6'] }, { seats: ['z1-A-4', 'z1-A-4'] }, { seats: ['z1-A-4'], quantity: 2 }]) {
      const outcome = await transfer(holder, { ticketId, email: friend.email, ...choice });
      expect(outcome).toMatchObject({
        ok: false,
        status: 'INVALID_ARGUMENT',
        details: { reason: 'transferSeatsInvalid' },
      });
      if (!outcome.ok) expect(outcome.message).toMatch(/^Elige las sillas que envías/);
    }
    const after = await fixtures.ticket(ticketId);
    expect(after).toMatchObject({ userId: holder.uid, quantity: 2 });
    expect(after.qrCode).toBe(before.qrCode);
    expect(seatIds(after)).toEqual(['z1-A-4', 'z1-A-5']);
    expect(await fixtures.ticketsOf(friend.uid)).toEqual([]);
    expect(await theatre.claim(eventId, 'z1-A-5')).toMatchObject({ ticketId });
  });

  it('refuses seats on a general-admission ticket', async () => {
    const event = await fixtures.createEvent({ capacity: 10 });
    const holder = await fixtures.createBuyer();
    const { bought } = purchases(fixtures);
    const purchase = await bought(holder, event.id, 2);
    await standIn.payPreference(purchase.preferenceId, 'approved');
    const friend = await fixtures.createBuyer();
    const outcome = await transfer(holder, { ticketId: purchase.ticketId, email: friend.email, seats: ['z1-A-1'] });
    expect(outcome).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', details: { reason: 'seatedDateOnly' } });
  });
});
