import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOX_OFFICE_QUOTA_MESSAGE,
  doorOrder,
  paymentsConfigFrom,
  seatInventory,
  type AdmissionListResult,
  type CloseBoxOfficeShiftResult,
  type EventFormInput,
  type SaveEventResult,
  type SellAtDoorResult,
} from '@carcajada/domain';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import { parseStoredTicket } from '@carcajada/domain/stored/ticket';
import { callCallable, type CallableOutcome } from '../support/services/callables.js';
import { showForm } from '../support/fixtures/show-form.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { purchases } from '../support/fixtures/purchases.js';

/**
 * The box office at the door: sellAtDoor takes seats from the door's quota (then the online
 * seats), never past either; a repeated saleId is one sale; the door's hours, a cancelled date and
 * anyone without the box office are refused; closeBoxOfficeShift sums the caller's sales.
 */
const fixtures = new PaymentsFixtures();
const { buy } = purchases(fixtures);
const HOUR_MS = 60 * 60 * 1000;
const PRICE = 45_000;

type Role = 'organizer' | 'seller' | 'scanner' | 'walkIn' | 'stranger';
const accounts = {} as Record<Role, TestBuyer>;
let organizerId: string;

/** A date of the organizer starting `startsInMs` from now, with `capacity` seats of which `quota` are the door's. */
async function doorDate(startsInMs: number, capacity = 10, quota = 0, status = 'active'): Promise<string> {
  const { id } = await fixtures.createEvent({ startsInMs, capacity, seatsLeft: capacity - quota, status });
  await fixtures.db.doc(`events/${id}`).update({ organizerId, box_office_quota: quota });
  const batch = fixtures.db.batch();
  for (const block of quota > 0 ? seatInventory(quota).blocks : [])
    batch.set(fixtures.db.doc(`events/${id}/box_office_blocks/${block.id}`), block.data);
  for (const [role, boxOffice] of [
    ['seller', true],
    ['scanner', false],
  ] as const) {
    const person = accounts[role];
    const entry = doorStaffDocument(
      {
        uid: person.uid,
        eventId: id,
        email: person.email,
        name: person.name,
        addedBy: accounts.organizer.uid,
        boxOffice,
      },
      Timestamp.now(),
    );
    batch.set(fixtures.db.doc(`events/${id}/door_staff/${person.uid}`), entry);
  }
  await batch.commit();
  return id;
}

function sell(role: Role, eventId: string, fields: Record<string, unknown> = {}) {
  return callCallable<SellAtDoorResult>('sellAtDoor', accounts[role].idToken, {
    eventId,
    saleId: randomUUID(),
    quantity: 1,
    method: 'cash',
    holderName: 'Persona en la puerta',
    ...fields,
  });
}

