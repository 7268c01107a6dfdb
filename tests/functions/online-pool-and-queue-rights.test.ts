/**
 * The online seat pool and the right to buy on a queued date (contract "The on-sale, the door and
 * data rights, clarified"): every flow sizes the online seats as the capacity less the door's
 * quota; while a queue runs only a live turn buys online (no waitlist, door or offer around it);
 * once it has ended, returned seats are on sale again; a cancelled date ends its queue; the door
 * keeps a type's sale window and per-order limit; a door buyer of a cancelled date is owed their
 * money at the door until the organizer marks it returned.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, bogotaDateString, type SellAtDoorResult } from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import {
  callCallable,
  callCreateTicketPreference,
  ticketPayload,
  callJoinQueue,
} from '../support/services/callables.js';
import { eventually } from '../support/eventually.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { createBuyers } from '../support/fixtures/purchases.js';

const fixtures = new PaymentsFixtures();
const HOUR_MS = 60 * 60_000;
const cleanUp: string[] = [];
let admin: TestBuyer;
let organizer: TestBuyer;
let stranger: TestBuyer;
let organizerId: string;

beforeAll(async () => {
  [admin, organizer, stranger] = [
    await fixtures.createAdmin(),
    await fixtures.createBuyer(),
    await fixtures.createBuyer(),
  ];
  organizerId = await fixtures.createOrganizer(organizer);
}, 120_000);

afterAll(async () => {
  for (const eventId of cleanUp) {
    const writer = fixtures.db.bulkWriter();
    for (const collection of ['queue', 'waitlist', 'tickets']) {
      const docs = await fixtures.db.collection(collection).where('eventId', '==', eventId).get();
      for (const doc of docs.docs) void writer.delete(doc.ref);
    }
    for (const path of [`queues/${eventId}`, `queue_steps/${eventId}`]) void writer.delete(fixtures.db.doc(path));
    await writer.close();
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${eventId}`));
  }
  await fixtures.cleanUp();
}, 120_000);

/** A date of the organizer, `startsInMs` from now, with the door's `quota`, the seller at its door. */
async function date(options: { capacity: number; quota?: number; price?: number; startsInMs?: number }) {
  const event = await fixtures.createEvent({
    capacity: options.capacity,
    ticketPrice: options.price ?? 0,
    startsInMs: options.startsInMs ?? 3 * 24 * HOUR_MS,
  });
  cleanUp.push(event.id);
  await fixtures.db.doc(`events/${event.id}`).update({ organizerId, box_office_quota: options.quota ?? 0 });
  return event.id;
}

/** The date sells through its queue, its sale open a second ago. */
async function queued(eventId: string, fields: DocumentData = {}) {
  await fixtures.db
    .doc(`events/${eventId}`)
    .update({ queue: true, sale_opens_at: Timestamp.fromMillis(Date.now() - 1000), ...fields });
}

const step = (eventId: string) =>
  callCallable<Record<string, unknown>>('admitFromQueueNow', admin.idToken, { eventId });
const reserve = (buyer: TestBuyer, eventId: string, quantity = 1) =>
  callCreateTicketPreference<{ ticketId: string }>(buyer.idToken, ticketPayload(buyer, eventId, quantity, 0));
const joinWaitlist = (buyer: TestBuyer, eventId: string, quantity = 1) =>
  callCallable('joinWaitlist', buyer.idToken, { eventId, quantity });

async function seatsIn(eventId: string, collection: 'seat_blocks' | 'box_office_blocks'): Promise<number> {
  const blocks = await fixtures.db.collection(`events/${eventId}/${collection}`).get();
  return blocks.docs.reduce((sum, block) => sum + Number(block.get('seats_left')), 0);
}

async function entriesOf(eventId: string): Promise<DocumentData[]> {
  return (await fixtures.db.collection('queue').where('eventId', '==', eventId).get()).docs.map((d) => d.data());
}

let address = 0;
const nextAddress = () => `198.51.100.${(address += 1) % 250}`;

describe('the online seat pool', () => {
  it('a queued date added by addShowDates gives turns and lays out seats for the room less the door', async () => {
    const showId = await date({ capacity: 10, quota: 4 });
    const day = addCalendarDays(bogotaDateString(new Date()), 5);
    const added = await callCallable<{ eventIds: string[] }>('addShowDates', organizer.idToken, {
      eventId: showId,
      dates: [{ date: day, time: '21:00' }],
    });
    if (!added.ok) throw new Error(`addShowDates failed: ${added.message}`);
    const [newId] = added.result.eventIds;
    cleanUp.push(newId!);
    const stored = (await fixtures.db.doc(`events/${newId}`).get()).data()!;
    expect(stored).toMatchObject({ capacity: 10, box_office_quota: 4, seats_left: 6 });
    // no seat block yet: the admission step is the first to lay the inventory out
    expect(await seatsIn(newId!, 'seat_blocks')).toBe(0);
    await queued(newId!);
    const buyers = await createBuyers(fixtures, 9);
    for (const buyer of buyers) expect(await callJoinQueue(buyer, newId!, nextAddress())).toMatchObject({ ok: true });
    expect(await step(newId!)).toMatchObject({ ok: true, result: { admitted: 6 } });
    expect(await seatsIn(newId!, 'seat_blocks')).toBe(6);
    expect((await entriesOf(newId!)).filter((entry) => entry.status === 'admitted')).toHaveLength(6);
  });
});

