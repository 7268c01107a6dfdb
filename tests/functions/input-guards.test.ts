/**
 * Requests judged before they change anything: the waitlist sweep past dead dates and past a date
 * that fails, transferTicket judging the ticket before the address, the wrong-code limit through a
 * hidden type, a fixed code of the whole show judged on every date and type, and ids that would
 * reach Firestore paths.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  addCalendarDays,
  bogotaDateString,
  MAX_WRONG_PROMO_CODES_PER_HOUR,
  PURCHASE_ERROR_MESSAGES,
  type EventFormInput,
  type SaveEventResult,
} from '@carcajada/domain';
import {
  callCallable,
  callCancelTicket,
  callCreateTicketPreference,
  ticketPayload,
  type CallableOutcome,
} from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { showForm } from '../support/fixtures/show-form.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';
import { eventually } from '../support/eventually.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });
const DAY_MS = 24 * 60 * 60 * 1000;
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const entryIds: string[] = [];
const savedEventIds: string[] = [];
const codes: string[] = [];
let admin: TestBuyer;
let organizer: TestBuyer;

beforeAll(async () => {
  [admin, organizer] = [await fixtures.createBuyer(), await fixtures.createBuyer()];
  await fixtures.db.doc(`users/${admin.uid}`).update({ role: 'ADMIN' });
  await fixtures.createOrganizer(organizer);
});

afterAll(async () => {
  for (const id of savedEventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  const writer = fixtures.db.bulkWriter();
  for (const id of entryIds) {
    void writer.delete(fixtures.db.doc(`waitlist/${id}`));
    void writer.delete(fixtures.db.doc(`waitlist_offers/${id}`));
  }
  for (const code of codes) void writer.delete(fixtures.db.doc(`promo_codes/${code}`));
  await writer.close();
  await types.cleanUp();
  await fixtures.cleanUp();
}, 300_000);

function refused(outcome: CallableOutcome<unknown>, status: string, reason: string) {
  expect(outcome).toMatchObject({ ok: false, status, details: { reason } });
}

function inDays(days: number): string {
  return addCalendarDays(bogotaDateString(new Date()), days);
}

async function reserved(buyer: TestBuyer, eventId: string, quantity: number): Promise<string> {
  const outcome = await callCreateTicketPreference<{ ticketId: string }>(
    buyer.idToken,
    ticketPayload(buyer, eventId, quantity, 0),
  );
  if (!outcome.ok) throw new Error(`reservation failed: ${outcome.message}`);
  return outcome.result.ticketId;
}

function saveEvent(event: EventFormInput, extra: Record<string, unknown> = {}) {
  return callCallable<SaveEventResult>('saveEvent', organizer.idToken, { event, ...extra });
}

async function saved(event: EventFormInput): Promise<string> {
  const outcome = await saveEvent(event);
  if (!outcome.ok) throw new Error(`saveEvent failed: ${outcome.status} ${outcome.message}`);
  savedEventIds.push(outcome.result.eventId);
  return outcome.result.eventId;
}

async function addedDates(who: TestBuyer, eventId: string, days: number[]): Promise<string[]> {
  const outcome = await callCallable<{ eventIds: string[] }>('addShowDates', who.idToken, {
    eventId,
    dates: days.map((day) => ({ date: inDays(day), time: '20:00' })),
  });
  if (!outcome.ok) throw new Error(`addShowDates failed: ${outcome.status} ${outcome.message}`);
  savedEventIds.push(...outcome.result.eventIds);
  return outcome.result.eventIds;
}

describe('the waitlist sweep', () => {
  interface SweepSummary {
    datesExamined: number;
    datesFailed: number;
    offersMade: number;
  }

  function sweep() {
    return callCallable<SweepSummary>('sweepWaitlistOffersNow', admin.idToken, {});
  }

  function statusOf(eventId: string, buyer: TestBuyer, status: string) {
    return eventually(
      async () => (await fixtures.db.doc(`waitlist/${eventId}_${buyer.uid}`).get()).get('status') as unknown,
      (value) => value === status,
      60_000,
    );
  }

  /**
   * A sold-out date whose seats came back while a fan waits, and whose offer pass throws (an
   * entry ahead of the fan names an account that cannot be looked up): its trigger failed, so only
   * the sweep can still offer those seats.
   */
  async function stalledDate() {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 2 });
    const holder = await fixtures.createBuyer();
    const ticketId = await reserved(holder, event.id, 2);
    const fan = await fixtures.createBuyer();
    entryIds.push(`${event.id}_${fan.uid}`, `${event.id}_broken`);
    expect(await callCallable('joinWaitlist', fan.idToken, { eventId: event.id, quantity: 1 })).toMatchObject({
      ok: true,
    });
    const broken = fixtures.db.doc(`waitlist/${event.id}_broken`);
    const batch = fixtures.db.batch();
    batch.set(broken, {
      eventId: event.id,
      ticketTypeId: null,
      userId: 'x'.repeat(200),
      quantity: 1,
      status: 'waiting',
      createdAt: Timestamp.fromMillis(Date.now() - 60_000),
      offerExpiresAt: null,
    });
    batch.set(
      fixtures.db.doc(`events/${event.id}/waitlist_gate/state`),
      { waiting: FieldValue.increment(1) },
      { merge: true },
    );
    await batch.commit();
    expect(await callCancelTicket(holder.idToken, { ticketId })).toMatchObject({ ok: true });
    return { eventId: event.id, fan, broken };
  }

  it('a date whose offer pass throws is logged and the sweep goes on to the next ones', async () => {
    const dates = [await stalledDate(), await stalledDate()];
    const first = await sweep();
    expect(first).toMatchObject({ ok: true });
    expect(first.ok && first.result.datesFailed).toBeGreaterThanOrEqual(2);
    // the broken entries removed (no write to the gates, so no trigger runs): the next sweep offers
    for (const date of dates) await date.broken.delete();
    expect(await sweep()).toMatchObject({ ok: true });
    for (const date of dates) expect(await statusOf(date.eventId, date.fan, 'offered')).toBe('offered');
  });

  it('gates of cancelled and past dates never keep a live date with returned seats from being swept', async () => {
    // more dead gates than one read of a sweep: people still "waiting" on dates that will never sell
    for (let made = 0; made < 220; made += 20)
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const dead = await fixtures.createEvent(index % 2 === 0 ? { status: 'cancelled' } : { startsInMs: -DAY_MS });
          await fixtures.db.doc(`events/${dead.id}/waitlist_gate/state`).set({ waiting: 1, returned: 3, examined: 3 });
        }),
      );
    const live = await stalledDate();
    const first = await sweep();
    expect(first).toMatchObject({ ok: true });
    // the live date was reached (its pass failed: the broken entry)
    expect(first.ok && first.result.datesExamined).toBeGreaterThanOrEqual(1);
    await live.broken.delete();
    expect(await sweep()).toMatchObject({ ok: true });
    expect(await statusOf(live.eventId, live.fan, 'offered')).toBe('offered');
  });
});

