import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRows, type SeatingPlan } from '@carcajada/domain/seating';
import { callCallable, callCreateTicketPreference, ticketPayload } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';
import { deleteWaitlistEntries } from '../support/fixtures/waitlist-cleanup.js';
import { BALCON_PRICE, PLATEA_PRICE, SmallTheatre, smallTheatre } from '../support/seating/small-theatre.js';

/**
 * The waitlist of a seated date (docs/waitlist.md, "Seated dates"): an entry asks a category;
 * seats that come back are offered as the best available of it, held by claims in the offer's
 * write; buying the offer buys those seats, leaving it frees them.
 */
const fixtures = new PaymentsFixtures();
const theatre = new SmallTheatre(fixtures);
const entryIds: string[] = [];
let organizer: TestBuyer;
let planId: string;

/** Platea: one row of 4 under the stage; Balcón: one row of 2. Six seats. */
function tinyTheatre(): SeatingPlan {
  const plan = smallTheatre();
  const [platea, balcony] = plan.zones;
  platea!.rows = generateRows({
    zoneId: 'z1',
    rows: 1,
    seatsPerRow: 4,
    rowLabels: 'letters',
    numbering: 'left-to-right',
    category: 'c1',
  });
  balcony!.rows = generateRows({
    zoneId: 'z2',
    rows: 1,
    seatsPerRow: 2,
    rowLabels: 'numbers',
    numbering: 'left-to-right',
    category: 'c2',
  });
  return plan;
}

beforeAll(async () => {
  organizer = await fixtures.createBuyer();
  await fixtures.createOrganizer(organizer);
  planId = await theatre.savePlan(organizer, tinyTheatre());
}, 120_000);

