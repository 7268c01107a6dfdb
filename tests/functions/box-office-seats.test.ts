import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { AdmissionListResult, SaveEventResult, SellAtDoorResult } from '@carcajada/domain';
import type { SeatingPlan } from '@carcajada/domain/seating';
import { parseStoredTicket } from '@carcajada/domain/stored/ticket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callCallable,
  callCreateTicketPreference,
  ticketPayload,
  type CallableOutcome,
} from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { showForm } from '../support/fixtures/show-form.js';
import { smallTheatre as sharedSmallTheatre } from '../support/seating/small-theatre.js';

/**
 * The door of a seated date (docs/box-office.md, "Seated dates at the door"): saveEvent keeps
 * `box_office_seats` to sellable seats nobody holds; sellAtDoor sells the door's seats chosen or
 * its best available, the ticket naming them and their claims written with it, and refuses any
 * other seat (`seatNotAtDoor`) or a seat already sold (`seatTaken`); admissionList lists the door
 * seats for the seller's phone.
 */
const fixtures = new PaymentsFixtures();
const PRICE = 40_000;
const HOUR_MS = 60 * 60 * 1000;
const DOOR_SEATS = ['z1-B-3', 'z1-B-4', 'z1-B-5', 'z1-B-6'];
let organizer: TestBuyer;
let planId: string;
const eventIds: string[] = [];

/** The shared small theatre's Platea (rows A and B of 6), seat A-6 blocked. */
function smallTheatre(): SeatingPlan {
  const plan = sharedSmallTheatre();
  plan.categories = plan.categories.slice(0, 1);
  plan.zones = plan.zones.slice(0, 1);
  plan.zones[0]!.rows[0]!.seats[5]!.blocked = true;
  return plan;
}

function saveSeated(form: object, boxOfficeSeats: string[]) {
  return callCallable<SaveEventResult>('saveEvent', organizer.idToken, {
    event: form,
    ticketTypes: [{ name: 'Platea', price: PRICE }],
    seating_plan_id: planId,
    seat_categories: { Platea: 'Platea' },
    box_office_seats: boxOfficeSeats,
  });
}

/** A seated date whose door is open (it starts in an hour), the organizer selling. */
async function doorDate(): Promise<{ eventId: string; form: object }> {
  const form = showForm({ capacity: 11 });
  const outcome = await saveSeated(form, DOOR_SEATS);
  if (!outcome.ok) throw new Error(outcome.message);
  const { eventId } = outcome.result;
  eventIds.push(eventId);
  await fixtures.db.doc(`events/${eventId}`).update({ event_date: Timestamp.fromMillis(Date.now() + HOUR_MS) });
  return { eventId, form: { ...form, id: eventId } };
}

function sell(eventId: string, choice: Record<string, unknown>, quantity = 1) {
  return callCallable<SellAtDoorResult>('sellAtDoor', organizer.idToken, {
    eventId,
    saleId: randomUUID(),
    quantity,
    method: 'cash',
    holderName: 'Persona en la puerta',
    ...choice,
  });
}

async function ticketOf(ticketId: string) {
  return parseStoredTicket((await fixtures.db.doc(`tickets/${ticketId}`).get()).data());
}

function refused(outcome: CallableOutcome<unknown>, status: string, details: Record<string, unknown>) {
  expect(outcome).toMatchObject({ ok: false, status, details });
}

async function doorSeatsLeft(eventId: string): Promise<number> {
  const blocks = await fixtures.db.collection(`events/${eventId}/box_office_blocks`).get();
  return blocks.docs.reduce((sum, block) => sum + Number(block.get('seats_left')), 0);
}

beforeAll(async () => {
  organizer = await fixtures.createBuyer();
  await fixtures.createOrganizer(organizer);
  const saved = await callCallable<{ planId: string }>('saveSeatingPlan', organizer.idToken, { plan: smallTheatre() });
  if (!saved.ok) throw new Error(saved.message);
  planId = saved.result.planId;
}, 120_000);