describe('transferTicket', () => {
  it('judges the ticket before the address: a dead ticket or a wrong quantity answers alike for any address', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 10 });
    const holder = await fixtures.createBuyer();
    const friend = await fixtures.createBuyer();
    const nobody = `nadie-${randomUUID().slice(0, 8)}@pagos.carcajada.test`;
    const cancelled = await reserved(holder, event.id, 1);
    expect(await callCancelTicket(holder.idToken, { ticketId: cancelled })).toMatchObject({ ok: true });
    const live = await reserved(holder, event.id, 2);
    for (const email of [nobody, friend.email]) {
      refused(
        await callCallable('transferTicket', holder.idToken, { ticketId: cancelled, email }),
        'FAILED_PRECONDITION',
        'ticketClosed',
      );
      refused(
        await callCallable('transferTicket', holder.idToken, { ticketId: live, email, quantity: 3 }),
        'INVALID_ARGUMENT',
        'invalidQuantity',
      );
    }
    // a live ticket still goes only to a verified account
    refused(
      await callCallable('transferTicket', holder.idToken, { ticketId: live, email: nobody }),
      'FAILED_PRECONDITION',
      'recipientNotVerified',
    );
    expect(await callCallable('transferTicket', holder.idToken, { ticketId: live, email: friend.email })).toMatchObject(
      { ok: true, result: { ticketId: live, whole: true } },
    );
  });
});

