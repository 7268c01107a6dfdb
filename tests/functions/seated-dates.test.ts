import { StandInControl } from '@carcajada/mp-standin';
import type { AdmissionListResult, CheckInResult, SaveEventResult } from '@carcajada/domain';
import type { SeatingPlan } from '@carcajada/domain/seating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callCallable,
  callCreateTicketPreference,
  ticketPayload,
  type CallableOutcome,
  type PaidPurchase,
} from '../support/services/callables.js';
import { holdSeconds, STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { showForm } from '../support/fixtures/show-form.js';
import { smallTheatre as sharedSmallTheatre } from '../support/seating/small-theatre.js';
import { eventually } from '../support/eventually.js';

/**
 * Seated dates (v6, docs/seated-dates.md): saveEvent seats a date on its organizer's
 * plan; previewOrder and createTicketPreference take seats or best available; each refusal; two
 * buyers after one seat; a seat moved exactly once through expiry, refund and cancellation; views.
 */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const PLATEA_PRICE = 40_000;
const BALCON_PRICE = 20_000;
let organizer: TestBuyer;
let otherOrganizer: TestBuyer;
let planId: string;
const planIds: string[] = [];
const eventIds: string[] = [];

/** The shared small theatre (Platea: rows A and B of 6; Balcón: one row of 4), its first balcony seat blocked. */
function smallTheatre(): SeatingPlan {
  const plan = sharedSmallTheatre();
  plan.zones[1]!.rows[0]!.seats[0]!.blocked = true;
  return plan;
}

async function savePlan(who: TestBuyer): Promise<string> {
  const outcome = await callCallable<{ planId: string }>('saveSeatingPlan', who.idToken, { plan: smallTheatre() });
  if (!outcome.ok) throw new Error(outcome.message);
  planIds.push(outcome.result.planId);
  return outcome.result.planId;
}

function seatedShow(who: TestBuyer, plan: string, extra: Record<string, unknown> = {}) {
  return callCallable<SaveEventResult>('saveEvent', who.idToken, {
    event: showForm({ capacity: 10 }),
    ticketTypes: [
      { name: 'Platea', price: PLATEA_PRICE },
      { name: 'Balcón', price: BALCON_PRICE },
    ],
    seating_plan_id: plan,
    seat_categories: { Platea: 'Platea', Balcón: 'Balcón' },
    box_office_seats: ['z1-B-6'],
    ...extra,
  });
}

async function newSeatedDate(): Promise<string> {
  const outcome = await seatedShow(organizer, planId);
  if (!outcome.ok) throw new Error(outcome.message);
  eventIds.push(outcome.result.eventId);
  return outcome.result.eventId;
}

async function buySeats(
  buyer: TestBuyer,
  eventId: string,
  choice: { seats: string[] } | { bestAvailable: { category: string; quantity: number } },
  price = PLATEA_PRICE,
): Promise<CallableOutcome<PaidPurchase>> {
  const quantity = 'seats' in choice ? choice.seats.length : choice.bestAvailable.quantity;
  const { total } = await fixtures.expectedOrder(price, quantity);
  return callCreateTicketPreference<PaidPurchase>(buyer.idToken, {
    ...ticketPayload(buyer, eventId, quantity, total),
    ...choice,
  });
}

async function claim(eventId: string, seatId: string) {
  return (await fixtures.db.doc(`events/${eventId}/seat_claims/${seatId}`).get()).data();
}

async function viewState(eventId: string, zoneId: string): Promise<string | undefined> {
  return (await fixtures.db.doc(`events/${eventId}/seat_views/${zoneId}`).get()).get('state');
}

function refused(outcome: CallableOutcome<unknown>, status: string, details: Record<string, unknown>) {
  expect(outcome).toMatchObject({ ok: false, status, details });
}

beforeAll(async () => {
  [organizer, otherOrganizer] = await Promise.all([fixtures.createBuyer(), fixtures.createBuyer()]);
  await Promise.all([fixtures.createOrganizer(organizer), fixtures.createOrganizer(otherOrganizer)]);
  planId = await savePlan(organizer);
}, 120_000);

afterAll(async () => {
  for (const id of eventIds) await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  for (const id of planIds) await fixtures.db.recursiveDelete(fixtures.db.doc(`seating_plans/${id}`));
  await fixtures.cleanUp();
}, 120_000);

describe('a seated date', () => {
  it('takes its capacity from the plan, its door quota from its door seats, and writes its views', async () => {
    const eventId = await newSeatedDate();
    const event = (await fixtures.db.doc(`events/${eventId}`).get()).data()!;
    const types = await fixtures.db.collection(`events/${eventId}/ticket_types`).orderBy('sort').get();
    expect(event).toMatchObject({
      capacity: 15,
      box_office_quota: 1,
      seating_plan_id: planId,
      seat_categories: { Platea: types.docs[0]!.id, Balcón: types.docs[1]!.id },
      box_office_seats: ['z1-B-6'],
    });
    expect(await viewState(eventId, 'z1')).toBe('000000' + '00000d');
    expect(await viewState(eventId, 'z2')).toBe('b000');
  });

  it("refuses another organizer's plan and a category left without a type", async () => {
    refused(await seatedShow(otherOrganizer, planId), 'PERMISSION_DENIED', { reason: 'notYourSeatingPlan' });
    refused(await seatedShow(organizer, planId, { seat_categories: { Platea: 'Platea' } }), 'INVALID_ARGUMENT', {
      reason: 'invalidEvent',
    });
  });
});

describe('choosing seats: refusals', () => {
  let eventId: string;
  let buyer: TestBuyer;
  beforeAll(async () => {
    eventId = await newSeatedDate();
    buyer = await fixtures.createBuyer();
  }, 60_000);

  it('a general-admission date refuses seats; a seated one needs them', async () => {
    const general = await fixtures.createEvent({ capacity: 20 });
    refused(await buySeats(buyer, general.id, { seats: ['z1-A-1'] }, 45_000), 'INVALID_ARGUMENT', {
      reason: 'seatedDateOnly',
    });
    const { total } = await fixtures.expectedOrder(PLATEA_PRICE, 1);
    refused(
      await callCreateTicketPreference(buyer.idToken, ticketPayload(buyer, eventId, 1, total)),
      'INVALID_ARGUMENT',
      {
        reason: 'seatsRequired',
      },
    );
  });

  it('unknown, blocked, door and mixed seats are refused, and nothing is taken', async () => {
    refused(await buySeats(buyer, eventId, { seats: ['z1-A-1', 'nope'] }), 'INVALID_ARGUMENT', {
      reason: 'seatNotInPlan',
      seats: ['nope'],
    });
    refused(await buySeats(buyer, eventId, { seats: ['z2-1-1'] }, BALCON_PRICE), 'INVALID_ARGUMENT', {
      reason: 'seatBlocked',
      seats: ['z2-1-1'],
    });
    refused(await buySeats(buyer, eventId, { seats: ['z1-B-6'] }), 'INVALID_ARGUMENT', {
      reason: 'seatBlocked',
      seats: ['z1-B-6'],
    });
    refused(await buySeats(buyer, eventId, { seats: ['z1-A-1', 'z2-1-2'] }), 'INVALID_ARGUMENT', {
      reason: 'seatCategoryMismatch',
    });
    expect((await fixtures.db.collection(`events/${eventId}/seat_claims`).get()).size).toBe(0);
    expect(await fixtures.ticketsOf(buyer.uid)).toEqual([]);
  });

  it("previewOrder prices the seats as their category's type and says a seat is taken", async () => {
    const preview = await callCallable('previewOrder', null, { eventId, quantity: 1, seats: ['z2-1-3'] });
    expect(preview).toMatchObject({ ok: true, result: { unitPrice: BALCON_PRICE } });
    refused(await callCallable('previewOrder', null, { eventId, quantity: 1, seats: ['z2-1-1'] }), 'INVALID_ARGUMENT', {
      reason: 'seatBlocked',
    });
  });
});

describe('taking seats', () => {
  it('a sale claims its seats and names them on the ticket; the view follows', async () => {
    const eventId = await newSeatedDate();
    const outcome = await buySeats(
      await fixtures.createBuyer(),
      eventId,
      { seats: ['z2-1-2', 'z2-1-3'] },
      BALCON_PRICE,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const ticket = await fixtures.ticket(outcome.result.ticketId);
    expect(ticket).toMatchObject({ quantity: 2, seating_plan_id: planId, unitPrice: BALCON_PRICE });
    expect(ticket.seats).toEqual([
      {
        seatId: 'z2-1-2',
        zone: 'Balcón',
        row: '1',
        number: '2',
        category: 'Balcón',
        label: 'Balcón · Fila 1 · Silla 2',
      },
      {
        seatId: 'z2-1-3',
        zone: 'Balcón',
        row: '1',
        number: '3',
        category: 'Balcón',
        label: 'Balcón · Fila 1 · Silla 3',
      },
    ]);
    expect(await claim(eventId, 'z2-1-2')).toMatchObject({
      ticketId: outcome.result.ticketId,
      zoneId: 'z2',
      state: 'held',
    });
    expect(
      await eventually(
        () => viewState(eventId, 'z2'),
        (state) => state === 'b110',
        60_000,
      ),
    ).toBe('b110');
  });

  it('best available: adjacent seats in the front row, at its centre', async () => {
    const eventId = await newSeatedDate();
    const outcome = await buySeats(await fixtures.createBuyer(), eventId, {
      bestAvailable: { category: 'Platea', quantity: 2 },
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const ticket = await fixtures.ticket(outcome.result.ticketId);
    expect(ticket.seats.map((seat: { seatId: string }) => seat.seatId)).toEqual(['z1-A-3', 'z1-A-4']);
  });

  it('two buyers after one seat: one wins, the other is answered seatTaken with a suggestion', async () => {
    const eventId = await newSeatedDate();
    const [first, second] = await Promise.all([fixtures.createBuyer(), fixtures.createBuyer()]);
    const outcomes = await Promise.all([first, second].map((buyer) => buySeats(buyer, eventId, { seats: ['z1-A-3'] })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const loser = outcomes.find((outcome) => !outcome.ok)!;
    refused(loser, 'RESOURCE_EXHAUSTED', { reason: 'seatTaken', taken: ['z1-A-3'] });
    const suggestion = (loser as { details?: { suggestion?: string[] } }).details?.suggestion ?? [];
    expect(suggestion).toHaveLength(1);
    expect(suggestion[0]).not.toBe('z1-A-3');
    expect(suggestion[0]).toMatch(/^z1-A-/);
    expect((await fixtures.db.collection(`events/${eventId}/seat_claims`).get()).size).toBe(1);
  });
});

describe('seats move exactly once', () => {
  it('a hold that expires gives its seat back, and another buyer takes it', async () => {
    const eventId = await newSeatedDate();
    const held = await buySeats(await fixtures.createBuyer(), eventId, { seats: ['z1-A-1'] });
    if (!held.ok) throw new Error(held.message);
    const expired = await eventually(
      () => fixtures.ticket(held.result.ticketId),
      (ticket) => ticket.ticketStatus === 'cancelled',
      (holdSeconds() + 60) * 1000,
    );
    expect(expired).toMatchObject({ cancelReason: 'hold_expired', seatsReleased: true });
    expect(await claim(eventId, 'z1-A-1')).toBeUndefined();
    // the map shows it free again once the zone's view is refreshed
    expect(
      await eventually(
        () => viewState(eventId, 'z1'),
        (state) => state?.[0] === '0',
        60_000,
      ),
    ).toMatch(/^0/);
    const next = await buySeats(await fixtures.createBuyer(), eventId, { seats: ['z1-A-1'] });
    expect(next.ok).toBe(true);
  }, 180_000);

  it('a paid seat is sold; refunded, it comes back once', async () => {
    const eventId = await newSeatedDate();
    const outcome = await buySeats(await fixtures.createBuyer(), eventId, { seats: ['z1-A-2'] });
    if (!outcome.ok) throw new Error(outcome.message);
    const { payment } = await standIn.payPreference(outcome.result.preferenceId, 'approved');
    expect(await claim(eventId, 'z1-A-2')).toMatchObject({ state: 'sold' });
    await standIn.setPaymentStatus(payment.id, 'refunded', { times: 2, parallel: true });
    expect(await fixtures.ticket(outcome.result.ticketId)).toMatchObject({
      cancelReason: 'refunded',
      seatsReleased: true,
    });
    expect(await claim(eventId, 'z1-A-2')).toBeUndefined();
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(14);
  });

  it('the door names a paid ticket’s seats, in its list and at the scan', async () => {
    const eventId = await newSeatedDate();
    const outcome = await buySeats(await fixtures.createBuyer(), eventId, { seats: ['z1-A-5', 'z1-A-6'] });
    if (!outcome.ok) throw new Error(outcome.message);
    await standIn.payPreference(outcome.result.preferenceId, 'approved');
    const { ticketId } = outcome.result;
    const seats = ['Platea · Fila A · Silla 5', 'Platea · Fila A · Silla 6'];
    const list = await callCallable<AdmissionListResult>('admissionList', organizer.idToken, { eventId });
    if (!list.ok) throw new Error(list.message);
    expect(list.result.tickets.find((entry) => entry.id === ticketId)).toMatchObject({ seats });
    const scan = await callCallable<CheckInResult>('checkInTicket', organizer.idToken, { eventId, ticketId });
    expect(scan).toMatchObject({ ok: true, result: { outcome: 'admitted', quantity: 2, seats } });
  });

  it('a cancelled date gives every seat back', async () => {
    const eventId = await newSeatedDate();
    const outcome = await buySeats(await fixtures.createBuyer(), eventId, { seats: ['z1-B-1', 'z1-B-2'] });
    if (!outcome.ok) throw new Error(outcome.message);
    const cancelled = await callCallable('cancelEvent', organizer.idToken, { eventId });
    expect(cancelled.ok).toBe(true);
    await eventually(
      () => fixtures.ticket(outcome.result.ticketId),
      (ticket) => ticket.cancelReason === 'event_cancelled',
      60_000,
    );
    expect((await fixtures.db.collection(`events/${eventId}/seat_claims`).get()).size).toBe(0);
  });
});