afterAll(async () => {
  await deleteWaitlistEntries(fixtures.db, entryIds);
  await theatre.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

function join(buyer: TestBuyer, eventId: string, data: Record<string, unknown>) {
  entryIds.push(`${eventId}_${buyer.uid}`);
  return callCallable('joinWaitlist', buyer.idToken, { eventId, ...data });
}

async function entry(eventId: string, buyer: TestBuyer): Promise<DocumentData | undefined> {
  return (await fixtures.db.doc(`waitlist/${eventId}_${buyer.uid}`).get()).data();
}

function offered(eventId: string, buyer: TestBuyer) {
  return eventually(
    () => entry(eventId, buyer),
    (data) => data?.status === 'offered',
    60_000,
  );
}

/** A hold on these seats, and a way to give them back (its holder cancels it). */
async function held(eventId: string, seats: string[], price: number) {
  const holder = await fixtures.createBuyer();
  const outcome = await theatre.buy(holder, eventId, seats, price);
  if (!outcome.ok) throw new Error(outcome.message);
  const { ticketId } = outcome.result;
  return { cancel: () => callCallable('cancelTicket', holder.idToken, { ticketId }) };
}

const seatIds = (seats: unknown) => (seats as { seatId: string }[]).map((seat) => seat.seatId);

describe('the waitlist of a seated date', () => {
  let eventId: string;
  let plateaHold: Awaited<ReturnType<typeof held>>;
  let balconyHold: Awaited<ReturnType<typeof held>>;
  let balconyFan: TestBuyer;

  beforeAll(async () => {
    eventId = await theatre.newDate(organizer, planId);
    // every seat held: the date is sold out
    plateaHold = await held(eventId, ['z1-A-1', 'z1-A-2', 'z1-A-3', 'z1-A-4'], PLATEA_PRICE);
    balconyHold = await held(eventId, ['z2-1-1', 'z2-1-2'], BALCON_PRICE);
    balconyFan = await fixtures.createBuyer();
  }, 120_000);

  it('asks the category: none or an unknown one is refused in Spanish', async () => {
    const fan = await fixtures.createBuyer();
    for (const data of [{ quantity: 1 }, { quantity: 1, category: 'Palco' }]) {
      const outcome = await join(fan, eventId, data);
      expect(outcome).toMatchObject({
        ok: false,
        status: 'INVALID_ARGUMENT',
        details: { reason: 'waitlistCategoryRequired' },
      });
      if (!outcome.ok) expect(outcome.message).toMatch(/localidad/);
    }
    expect(await entry(eventId, fan)).toBeUndefined();
  });

  it('offers the best available seats of the category asked, and buying the offer buys them', async () => {
    const plateaFan = await fixtures.createBuyer();
    // the balcony fan is first in line, but only Platea seats come back: the offer goes to the next
    expect(await join(balconyFan, eventId, { quantity: 1, category: 'Balcón' })).toMatchObject({ ok: true });
    expect(await join(plateaFan, eventId, { quantity: 2, category: 'Platea' })).toMatchObject({ ok: true });
    const types = await fixtures.db.collection(`events/${eventId}/ticket_types`).orderBy('sort').get();
    expect(await entry(eventId, plateaFan)).toMatchObject({ category: 'Platea', ticketTypeId: types.docs[0]!.id });

    expect(await plateaHold.cancel()).toMatchObject({ ok: true });
    const offer = await offered(eventId, plateaFan);
    const entryId = `${eventId}_${plateaFan.uid}`;
    // the two nearest the stage's centre, leaving no single seat alone
    expect(seatIds(offer!.seats)).toEqual(['z1-A-3', 'z1-A-4']);
    expect(offer!.seats[0]).toMatchObject({ label: 'Platea · Fila A · Silla 3' });
    for (const seatId of ['z1-A-3', 'z1-A-4'])
      expect(await theatre.claim(eventId, seatId)).toMatchObject({ ticketId: `waitlist:${entryId}`, state: 'held' });
    expect((await entry(eventId, balconyFan))?.status).toBe('waiting');

    // bought through the offer, whatever seats the request names: the offer's
    const { total } = await fixtures.expectedOrder(PLATEA_PRICE, 2);
    const bought = await callCreateTicketPreference<{ ticketId: string }>(plateaFan.idToken, {
      ...ticketPayload(plateaFan, eventId, 2, total),
      waitlistOfferId: entryId,
      bestAvailable: { category: 'Platea', quantity: 2 },
    });
    if (!bought.ok) throw new Error(bought.message);
    const ticket = await fixtures.ticket(bought.result.ticketId);
    expect(seatIds(ticket.seats)).toEqual(['z1-A-3', 'z1-A-4']);
    expect(ticket).toMatchObject({ waitlistOfferId: entryId, quantity: 2 });
    expect(await theatre.claim(eventId, 'z1-A-3')).toMatchObject({ ticketId: bought.result.ticketId });
    expect((await entry(eventId, plateaFan))?.status).toBe('bought');
  });

  it('an offer left frees its held seats', async () => {
    expect(await balconyHold.cancel()).toMatchObject({ ok: true });
    const offer = await offered(eventId, balconyFan);
    const [seatId] = seatIds(offer!.seats);
    expect(await theatre.claim(eventId, seatId!)).toMatchObject({ state: 'held' });
    expect(await callCallable('leaveWaitlist', balconyFan.idToken, { eventId })).toMatchObject({ ok: true });
    expect(await theatre.claim(eventId, seatId!)).toBeUndefined();
  });
});

describe('a plan saved with more seats to sell', () => {
  it('raises its dates’ capacity, and the new seat goes to the waitlist first', async () => {
    const ownPlan = await theatre.savePlan(organizer, tinyTheatre());
    const eventId = await theatre.newDate(organizer, ownPlan);
    await held(eventId, ['z1-A-1', 'z1-A-2', 'z1-A-3', 'z1-A-4'], PLATEA_PRICE);
    await held(eventId, ['z2-1-1', 'z2-1-2'], BALCON_PRICE);
    const fan = await fixtures.createBuyer();
    expect(await join(fan, eventId, { quantity: 1, category: 'Platea' })).toMatchObject({ ok: true });

    const bigger = tinyTheatre();
    bigger.zones[0]!.rows = generateRows({
      zoneId: 'z1',
      rows: 1,
      seatsPerRow: 5,
      rowLabels: 'letters',
      numbering: 'left-to-right',
      category: 'c1',
    });
    const saved = await callCallable('saveSeatingPlan', organizer.idToken, { planId: ownPlan, plan: bigger });
    expect(saved).toMatchObject({ ok: true, result: { seats: 7 } });
    expect((await fixtures.db.doc(`events/${eventId}`).get()).get('capacity')).toBe(7);
    const offer = await offered(eventId, fan);
    expect(seatIds(offer!.seats)).toEqual(['z1-A-5']);
  });
});