describe('the wrong-code limit', () => {
  it('counts a wrong code asked with a hidden or unknown ticket type, so no guess goes uncounted', async () => {
    const show = await fixtures.createEvent({ capacity: 50 });
    await types.addType(show.id, 'general', { name: 'General', price: 45_000 });
    await types.addType(show.id, 'vip', { name: 'VIP', price: 90_000, hidden: true, sort: 1 });
    const real = await types.addCode('VIP', { eventId: show.id, kind: 'percent', value: 10, ticketTypeIds: ['vip'] });
    const guesser = await fixtures.createBuyer();
    const guess = (index: number) => `ADIVINA${index}X${fixtures.runId}`.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
    const preview = (ticketTypeId: string, promoCode: string) =>
      callCallable('previewOrder', guesser.idToken, { eventId: show.id, ticketTypeId, quantity: 1, promoCode });
    for (let index = 0; index < MAX_WRONG_PROMO_CODES_PER_HOUR - 1; index += 1)
      refused(await preview(index % 2 === 0 ? 'vip' : 'noexiste', guess(index)), 'FAILED_PRECONDITION', 'promoUnknown');
    refused(
      await types.buy(guesser, show.id, { typeId: 'vip', price: 90_000, promoCode: guess(99) }),
      'FAILED_PRECONDITION',
      'promoUnknown',
    );
    // the hour's guesses are used up: the real code is not looked up, through the hidden type either
    refused(await preview('vip', real), 'RESOURCE_EXHAUSTED', 'promoTooManyAttempts');
    // a code that exists is still not a guess for someone else
    const buyer = await fixtures.createBuyer();
    expect(
      await callCallable('previewOrder', buyer.idToken, {
        eventId: show.id,
        ticketTypeId: 'vip',
        quantity: 1,
        promoCode: real,
      }),
    ).toMatchObject({ ok: true, result: { unitPrice: 90_000, discountPerTicket: 9_000 } });
  });
});

describe('a fixed code of the whole show', () => {
  function createCode(code: string, seriesId: string, value: number) {
    codes.push(code);
    return callCallable('savePromoCode', organizer.idToken, { action: 'create', code, seriesId, kind: 'fixed', value });
  }

  it('is judged against every date and type of the show, and again when a date’s prices change', async () => {
    const firstForm = showForm({ ticketPrice: 40_000, capacity: 50 });
    const first = await saved(firstForm);
    const [second] = await addedDates(organizer, first, [12]);
    const secondForm = { ...firstForm, id: second!, date: inDays(12), time: '20:00' };
    expect(await saveEvent({ ...secondForm, ticketPrice: 15_000 })).toMatchObject({ ok: true });
    const tag = fixtures.runId.replace(/[^a-z0-9]/gi, '').toUpperCase();

    // 20,000 off frees a seat of the second date (15,000): it needs max_uses
    expect(await createCode(`FIJOA${tag}`, first, 20_000)).toMatchObject({
      ok: false,
      details: { reason: 'invalidPromoCode', fieldErrors: { maxUses: expect.any(String) } },
    });
    expect(await fixtures.db.doc(`promo_codes/FIJOA${tag}`).get()).toMatchObject({ exists: false });
    // 10,000 off frees none: created
    expect(await createCode(`FIJOB${tag}`, first, 10_000)).toMatchObject({ ok: true });

    // from then on, no date of the show may get a price the code makes free
    const cheaper = await saveEvent({ ...secondForm, ticketPrice: 9_000 });
    expect(cheaper).toMatchObject({
      ok: false,
      details: { reason: 'invalidEvent', fieldErrors: { ticketPrice: expect.stringContaining(`FIJOB${tag}`) } },
    });
    const cheapType = {
      name: 'Balcón',
      price: 8_000,
      quota: null,
      saleStartsAt: null,
      saleEndsAt: null,
      maxPerOrder: 10,
      hidden: false,
    };
    expect(await saveEvent({ ...firstForm, id: first }, { ticketTypes: [cheapType] })).toMatchObject({
      ok: false,
      details: {
        reason: 'invalidEvent',
        fieldErrors: { 'ticketTypes.0.price': expect.stringContaining(`FIJOB${tag}`) },
      },
    });
    expect((await fixtures.db.doc(`events/${second}`).get()).get('ticket_price')).toBe(15_000);
    expect((await fixtures.db.collection(`events/${first}/ticket_types`).get()).size).toBe(0);

    // once the code is off, the price may drop
    expect(
      await callCallable('savePromoCode', organizer.idToken, {
        action: 'setActive',
        code: `FIJOB${tag}`,
        active: false,
      }),
    ).toMatchObject({ ok: true });
    expect(await saveEvent({ ...secondForm, ticketPrice: 9_000 })).toMatchObject({ ok: true });
  });
});