describe('the right to buy on a queued date', () => {
  it('keeps the waitlist closed while the queue waits or runs (queueFirst), even for more seats than are left', async () => {
    const eventId = await date({ capacity: 2 });
    await queued(eventId, { sale_opens_at: Timestamp.fromMillis(Date.now() + HOUR_MS) });
    const [buyer] = await createBuyers(fixtures, 1);
    expect(await joinWaitlist(buyer!, eventId, 5)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'queueFirst' },
    });
    await queued(eventId);
    expect(await joinWaitlist(buyer!, eventId, 5)).toMatchObject({ ok: false, details: { reason: 'queueFirst' } });
    expect((await fixtures.db.doc(`waitlist/${eventId}_${buyer!.uid}`).get()).exists).toBe(false);
  });

  it('prices a waitlist offer only for its own account and never round a running queue', async () => {
    const eventId = await date({ capacity: 5 });
    await queued(eventId);
    const [buyer] = await createBuyers(fixtures, 1);
    const asked = { eventId, quantity: 1, waitlistOfferId: `${eventId}_${buyer!.uid}` };
    // no turn: the queue comes first whatever the request names
    expect(await callCallable('previewOrder', buyer!.idToken, asked)).toMatchObject({
      ok: false,
      details: { reason: 'queueTurnRequired' },
    });
    await fixtures.db.doc(`events/${eventId}`).update({ queue: false });
    // an offer that does not exist is not priced (it once was, the field dropped)
    expect(await callCallable('previewOrder', buyer!.idToken, asked)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'waitlistOfferUnavailable' },
    });
  });

  it('puts seats that come back after a sold-out queue on sale to anyone, through the checkout', async () => {
    const eventId = await date({ capacity: 3 });
    await queued(eventId);
    const [first, late] = await createBuyers(fixtures, 2);
    expect(await callJoinQueue(first!, eventId, nextAddress())).toMatchObject({ ok: true });
    expect(await step(eventId)).toMatchObject({ ok: true, result: { admitted: 1 } });
    expect(await reserve(first!, eventId, 3)).toMatchObject({ ok: true });
    expect(await step(eventId)).toMatchObject({ ok: true, result: { soldOut: true } });
    // the reservation is given back: its seats return to the pool with nobody waiting for them
    const [ticket] = await fixtures.ticketsOf(first!.uid);
    expect(await callCallable('cancelTicket', first!.idToken, { ticketId: ticket!.id })).toMatchObject({ ok: true });
    await eventually(
      () => seatsIn(eventId, 'seat_blocks'),
      (seats) => seats === 3,
    );
    expect(await callJoinQueue(late!, eventId, nextAddress())).toMatchObject({
      ok: true,
      result: { status: 'expired' },
    });
    expect(await joinWaitlist(late!, eventId, 1)).toMatchObject({ ok: false, details: { reason: 'notSoldOut' } });
    expect(await reserve(late!, eventId, 2)).toMatchObject({ ok: true });
  });

  it('ends the queue of a cancelled date at once: places end and the waiting rooms are told', async () => {
    const eventId = await date({ capacity: 5 });
    await queued(eventId, { sale_opens_at: Timestamp.fromMillis(Date.now() + 10 * 60_000) });
    const buyers = await createBuyers(fixtures, 2);
    for (const buyer of buyers) expect(await callJoinQueue(buyer, eventId, nextAddress())).toMatchObject({ ok: true });
    expect(await callCallable('cancelEvent', organizer.idToken, { eventId })).toMatchObject({ ok: true });
    expect((await entriesOf(eventId)).map((entry) => entry.status)).toEqual(['expired', 'expired']);
    expect((await fixtures.db.doc(`queues/${eventId}`).get()).data()).toMatchObject({ cancelled: true, waiting: 0 });
    expect(await step(eventId)).toMatchObject({ ok: true, result: { skipped: 'over', admitted: 0 } });
  });
});