afterAll(async () => {
  for (const id of eventIds) {
    const tickets = await fixtures.db.collection('tickets').where('eventId', '==', id).get();
    await Promise.all(tickets.docs.map((ticket) => ticket.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await fixtures.db.recursiveDelete(fixtures.db.doc(`seating_plans/${planId}`));
  await fixtures.cleanUp();
}, 120_000);

describe('sellAtDoor on a seated date', () => {
  let eventId: string;
  beforeAll(async () => {
    ({ eventId } = await doorDate());
  }, 60_000);

  it('sells the seats chosen: the ticket names them and their claims are sold', async () => {
    const sale = await sell(eventId, { seats: ['z1-B-6'] });
    if (!sale.ok) throw new Error(sale.message);
    const ticket = (await fixtures.db.doc(`tickets/${sale.result.ticketId}`).get()).data()!;
    expect(ticket).toMatchObject({
      seating_plan_id: planId,
      seats: [{ seatId: 'z1-B-6', zone: 'Platea', row: 'B', number: '6', category: 'Platea' }],
      paymentMethod: 'box_office',
      quantity: 1,
    });
    expect((await ticketOf(sale.result.ticketId)).seats[0]?.label).toBe('Platea · Fila B · Silla 6');
    const claim = (await fixtures.db.doc(`events/${eventId}/seat_claims/z1-B-6`).get()).data();
    expect(claim).toMatchObject({ ticketId: sale.result.ticketId, zoneId: 'z1', state: 'sold' });
    expect(await doorSeatsLeft(eventId)).toBe(3);
  });

  it("tells the seller's phone the door seats, each free or sold", async () => {
    const list = await callCallable<AdmissionListResult>('admissionList', organizer.idToken, { eventId });
    if (!list.ok) throw new Error(list.message);
    const types = await fixtures.db.collection(`events/${eventId}/ticket_types`).get();
    expect(list.result.boxOffice?.doorSeats).toEqual(
      DOOR_SEATS.map((id) => ({
        id,
        label: `Platea · Fila B · Silla ${id.slice(-1)}`,
        category: 'Platea',
        typeId: types.docs[0]!.id,
        free: id !== 'z1-B-6',
      })),
    );
  });

  it('picks its best available among the door seats only', async () => {
    const sale = await sell(eventId, { bestAvailable: { category: 'Platea', quantity: 2 } }, 2);
    if (!sale.ok) throw new Error(sale.message);
    const seats = (await ticketOf(sale.result.ticketId)).seats.map((seat) => seat.seatId);
    expect(seats).toHaveLength(2);
    for (const seat of seats) expect(['z1-B-3', 'z1-B-4', 'z1-B-5']).toContain(seat);
    expect(await doorSeatsLeft(eventId)).toBe(1);
  });

  it('refuses a seat that is not the door’s, a seat already sold, and a sale without seats', async () => {
    refused(await sell(eventId, { seats: ['z1-A-2'] }), 'INVALID_ARGUMENT', {
      reason: 'seatNotAtDoor',
      seats: ['z1-A-2'],
    });
    refused(await sell(eventId, { seats: ['z1-A-6'] }), 'INVALID_ARGUMENT', { reason: 'seatBlocked' });
    const taken = await sell(eventId, { seats: ['z1-B-6'] });
    refused(taken, 'RESOURCE_EXHAUSTED', { reason: 'seatTaken', taken: ['z1-B-6'] });
    // the suggestion is the door's last free seat
    if (taken.ok) throw new Error('sold twice');
    const { suggestion } = taken.details as { suggestion: string[] };
    expect(suggestion).toHaveLength(1);
    expect(DOOR_SEATS).toContain(suggestion[0]);
    refused(await sell(eventId, {}), 'INVALID_ARGUMENT', { reason: 'seatsRequired' });
    expect(await doorSeatsLeft(eventId)).toBe(1);
  });
});

describe('saveEvent and the door’s seats', () => {
  let eventId: string;
  let form: object;
  beforeAll(async () => {
    ({ eventId, form } = await doorDate());
  }, 60_000);

  it('refuses seats outside the plan or blocked, naming the field, and changes nothing', async () => {
    for (const seats of [['z1-A-1', 'nope'], ['z1-A-6']])
      refused(await saveSeated(form, seats), 'INVALID_ARGUMENT', {
        reason: 'invalidEvent',
        fieldErrors: { box_office_seats: expect.stringContaining('taquilla') },
      });
    expect((await fixtures.db.doc(`events/${eventId}`).get()).get('box_office_seats')).toEqual(DOOR_SEATS);
  });

  it('refuses a seat held online entering the door’s, and a seat sold at the door leaving it', async () => {
    const buyer = await fixtures.createBuyer();
    const { total } = await fixtures.expectedOrder(PRICE, 1);
    const hold = await callCreateTicketPreference(buyer.idToken, {
      ...ticketPayload(buyer, eventId, 1, total),
      seats: ['z1-A-1'],
    });
    if (!hold.ok) throw new Error(hold.message);
    refused(await saveSeated(form, [...DOOR_SEATS, 'z1-A-1']), 'FAILED_PRECONDITION', {
      reason: 'doorSeatsTaken',
      seats: ['Platea · Fila A · Silla 1'],
    });
    const sale = await sell(eventId, { seats: ['z1-B-3'] });
    if (!sale.ok) throw new Error(sale.message);
    refused(await saveSeated(form, ['z1-B-4']), 'FAILED_PRECONDITION', {
      reason: 'doorSeatsTaken',
      seats: ['Platea · Fila B · Silla 3'],
    });
  });

  it('takes free seats in and out: the quota is their count', async () => {
    const outcome = await saveSeated(form, ['z1-B-3', 'z1-A-2']);
    if (!outcome.ok) throw new Error(outcome.message);
    const event = (await fixtures.db.doc(`events/${eventId}`).get()).data()!;
    expect(event).toMatchObject({ box_office_seats: ['z1-B-3', 'z1-A-2'], box_office_quota: 2 });
    expect(await doorSeatsLeft(eventId)).toBe(1);
  });
});