describe('ids that would reach Firestore paths', () => {
  it('are refused with a stable reason and change nothing', async () => {
    const show = await fixtures.createEvent({ ticketPrice: 0, capacity: 1 });
    const typeId = `t${fixtures.runId.replace(/[^a-z0-9]/gi, '')}`;
    await types.addType(show.id, typeId, { name: 'General', price: 0 });
    const fan = await fixtures.createBuyer();
    entryIds.push(`${show.id}_${fan.uid}`);
    const dates = [{ date: inDays(20), time: '20:00' }];

    for (const [who, eventId] of [
      [organizer, 'a/b'],
      [admin, 'a/b'],
      [admin, `${show.id}/ticket_types/${typeId}`],
      [admin, '..'],
    ] as const) {
      const outcome = await callCallable('addShowDates', who.idToken, { eventId, dates });
      expect(outcome).toMatchObject({
        ok: false,
        status: 'INVALID_ARGUMENT',
        message: PURCHASE_ERROR_MESSAGES.invalidRequest,
        details: { reason: 'invalidRequest' },
      });
    }
    expect((await fixtures.db.collection('events').where('series_id', '==', typeId).get()).size).toBe(0);
    expect((await fixtures.db.doc(`events/${show.id}/ticket_types/${typeId}`).get()).get('series_id')).toBeUndefined();

    for (const ticketTypeId of ['a/b', `${typeId}/quota_blocks/0`])
      refused(
        await callCallable('joinWaitlist', fan.idToken, { eventId: show.id, ticketTypeId, quantity: 1 }),
        'INVALID_ARGUMENT',
        'invalidRequest',
      );
    expect((await fixtures.db.doc(`waitlist/${show.id}_${fan.uid}`).get()).exists).toBe(false);

    for (const waitlistOfferId of ['a/b', 'x/y/z'])
      refused(
        await callCreateTicketPreference(fan.idToken, { ...ticketPayload(fan, show.id, 1, 0), waitlistOfferId }),
        'INVALID_ARGUMENT',
        'invalidRequest',
      );
    expect(await fixtures.ticketsOf(fan.uid)).toHaveLength(0);
  });

  it('a date added from a cancelled date is not born cancelled', async () => {
    const cancelledId = await saved(showForm({ ticketPrice: 30_000, capacity: 20 }));
    await fixtures.db.doc(`events/${cancelledId}`).update({
      status: 'cancelled',
      cancellation: { message: 'Lluvia', tickets: 0, paid: 0, done: true },
    });
    const [added] = await addedDates(admin, cancelledId, [15]);
    const date = (await fixtures.db.doc(`events/${added}`).get()).data();
    expect(date?.status).not.toBe('cancelled');
    expect(date?.status).toBe('inactive');
    expect(date?.cancellation).toBeUndefined();
  });
});
