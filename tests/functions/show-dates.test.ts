import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, bogotaDateString, promoCodeDocument, type ShowDate } from '@carcajada/domain';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import { callCallable } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { createBuyers } from '../support/fixtures/purchases.js';
import { RACE_IN_FLIGHT, runBounded, tallyRace } from '../support/fixtures/race.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';
import { showForm } from '../support/fixtures/show-form.js';

/** Funciones: addShowDates copies a show to new dates of one series, and a code of the show is valid on each. */
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const DAY_MS = 24 * 60 * 60 * 1000;
const accounts = {} as Record<'admin' | 'organizer' | 'otherOrganizer' | 'user' | 'staff', TestBuyer>;
const addedEventIds: string[] = [];
const seriesCodes: string[] = [];

let organizerId: string;

beforeAll(async () => {
  for (const role of ['admin', 'organizer', 'otherOrganizer', 'user', 'staff'] as const)
    accounts[role] = await fixtures.createBuyer();
  await fixtures.db.doc(`users/${accounts.admin.uid}`).update({ role: 'ADMIN' });
  organizerId = await fixtures.createOrganizer(accounts.organizer);
  await fixtures.createOrganizer(accounts.otherOrganizer);
}, 120_000);

afterAll(async () => {
  for (const id of addedEventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await Promise.all(seriesCodes.map((code) => fixtures.db.doc(`promo_codes/${code}`).delete()));
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

/** A show of the organizer with two types (one with a quota) and a door person. */
async function organizerShow(options: { ticketPrice?: number; capacity?: number } = {}) {
  const show = await fixtures.createEvent({
    ticketPrice: options.ticketPrice ?? 45_000,
    capacity: options.capacity ?? 40,
  });
  await fixtures.db.doc(`events/${show.id}`).update({ organizerId });
  await types.addType(show.id, 'general', { name: 'General', price: options.ticketPrice ?? 45_000, sort: 0 });
  await types.addType(show.id, 'palco', { name: 'Palco', price: 90_000, quota: 6, maxPerOrder: 2, sort: 1 });
  const staff = accounts.staff;
  await fixtures.db
    .doc(`events/${show.id}/door_staff/${staff.uid}`)
    .set(
      doorStaffDocument(
        { uid: staff.uid, eventId: show.id, email: staff.email, name: staff.name, addedBy: accounts.organizer.uid },
        Timestamp.now(),
      ),
    );
  return show;
}

function inDays(days: number): string {
  return addCalendarDays(bogotaDateString(new Date()), days);
}

async function addDates(eventId: string, dates: ShowDate[], who: TestBuyer | null = accounts.admin) {
  const outcome = await callCallable<{ eventIds: string[] }>('addShowDates', who?.idToken ?? null, { eventId, dates });
  if (outcome.ok) addedEventIds.push(...outcome.result.eventIds);
  return outcome;
}

async function added(eventId: string, dates: ShowDate[], who?: TestBuyer): Promise<string[]> {
  const outcome = await addDates(eventId, dates, who);
  if (!outcome.ok) throw new Error(`addShowDates failed: ${outcome.status} ${outcome.message}`);
  return outcome.result.eventIds;
}

async function eventData(id: string) {
  return (await fixtures.db.doc(`events/${id}`).get()).data()!;
}

async function datesOfSeries(seriesId: string) {
  return (await fixtures.db.collection('events').where('series_id', '==', seriesId).get()).docs;
}

describe('addShowDates', () => {
  it('copies the show, its types with their quotas and limits and its door staff to each new date', async () => {
    const show = await organizerShow();
    const dates = [
      { date: inDays(20), time: '20:00' },
      { date: inDays(27), time: '21:30' },
    ];

    const eventIds = await added(show.id, dates);

    expect(eventIds).toHaveLength(2);
    expect((await eventData(show.id)).series_id).toBe(show.id);
    for (const [index, id] of eventIds.entries()) {
      const copy = await eventData(id);
      expect(copy).toMatchObject({
        name: show.data.name,
        description: show.data.description,
        city: show.data.city,
        venue: show.data.venue,
        cover_image_url: show.data.cover_image_url,
        ticket_price: show.data.ticket_price,
        status: 'active',
        organizerId,
        capacity: 40,
        seats_left: 40,
        series_id: show.id,
        date: dates[index]!.date,
        time: dates[index]!.time,
        slug: `${show.slug}-${dates[index]!.date}`,
      });
      expect((await fixtures.db.doc(`event_slugs/${copy.slug}`).get()).get('eventId')).toBe(id);
      const typeDocs = await fixtures.db.collection(`events/${id}/ticket_types`).get();
      const byId = Object.fromEntries(typeDocs.docs.map((doc) => [doc.id, doc.data()]));
      expect(Object.keys(byId).sort()).toEqual(['general', 'palco']);
      expect(byId.palco).toMatchObject({ name: 'Palco', price: 90_000, quota: 6, seats_left: 6, max_per_order: 2 });
      expect(byId.general).toMatchObject({ name: 'General', quota: null });
      const staff = await fixtures.db.doc(`events/${id}/door_staff/${accounts.staff.uid}`).get();
      expect(staff.data()).toMatchObject({ uid: accounts.staff.uid, eventId: id, email: accounts.staff.email });
    }
    expect((await datesOfSeries(show.id)).map((doc) => doc.id).sort()).toEqual([show.id, ...eventIds].sort());

    // a date added from a later date joins the same series
    const later = await added(eventIds[1]!, [{ date: inDays(34), time: '20:00' }]);
    expect((await eventData(later[0]!)).series_id).toBe(show.id);
    expect((await eventData(later[0]!)).slug).toBe(`${show.slug}-${inDays(34)}`);
  }, 120_000);

  it('adds -HHMM to the slug of a second date on one day', async () => {
    const show = await organizerShow();
    const day = inDays(15);

    const [early, late] = await added(show.id, [
      { date: day, time: '19:00' },
      { date: day, time: '22:30' },
    ]);
    const [sameDayAsShow] = await added(show.id, [{ date: show.data.date as string, time: '22:00' }]);

    expect((await eventData(early!)).slug).toBe(`${show.slug}-${day}`);
    expect((await eventData(late!)).slug).toBe(`${show.slug}-${day}-2230`);
    expect((await eventData(sameDayAsShow!)).slug).toBe(`${show.slug}-${show.data.date}-2200`);
  }, 120_000);

  it('creates nothing when one date is past, repeated, or one the show already has', async () => {
    const show = await organizerShow();
    const good = { date: inDays(12), time: '20:00' };
    const bad: ShowDate[][] = [
      [good, { date: bogotaDateString(new Date(Date.now() - DAY_MS)), time: '20:00' }],
      [good, { ...good }],
      [good, { date: show.data.date as string, time: show.data.time as string }],
      [good, { date: '2030-02-30', time: '20:00' }],
    ];

    for (const dates of bad) {
      const outcome = await addDates(show.id, dates);
      expect(outcome).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', details: { reason: 'invalidDates' } });
    }

    expect(await datesOfSeries(show.id)).toHaveLength(0);
    expect((await eventData(show.id)).series_id).toBeUndefined();
    expect((await fixtures.db.doc(`event_slugs/${show.slug}-${good.date}`).get()).exists).toBe(false);
  }, 120_000);

  it('lets ADMIN and the show’s organizer add dates, and no one else', async () => {
    const show = await organizerShow();
    const date = (days: number) => [{ date: inDays(days), time: '20:00' }];

    expect(await addDates(show.id, date(40), accounts.admin)).toMatchObject({ ok: true });
    expect(await addDates(show.id, date(41), accounts.organizer)).toMatchObject({ ok: true });
    expect(await addDates(show.id, date(42), accounts.otherOrganizer)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      details: { reason: 'notYourShow' },
    });
    expect(await addDates(show.id, date(43), accounts.user)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      details: { reason: 'organizerOnly' },
    });
    expect(await addDates(show.id, date(44), null)).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    expect(await datesOfSeries(show.id)).toHaveLength(3);
  }, 120_000);
});

describe('previous_date: which date of a show the lists keep', () => {
  it('follows the show as dates are added, moved and cancelled', async () => {
    const show = await organizerShow();
    const [second, third] = await added(show.id, [
      { date: inDays(10), time: '20:00' },
      { date: inDays(17), time: '20:00' },
    ]);
    const millis = (value: unknown) => (value as Timestamp).toMillis();
    const stored = async () => {
      const docs = await Promise.all([show.id, second!, third!].map(eventData));
      return {
        start: docs.map((doc) => millis(doc.event_date)),
        previous: docs.map((doc) => millis(doc.previous_date)),
      };
    };
    const added3 = await stored();
    expect(added3.previous).toEqual([0, added3.start[0], added3.start[1]]);

    // the third date moved before the first: it has none before it, the first follows it
    const moved = await callCallable('saveEvent', accounts.admin.idToken, {
      event: showForm({ id: third!, date: inDays(1), capacity: 40, ticketPrice: 45_000 }),
    });
    expect(moved.ok).toBe(true);
    const afterMove = await stored();
    expect(afterMove.previous).toEqual([afterMove.start[2], afterMove.start[0], 0]);

    // a cancelled date is no one's previous: the second now follows the moved third
    const cancelled = await callCallable('cancelEvent', accounts.admin.idToken, { eventId: show.id });
    expect(cancelled.ok).toBe(true);
    const afterCancel = await stored();
    expect(afterCancel.previous).toEqual([afterCancel.start[2], afterCancel.start[2], 0]);
  });
});

describe('a code of the whole show', () => {
  it('is valid on every date and its max_uses holds across them in a rush', async () => {
    const show = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 100 });
    const [second] = await added(show.id, [{ date: inDays(9), time: '21:00' }]);
    const promo = { kind: 'percent' as const, value: 100 };
    const code = `SERIE${fixtures.runId.replace(/[^a-z0-9]/gi, '')}`.toUpperCase().slice(0, 20);
    seriesCodes.push(code);
    const { eventId: _eventId, ...stored } = promoCodeDocument({ eventId: '', ...promo, maxUses: 8 });
    await fixtures.db.doc(`promo_codes/${code}`).set({ ...stored, seriesId: show.id });
    const buyers = await createBuyers(fixtures, 24);
    const dateOf = (index: number) => (index % 2 === 0 ? show.id : second!);
    // valid on both dates: one buyer of each first (in the rush, either date's buyers may take all 8)
    for (const index of [0, 1])
      expect(await types.buy(buyers[index]!, dateOf(index), { price: 40_000, promoCode: code, promo })).toMatchObject({
        ok: true,
      });
    const rush = buyers.slice(2);

    const { results } = await runBounded(rush.length, RACE_IN_FLIGHT, (index) =>
      types.buy(rush[index]!, dateOf(index), { price: 40_000, promoCode: code, promo }),
    );

    const tickets = (await fixtures.db.collection('tickets').where('promoCode', '==', code).get()).docs.map((doc) =>
      doc.data(),
    );
    const race = tallyRace(results, rush, tickets);
    expect(race.lost).toBeLessThanOrEqual(2);
    expect(race.mismatched).toBe(0);
    expect(tickets).toHaveLength(8);
    expect(race.sold + race.lostSold).toBe(6);
    // every refusal named: a buyer of the new date once read notEnoughSeats while its blocks were laid out
    const refusals = race.refused.map((outcome) =>
      outcome.ok ? 'ok' : `${outcome.status} ${String(outcome.details?.reason)}`,
    );
    expect(refusals).toEqual(race.refused.map(() => 'FAILED_PRECONDITION promoUsedUp'));
    expect(await types.codeUses(code)).toBe(8);
    expect(new Set(tickets.map((ticket) => ticket.eventId))).toEqual(new Set([show.id, second]));
  }, 240_000);

  it('is unknown on a show of another series', async () => {
    const show = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 10 });
    const other = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 10 });
    const code = `OTRA${fixtures.runId.replace(/[^a-z0-9]/gi, '')}`.toUpperCase().slice(0, 20);
    seriesCodes.push(code);
    const { eventId: _eventId, ...stored } = promoCodeDocument({
      eventId: '',
      kind: 'percent',
      value: 100,
      maxUses: 5,
    });
    await fixtures.db.doc(`promo_codes/${code}`).set({ ...stored, seriesId: show.id });
    const [buyer] = await createBuyers(fixtures, 1);

    const outcome = await types.buy(buyer!, other.id, {
      price: 40_000,
      promoCode: code,
      promo: { kind: 'percent', value: 100 },
    });

    expect(outcome).toMatchObject({ ok: false, details: { reason: 'promoUnknown' } });
  }, 120_000);
});