describe('the door', () => {
  async function atTheDoor(eventId: string) {
    await fixtures.db.doc(`events/${eventId}/door_staff/${organizer.uid}`).set(
      doorStaffDocument(
        {
          uid: organizer.uid,
          eventId,
          email: organizer.email,
          name: organizer.name,
          addedBy: admin.uid,
          boxOffice: true,
        },
        Timestamp.now(),
      ),
    );
  }
  const sell = (eventId: string, fields: DocumentData = {}) =>
    callCallable<SellAtDoorResult>('sellAtDoor', organizer.idToken, {
      eventId,
      saleId: randomUUID(),
      quantity: 1,
      method: 'cash',
      holderName: 'Persona en la puerta',
      ...fields,
    });

  it('sells no online seat while the queue runs, only the door quota', async () => {
    const eventId = await date({ capacity: 6, quota: 2, startsInMs: HOUR_MS, price: 30_000 });
    await atTheDoor(eventId);
    await queued(eventId);
    const online = await seatsIn(eventId, 'seat_blocks');
    expect(await sell(eventId, { quantity: 2 })).toMatchObject({ ok: true });
    expect(await sell(eventId)).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      details: { reason: 'notEnoughSeats' },
    });
    // the online seats are untouched: they are the turns' alone
    expect(await seatsIn(eventId, 'seat_blocks')).toBe(online);
  });

  it("keeps a type's sale window and its per-order limit at the door", async () => {
    const eventId = await date({ capacity: 10, startsInMs: HOUR_MS, price: 30_000 });
    await atTheDoor(eventId);
    const types = fixtures.db.collection(`events/${eventId}/ticket_types`);
    const base = { price: 30_000, maxPerOrder: 2 };
    await types
      .doc('ended')
      .set(ticketTypeDocument({ ...base, name: 'Preventa', saleEndsAt: new Date(Date.now() - 60_000) }));
    await types.doc('general').set(ticketTypeDocument({ ...base, name: 'General', sort: 1 }));
    expect(await sell(eventId, { ticketTypeId: 'ended' })).toMatchObject({
      ok: false,
      details: { reason: 'saleEnded' },
    });
    expect(await sell(eventId, { ticketTypeId: 'general', quantity: 3 })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'overMaxPerOrder', maxPerOrder: 2 },
    });
    expect(await sell(eventId, { ticketTypeId: 'general', quantity: 2 })).toMatchObject({ ok: true });
  });

  it('owes a door buyer of a cancelled date their money at the door until the organizer marks it returned', async () => {
    const eventId = await date({ capacity: 10, startsInMs: HOUR_MS, price: 30_000 });
    await atTheDoor(eventId);
    const [walkIn] = await createBuyers(fixtures, 1);
    const sale = await sell(eventId, { quantity: 2, email: walkIn!.email });
    if (!sale.ok) throw new Error(`sellAtDoor failed: ${sale.message}`);
    const { ticketId, amount } = sale.result;
    expect(await callCallable('markDoorRefundReturned', organizer.idToken, { ticketId })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'notDoorRefund' },
    });
    expect(await callCallable('cancelEvent', organizer.idToken, { eventId })).toMatchObject({ ok: true });
    const ended = await eventually(
      () => fixtures.ticket(ticketId),
      (ticket) => ticket.cancellationMailedAt !== undefined && ticket.cancellationMailedAt !== null,
      60_000,
    );
    expect(ended).toMatchObject({ ticketStatus: 'cancelled', cancelReason: 'event_cancelled', doorRefundDue: true });
    const mail = (await fixtures.db.doc(`mail/ticket-${ticketId}-event-cancelled`).get()).data()!;
    expect(mail.message.text).toContain('en la taquilla');
    expect(mail.message.text).not.toContain('No hiciste ningún pago');
    expect(amount).toBeGreaterThan(0);

    expect(await callCallable('markDoorRefundReturned', stranger.idToken, { ticketId })).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await callCallable('markDoorRefundReturned', organizer.idToken, { ticketId: 'no/such' })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    const first = await callCallable<{ returnedAt: string }>('markDoorRefundReturned', organizer.idToken, { ticketId });
    const again = await callCallable<{ returnedAt: string }>('markDoorRefundReturned', organizer.idToken, { ticketId });
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(await fixtures.ticket(ticketId)).toMatchObject({ doorRefundDue: false });
    await fixtures.db.doc(`mail/ticket-${ticketId}-event-cancelled`).delete();
  });
});

describe('PULEP on dates added from a cancelled date', () => {
  it('is required when the new dates are born active, whatever the date they copy', async () => {
    const activeId = await date({ capacity: 10, price: 30_000 });
    const cancelledId = await date({ capacity: 10, price: 30_000 });
    await fixtures.db
      .doc(`events/${cancelledId}`)
      .update({ status: 'cancelled', pulep_code: null, series_id: activeId });
    await fixtures.db.doc(`events/${activeId}`).update({ series_id: activeId });
    const day = addCalendarDays(bogotaDateString(new Date()), 6);
    const outcome = await callCallable('addShowDates', organizer.idToken, {
      eventId: cancelledId,
      dates: [{ date: day, time: '20:00' }],
    });
    expect(outcome).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', details: { reason: 'pulepRequired' } });
  });
});
