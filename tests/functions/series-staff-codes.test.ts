import { StandInControl } from '@carcajada/mp-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bogotaDateString,
  type EventFormInput,
  type SaveEventResult,
  type SavePromoCodeResult,
} from '@carcajada/domain';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { createBuyers, purchases } from '../support/fixtures/purchases.js';
import { RACE_IN_FLIGHT, runBounded, tallyRace } from '../support/fixtures/race.js';
import { showForm } from '../support/fixtures/show-form.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';
import { eventually } from '../support/eventually.js';

/** Funciones from the organizer's side: moving a date, codes and door staff of the whole show. */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const accounts = {} as Record<'admin' | 'organizer' | 'otherOrganizer' | 'staff', TestBuyer>;
const eventIds: string[] = [];
const codes: string[] = [];
const mailIds: string[] = [];

beforeAll(async () => {
  for (const role of ['admin', 'organizer', 'otherOrganizer', 'staff'] as const)
    accounts[role] = await fixtures.createBuyer();
  await fixtures.db.doc(`users/${accounts.admin.uid}`).update({ role: 'ADMIN' });
  await fixtures.createOrganizer(accounts.organizer);
  await fixtures.createOrganizer(accounts.otherOrganizer);
}, 120_000);

afterAll(async () => {
  for (const id of eventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  const writer = fixtures.db.bulkWriter();
  for (const id of mailIds) void writer.delete(fixtures.db.doc(`mail/${id}`));
  for (const code of codes) void writer.delete(fixtures.db.doc(`promo_codes/${code}`));
  await writer.close();
  await types.cleanUp();
  await fixtures.cleanUp();
}, 180_000);

function inDays(days: number): string {
  return addCalendarDays(bogotaDateString(new Date()), days);
}

async function saved(event: EventFormInput, who = accounts.organizer): Promise<SaveEventResult> {
  const outcome = await callCallable<SaveEventResult>('saveEvent', who.idToken, { event });
  if (!outcome.ok) throw new Error(`saveEvent failed: ${outcome.status} ${outcome.message}`);
  if (!eventIds.includes(outcome.result.eventId)) eventIds.push(outcome.result.eventId);
  return outcome.result;
}

async function addDates(eventId: string, days: number[]): Promise<string[]> {
  const dates = days.map((day) => ({ date: inDays(day), time: '20:00' }));
  const outcome = await callCallable<{ eventIds: string[] }>('addShowDates', accounts.organizer.idToken, {
    eventId,
    dates,
  });
  if (!outcome.ok) throw new Error(`addShowDates failed: ${outcome.status} ${outcome.message}`);
  eventIds.push(...outcome.result.eventIds);
  return outcome.result.eventIds;
}

async function mail(id: string) {
  mailIds.push(id);
  return (await fixtures.db.doc(`mail/${id}`).get()).data();
}

describe('moving a date', () => {
  it('mails each verified holder once with the new day and time and a fresh .ics; tickets stay valid', async () => {
    const form = showForm({ ticketPrice: 45_000, capacity: 20 });
    const { eventId } = await saved(form);
    const [verified] = await createBuyers(fixtures, 1);
    const unverified = await fixtures.createBuyer({ verified: false });
    const { bought } = purchases(fixtures);
    const paid = await bought(verified!, eventId, 1);
    const { payment } = await standIn.payPreference(paid.preferenceId, 'approved');
    fixtures.rememberPayment(payment.id);
    const other = await bought(unverified, eventId, 1);
    const otherPayment = await standIn.payPreference(other.preferenceId, 'approved');
    fixtures.rememberPayment(otherPayment.payment.id);
    await eventually(
      () => fixtures.ticket(other.ticketId),
      (ticket) => ticket.ticketStatus === 'paid',
    );

    const newDate = inDays(14);
    await saved({ ...form, id: eventId, date: newDate, time: '21:30' });

    const moved = await mail(`ticket-${paid.ticketId}-moved-${newDate}-2130`);
    expect(moved).toMatchObject({ to: verified!.email });
    expect(moved!.message.text).toContain('Nueva fecha');
    expect(moved!.message.text).toContain('21:30');
    const ics = moved!.message.attachments.find((file: { filename: string }) => file.filename === 'evento.ics');
    expect(ics.content).toContain(`DTSTART;TZID=America/Bogota:${newDate.replace(/-/g, '')}T213000`);
    expect(await mail(`ticket-${other.ticketId}-moved-${newDate}-2130`)).toBeUndefined();
    expect(await fixtures.ticket(paid.ticketId)).toMatchObject({ ticketStatus: 'paid' });

    // saved again unchanged, or with only the name changed: nobody is mailed again
    const before = (await fixtures.db.collection('mail').where('to', '==', verified!.email).get()).size;
    await saved({ ...form, id: eventId, date: newDate, time: '21:30', name: `${form.name} (nuevo)` });
    expect((await fixtures.db.collection('mail').where('to', '==', verified!.email).get()).size).toBe(before);
  }, 180_000);
});

describe('a code of the whole show from savePromoCode', () => {
  it('is created by the organizer with seriesId and its max_uses holds across two dates in a race', async () => {
    const { eventId: first } = await saved(showForm({ ticketPrice: 40_000, capacity: 100 }));
    const [second] = await addDates(first, [9]);
    const code = `SERIE${fixtures.runId.replace(/[^a-z0-9]/gi, '')}`.toUpperCase().slice(0, 20);
    codes.push(code);

    const refused = await callCallable('savePromoCode', accounts.otherOrganizer.idToken, {
      action: 'create',
      code,
      seriesId: first,
      kind: 'percent',
      value: 100,
      maxUses: 8,
    });
    expect(refused).toMatchObject({ ok: false, details: { reason: 'notYourShow' } });
    const created = await callCallable<SavePromoCodeResult>('savePromoCode', accounts.organizer.idToken, {
      action: 'create',
      code,
      seriesId: first,
      kind: 'percent',
      value: 100,
      maxUses: 8,
    });
    expect(created).toMatchObject({ ok: true, result: { code: { code, seriesId: first, maxUses: 8, used: 0 } } });
    const listed = await callCallable<SavePromoCodeResult>('savePromoCode', accounts.organizer.idToken, {
      action: 'list',
      seriesId: first,
    });
    expect(listed.ok && 'codes' in listed.result && listed.result.codes.map((c) => c.code)).toEqual([code]);

    // one ordinary checkout on each date first, so each date's seats are laid out before the rush
    const openers = await createBuyers(fixtures, 2);
    await purchases(fixtures, 40_000).bought(openers[0]!, first, 1);
    await purchases(fixtures, 40_000).bought(openers[1]!, second!, 1);
    const buyers = await createBuyers(fixtures, 24);
    const promo = { kind: 'percent' as const, value: 100 };
    const { results } = await runBounded(24, RACE_IN_FLIGHT, (index) =>
      types.buy(buyers[index]!, index % 2 === 0 ? first : second!, { price: 40_000, promoCode: code, promo }),
    );

    const tickets = (await fixtures.db.collection('tickets').where('promoCode', '==', code).get()).docs.map((doc) =>
      doc.data(),
    );
    const race = tallyRace(results, buyers, tickets);
    expect(race.mismatched).toBe(0);
    expect(tickets).toHaveLength(8);
    for (const outcome of race.refused) expect(outcome).toMatchObject({ details: { reason: 'promoUsedUp' } });
    expect(await types.codeUses(code)).toBe(8);
    expect(new Set(tickets.map((ticket) => ticket.eventId))).toEqual(new Set([first, second]));
  }, 240_000);
});

describe('door staff of the whole show', () => {
  it('setDoorStaff with seriesId covers every date, dates added later too, and removes from all', async () => {
    const { eventId: first } = await saved(showForm({ capacity: 30 }));
    const dates = await addDates(first, [8, 15]);
    const staff = accounts.staff;

    expect(
      await callCallable('setDoorStaff', accounts.otherOrganizer.idToken, { seriesId: first, email: staff.email }),
    ).toMatchObject({ ok: false, details: { reason: 'notYourShow' } });
    expect(
      await callCallable('setDoorStaff', accounts.organizer.idToken, { seriesId: first, email: staff.email }),
    ).toMatchObject({ ok: true, result: { uid: staff.uid, removed: false } });
    mailIds.push(`door-staff-series-${first}-${staff.uid}`);

    const staffOn = async (eventId: string) =>
      (await fixtures.db.doc(`events/${eventId}/door_staff/${staff.uid}`).get()).data();
    for (const id of [first, ...dates]) expect(await staffOn(id)).toMatchObject({ uid: staff.uid, eventId: id });
    // a date added later, even from a date whose own list lost the person, gets the show's staff
    await fixtures.db.doc(`events/${dates[1]}/door_staff/${staff.uid}`).delete();
    const [later] = await addDates(dates[1]!, [22]);
    expect(await staffOn(later!)).toMatchObject({ uid: staff.uid, eventId: later, seriesId: first });
    expect(await mail(`door-staff-series-${first}-${staff.uid}`)).toMatchObject({ to: staff.email });

    // the staff member opens the door of the later date
    const list = await callCallable('admissionList', staff.idToken, { eventId: later });
    expect(list).toMatchObject({ ok: true });

    expect(
      await callCallable('setDoorStaff', accounts.organizer.idToken, {
        seriesId: first,
        email: staff.email,
        remove: true,
      }),
    ).toMatchObject({ ok: true, result: { removed: true } });
    for (const id of [first, dates[0]!, later!]) expect(await staffOn(id)).toBeUndefined();
  }, 180_000);
});