async function sold(role: Role, eventId: string, fields: Record<string, unknown> = {}): Promise<SellAtDoorResult> {
  const outcome = await sell(role, eventId, fields);
  if (!outcome.ok) throw new Error(`sellAtDoor failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

function refusedWith(outcome: CallableOutcome<unknown>, status: string, reason?: string) {
  expect(outcome).toMatchObject({ ok: false, status, ...(reason && { details: { reason } }) });
}

async function seatsIn(eventId: string, collection: 'seat_blocks' | 'box_office_blocks'): Promise<number> {
  const blocks = await fixtures.db.collection(`events/${eventId}/${collection}`).get();
  return blocks.docs.reduce((sum, block) => sum + Number(block.get('seats_left')), 0);
}

async function doorTickets(eventId: string) {
  const tickets = await fixtures.db.collection('tickets').where('eventId', '==', eventId).get();
  return tickets.docs.filter((doc) => doc.get('paymentMethod') === 'box_office');
}

async function expectedDoorTotal(quantity: number): Promise<number> {
  const config = await fixtures.db.doc('config/payments_config').get();
  return doorOrder(PRICE, quantity, paymentsConfigFrom(config.exists ? config.data() : undefined)).total;
}

const dates: string[] = [];

beforeAll(async () => {
  for (const role of ['organizer', 'seller', 'scanner', 'walkIn', 'stranger'] as const)
    accounts[role] = await fixtures.createBuyer();
  organizerId = await fixtures.createOrganizer(accounts.organizer);
}, 120_000);

afterAll(async () => {
  // door tickets without an account are not found by the buyers' clean-up
  for (const id of dates) {
    await Promise.all((await doorTickets(id)).map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await fixtures.cleanUp();
}, 120_000);

async function tonight(capacity = 10, quota = 0): Promise<string> {
  const id = await doorDate(HOUR_MS, capacity, quota);
  dates.push(id);
  return id;
}

describe("the door's list for the box office", () => {
  it('gives those who sell the door seats left, sellers and prices; the scanner learns none of it', async () => {
    const eventId = await tonight(10, 4);
    await sold('seller', eventId, { quantity: 1 });
    const list = (role: Role) =>
      callCallable<AdmissionListResult>('admissionList', accounts[role].idToken, { eventId });
    const seller = await list('seller');
    const config = await fixtures.db.doc('config/payments_config').get();
    expect(seller).toMatchObject({
      ok: true,
      result: {
        boxOffice: {
          seatsLeft: 3,
          // the seller with the box office, plus the organizer's side
          sellers: 2,
          taxes: paymentsConfigFrom(config.exists ? config.data() : undefined).taxes,
          price: PRICE,
          types: [],
        },
      },
    });
    expect(await list('organizer')).toMatchObject({ ok: true, result: { boxOffice: { seatsLeft: 3 } } });
    const scanner = await list('scanner');
    expect(scanner.ok && 'boxOffice' in scanner.result).toBe(false);
    expect(scanner.ok && scanner.result.tickets).toHaveLength(1);
  });
});

describe('sellAtDoor', () => {
  it('sells a paid box-office ticket at the door price, admitted at once when asked', async () => {
    const eventId = await tonight();
    const result = await sold('seller', eventId, { quantity: 2, method: 'card', cardReference: 'T-8841', admit: true });
    expect(result).toMatchObject({ amount: await expectedDoorTotal(2), admitted: true });
    const ticket = await fixtures.ticket(result.ticketId);
    expect(ticket).toMatchObject({
      paymentMethod: 'box_office',
      boxOfficeMethod: 'card',
      cardReference: 'T-8841',
      soldBy: accounts.seller.uid,
      ticketStatus: 'redeemed',
      paymentStatus: 'approved',
      admittedCount: 2,
      quantity: 2,
      organizerId,
      price: { serviceFee: 0, feePerTicket: 0 },
    });
    expect(parseStoredTicket(ticket).qrCode).toMatch(/^CJ1\./);
    expect(await seatsIn(eventId, 'seat_blocks')).toBe(8);
  });

  it('gives the ticket to a verified account and mails its confirmation', async () => {
    const eventId = await tonight();
    const result = await sold('organizer', eventId, { email: accounts.walkIn.email.toUpperCase() });
    const ticket = await fixtures.ticket(result.ticketId);
    expect(ticket).toMatchObject({ userId: accounts.walkIn.uid, ticketStatus: 'paid', admittedCount: 0 });
    expect(result.admitted).toBe(false);
    const mail = await fixtures.db.doc(`mail/ticket-${result.ticketId}-confirmed`).get();
    expect(mail.get('to')).toBe(accounts.walkIn.email);
    await mail.ref.delete();
  });

  it('counts a door sale against the capacity and keeps the quota from the online sale', async () => {
    const eventId = await tonight(5, 2);
    // online: 3 seats on sale, the door's 2 are not
    expect(await buy(accounts.walkIn, eventId, 3)).toMatchObject({ ok: true });
    refusedWith(await buy(accounts.stranger, eventId, 1), 'RESOURCE_EXHAUSTED', 'notEnoughSeats');
    // the door sells its own 2, then nothing is left anywhere
    await sold('seller', eventId, { quantity: 2 });
    expect(await seatsIn(eventId, 'box_office_blocks')).toBe(0);
    refusedWith(await sell('seller', eventId), 'RESOURCE_EXHAUSTED', 'notEnoughSeats');
    expect(await doorTickets(eventId)).toHaveLength(1);
  });

  it('sells from the online seats once the quota is gone, never past the capacity', async () => {
    const eventId = await tonight(3, 1);
    await sold('seller', eventId);
    await sold('seller', eventId, { quantity: 2 });
    expect([await seatsIn(eventId, 'box_office_blocks'), await seatsIn(eventId, 'seat_blocks')]).toEqual([0, 0]);
    refusedWith(await sell('seller', eventId), 'RESOURCE_EXHAUSTED', 'notEnoughSeats');
  });

  it('makes one sale of a repeated saleId, also when both calls arrive at once', async () => {
    const eventId = await tonight();
    const saleId = randomUUID();
    const [first, second] = await Promise.all([
      sell('seller', eventId, { saleId }),
      sell('seller', eventId, { saleId }),
    ]);
    const again = await sell('seller', eventId, { saleId, quantity: 3 });
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    expect(again).toEqual(first);
    expect(await doorTickets(eventId)).toHaveLength(1);
    expect(await seatsIn(eventId, 'seat_blocks')).toBe(9);
  });

  it('refuses before the door opens, after it closes and on a cancelled date', async () => {
    const early = await doorDate(2 * HOUR_MS + 10 * 60 * 1000);
    const late = await doorDate(-3 * HOUR_MS - 60 * 1000);
    const cancelled = await doorDate(HOUR_MS, 10, 0, 'cancelled');
    dates.push(early, late, cancelled);
    refusedWith(await sell('seller', early), 'FAILED_PRECONDITION', 'doorNotOpen');
    refusedWith(await sell('organizer', late), 'FAILED_PRECONDITION', 'doorClosed');
    refusedWith(await sell('seller', cancelled), 'FAILED_PRECONDITION', 'eventCancelled');
    for (const id of [early, late, cancelled]) expect(await doorTickets(id)).toHaveLength(0);
  });

  it('refuses door staff without the box office, other people and bad input', async () => {
    const eventId = await tonight();
    refusedWith(await sell('scanner', eventId), 'PERMISSION_DENIED', 'notYourShow');
    refusedWith(await sell('stranger', eventId), 'PERMISSION_DENIED', 'notYourShow');
    refusedWith(await sell('seller', eventId, { method: 'cheque' }), 'INVALID_ARGUMENT', 'invalidRequest');
    refusedWith(await sell('seller', eventId, { holderName: '' }), 'INVALID_ARGUMENT', 'invalidRequest');
    expect(await doorTickets(eventId)).toHaveLength(0);
  });
});

describe('setDoorStaff with boxOffice', () => {
  it('turns the box office on for someone already at the door, who may then sell', async () => {
    const eventId = await tonight();
    const entry = fixtures.db.doc(`events/${eventId}/door_staff/${accounts.scanner.uid}`);
    const outcome = await callCallable('setDoorStaff', accounts.organizer.idToken, {
      eventId,
      email: accounts.scanner.email,
      boxOffice: true,
    });
    expect(outcome).toMatchObject({ ok: true });
    expect((await entry.get()).get('boxOffice')).toBe(true);
    expect(await sell('scanner', eventId)).toMatchObject({ ok: true });
  });
});

describe('closeBoxOfficeShift', () => {
  function close(role: Role, eventId: string, countedCash: number) {
    return callCallable<CloseBoxOfficeShiftResult>('closeBoxOfficeShift', accounts[role].idToken, {
      eventId,
      countedCash,
    });
  }

  it('sums the caller’s cash and card sales since its last close, with the difference', async () => {
    const eventId = await tonight();
    const [one, two] = [await expectedDoorTotal(1), await expectedDoorTotal(2)];
    await sold('seller', eventId, { quantity: 2 });
    await sold('seller', eventId);
    await sold('seller', eventId, { method: 'card', cardReference: 'T-1' });
    await sold('organizer', eventId);
    const first = await close('seller', eventId, two + one - 1000);
    expect(first).toMatchObject({
      ok: true,
      result: {
        cash: { count: 2, amount: two + one },
        card: { count: 1, amount: one },
        countedCash: two + one - 1000,
        difference: -1000,
      },
    });
    if (!first.ok) return;
    const shift = await fixtures.db.doc(`events/${eventId}/box_office_shifts/${first.result.shiftId}`).get();
    expect(shift.data()).toMatchObject({ soldBy: accounts.seller.uid, difference: -1000, organizerId });
    // the next close starts after this one
    await sold('seller', eventId, { method: 'card', cardReference: 'T-2' });
    expect(await close('seller', eventId, 0)).toMatchObject({
      ok: true,
      result: { cash: { count: 0, amount: 0 }, card: { count: 1, amount: one }, difference: 0 },
    });
    refusedWith(await close('scanner', eventId, 0), 'PERMISSION_DENIED', 'notYourShow');
  });
});

describe('saveEvent with boxOfficeQuota', () => {
  // a paid show, with its PULEP code (showForm), 10 seats
  const form = (id?: string): EventFormInput =>
    showForm({
      ...(id && { id }),
      name: `Show con taquilla ${randomUUID().slice(0, 8)}`,
      ticketPrice: PRICE,
      capacity: 10,
    });
  const save = (event: EventFormInput, boxOfficeQuota: unknown) =>
    callCallable<SaveEventResult>('saveEvent', accounts.organizer.idToken, { event, boxOfficeQuota });

  it('keeps the quota apart from the online seats, and moves seats when it changes', async () => {
    const created = await save(form(), 4);
    if (!created.ok) throw new Error(`saveEvent failed: ${created.status} ${created.message}`);
    const { eventId, slug } = created.result;
    dates.push(eventId);
    expect((await fixtures.db.doc(`events/${eventId}`).get()).get('box_office_quota')).toBe(4);
    expect([await seatsIn(eventId, 'seat_blocks'), await seatsIn(eventId, 'box_office_blocks')]).toEqual([6, 4]);
    expect(await save(form(eventId), 7)).toMatchObject({ ok: true });
    expect([await seatsIn(eventId, 'seat_blocks'), await seatsIn(eventId, 'box_office_blocks')]).toEqual([3, 7]);
    const tooBig = await save(form(eventId), 11);
    refusedWith(tooBig, 'INVALID_ARGUMENT', 'invalidEvent');
    expect(tooBig).toMatchObject({ details: { fieldErrors: { boxOfficeQuota: BOX_OFFICE_QUOTA_MESSAGE } } });
    expect(await save(form(eventId), 0)).toMatchObject({ ok: true });
    expect([await seatsIn(eventId, 'seat_blocks'), await seatsIn(eventId, 'box_office_blocks')]).toEqual([10, 0]);
    await fixtures.db.doc(`event_slugs/${slug}`).delete();
  });
});
