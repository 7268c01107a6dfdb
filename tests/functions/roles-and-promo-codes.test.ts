/**
 * Roles only through a verified address,
 * courtesies at the door and in the reminders, promo codes that cannot be guessed, a quota
 * removed and added back, and a repeated checkout matched on everything that prices it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bogotaDateString,
  MAX_WRONG_PROMO_CODES_PER_HOUR,
  PROMO_CODE_MESSAGES,
  type CheckInResult,
  type SaveEventResult,
} from '@carcajada/domain';
import { getAuth } from 'firebase-admin/auth';
import { callCallable, callCancelTicket, type CallableOutcome } from '../support/services/callables.js';
import { functionUrl } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';
import { showForm } from '../support/fixtures/show-form.js';

const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const savedEventIds: string[] = [];
let admin: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
});

afterAll(async () => {
  for (const id of savedEventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

function refusedWith(outcome: CallableOutcome<unknown>, status: string, reason: string) {
  expect(outcome).toMatchObject({ ok: false, status, details: { reason } });
}

async function mailsTo(address: string) {
  return (await fixtures.db.collection('mail').where('to', '==', address).get()).docs;
}

async function newOrganizer(): Promise<string> {
  const id = `orgt2${randomUUID().slice(0, 8)}`;
  await fixtures.db.doc(`organizers/${id}`).set({ name: 'Risas del Norte', active: true, commission_percent: 10 });
  return id;
}

describe('a role only through a verified address', () => {
  it('an address typed into someone’s profile gives them nothing (the account is looked up in Auth)', async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    const venue = `taquilla-${randomUUID().slice(0, 8)}@teatro.test`;
    const impostor = await fixtures.createBuyer();
    // the users document says the venue's address; Firebase Auth knows the impostor's own
    await fixtures.db.doc(`users/${impostor.uid}`).update({ email: venue });
    refusedWith(
      await callCallable('setDoorStaff', admin.idToken, { eventId: show.id, email: venue }),
      'FAILED_PRECONDITION',
      'recipientNotVerified',
    );
    expect((await fixtures.db.doc(`events/${show.id}/door_staff/${impostor.uid}`).get()).exists).toBe(false);
  });

  it('an unverified account is refused as door staff and as a member, like a missing one', async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    const organizerId = await newOrganizer();
    const unverified = await fixtures.createBuyer({ verified: false });
    for (const [name, data] of [
      ['setDoorStaff', { eventId: show.id, email: unverified.email }],
      ['setOrganizerMember', { organizerId, email: unverified.email }],
      ['setOrganizerMember', { organizerId, email: `nadie-${randomUUID().slice(0, 6)}@ninguna.test` }],
    ] as const)
      refusedWith(await callCallable(name, admin.idToken, data), 'FAILED_PRECONDITION', 'recipientNotVerified');
    expect((await fixtures.db.doc(`users/${unverified.uid}`).get()).get('role')).toBe('USER');
    expect(await mailsTo(unverified.email)).toHaveLength(0);
    await fixtures.db.doc(`organizers/${organizerId}`).delete();
  });

  it('once verified it is added; adding and removing again mails it once', async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    const person = await fixtures.createBuyer({ verified: false });
    await getAuth(fixtures.app).updateUser(person.uid, { emailVerified: true });
    for (const remove of [false, true, false, true, false])
      expect(
        await callCallable('setDoorStaff', admin.idToken, { eventId: show.id, email: person.email, remove }),
      ).toMatchObject({ ok: true, result: { uid: person.uid, removed: remove } });
    expect((await fixtures.db.doc(`events/${show.id}/door_staff/${person.uid}`).get()).exists).toBe(true);
    const mails = await mailsTo(person.email);
    expect(mails.map((doc) => doc.id)).toEqual([`door-staff-${show.id}-${person.uid}`]);
    await Promise.all(mails.map((doc) => doc.ref.delete()));
  });
});

describe('a courtesy (100 % code) is a live ticket', () => {
  it('enters at the door and gets its show-day reminder, like a free reservation', async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    const promo = { kind: 'percent' as const, value: 100 };
    const code = await types.addCode('CORTESIA', { eventId: show.id, ...promo, maxUses: 4 });
    const guest = await fixtures.createBuyer();
    const outcome = await types.buy(guest, show.id, { price: 45_000, quantity: 2, promoCode: code, promo });
    if (!outcome.ok) throw new Error(outcome.message);
    const ticketId = outcome.result.ticketId;
    expect(await fixtures.ticket(ticketId)).toMatchObject({ paymentMethod: 'courtesy', ticketStatus: 'reserved' });

    const reminders = await callCallable('sendShowDayRemindersNow', admin.idToken, {
      day: bogotaDateString(show.data.event_date as Date),
    });
    expect(reminders).toMatchObject({ ok: true });
    expect((await fixtures.db.doc(`mail/ticket-${ticketId}-reminder`).get()).get('to')).toBe(guest.email);

    const door = await callCallable<CheckInResult>('checkInTicket', admin.idToken, { eventId: show.id, ticketId });
    expect(door).toMatchObject({ ok: true, result: { outcome: 'admitted', admittedCount: 2 } });
  });
});

describe('promo codes that cannot be guessed', () => {
  it('a new code has at least 6 characters; a code that makes a seat free needs max_uses', async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    const create = (fields: Record<string, unknown>) =>
      callCallable('savePromoCode', admin.idToken, { action: 'create', eventId: show.id, ...fields });
    const short = await create({ code: 'RISA5', kind: 'percent', value: 10 });
    expect(short).toMatchObject({
      ok: false,
      details: { reason: 'invalidPromoCode', fieldErrors: { code: expect.any(String) } },
    });
    for (const free of [
      { code: `GRATIS${randomUUID().slice(0, 4)}`, kind: 'percent', value: 100 },
      { code: `FIJO${randomUUID().slice(0, 4)}`, kind: 'fixed', value: 45_000 },
    ])
      expect(await create(free)).toMatchObject({
        ok: false,
        details: { reason: 'invalidPromoCode', fieldErrors: { maxUses: PROMO_CODE_MESSAGES.maxUsesRequired } },
      });
    const capped = `GRATIS${randomUUID().slice(0, 4)}`.toUpperCase();
    expect(await create({ code: capped, kind: 'percent', value: 100, maxUses: 5 })).toMatchObject({ ok: true });
    await fixtures.db.doc(`promo_codes/${capped}`).delete();
  });

  it(`an account gets ${MAX_WRONG_PROMO_CODES_PER_HOUR} wrong codes an hour, across preview and purchase`, async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    const real = await types.addCode('REAL', { eventId: show.id, kind: 'percent', value: 10 });
    const guesser = await fixtures.createBuyer();
    const guess = (index: number) => `ADIVINA${index}X${fixtures.runId}`.replace(/[^A-Za-z0-9]/g, '');
    // a code that exists is not a guess, however often it is tried
    for (let index = 0; index < 3; index += 1)
      expect(
        await callCallable('previewOrder', guesser.idToken, { eventId: show.id, quantity: 1, promoCode: real }),
      ).toMatchObject({ ok: true });
    for (let index = 0; index < MAX_WRONG_PROMO_CODES_PER_HOUR - 1; index += 1)
      refusedWith(
        await callCallable('previewOrder', guesser.idToken, { eventId: show.id, quantity: 1, promoCode: guess(index) }),
        'FAILED_PRECONDITION',
        'promoUnknown',
      );
    refusedWith(
      await types.buy(guesser, show.id, { price: 45_000, promoCode: guess(99), promo: { kind: 'percent', value: 10 } }),
      'FAILED_PRECONDITION',
      'promoUnknown',
    );
    // the hour's guesses are used up: even the real code is not looked up now
    for (const promoCode of [guess(100), real])
      refusedWith(
        await callCallable('previewOrder', guesser.idToken, { eventId: show.id, quantity: 1, promoCode }),
        'RESOURCE_EXHAUSTED',
        'promoTooManyAttempts',
      );
    refusedWith(
      await types.buy(guesser, show.id, { price: 45_000, promoCode: real, promo: { kind: 'percent', value: 10 } }),
      'RESOURCE_EXHAUSTED',
      'promoTooManyAttempts',
    );
    expect(await fixtures.ticketsOf(guesser.uid)).toHaveLength(0);
    // another account is not held back by it
    const other = await fixtures.createBuyer();
    expect(
      await callCallable('previewOrder', other.idToken, { eventId: show.id, quantity: 1, promoCode: real }),
    ).toMatchObject({ ok: true });
  });

  it('signed out, the address is bounded the same way', async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const preview = async (promoCode: string) => {
      const response = await fetch(functionUrl('previewOrder'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.8.7, ${address}` },
        body: JSON.stringify({ data: { eventId: show.id, quantity: 1, promoCode } }),
      });
      return ((await response.json()) as { error?: { details?: { reason?: string } } }).error?.details?.reason;
    };
    for (let index = 0; index < MAX_WRONG_PROMO_CODES_PER_HOUR; index += 1)
      expect(await preview(`NOEXISTE${index}${randomUUID().slice(0, 4)}`)).toBe('promoUnknown');
    expect(await preview(`NOEXISTE${randomUUID().slice(0, 6)}`)).toBe('promoTooManyAttempts');
    // the counters live apart from the code guessed by everyone else on 127.0.0.1
    const counters = await fixtures.db
      .collection('promo_guesses')
      .where('wrong', '>=', MAX_WRONG_PROMO_CODES_PER_HOUR)
      .get();
    expect(counters.docs.some((doc) => doc.id.startsWith('addr-'))).toBe(true);
    await Promise.all(counters.docs.filter((doc) => doc.id.startsWith('addr-')).map((doc) => doc.ref.delete()));
  });
});

describe('a quota removed and added back', () => {
  it('sells its whole quota again, even after a cancellation in between', async () => {
    const form = showForm({ ticketPrice: 0 });
    const save = async (eventId: string | undefined, quota: number | null, typeId?: string) => {
      const outcome = await callCallable<SaveEventResult>('saveEvent', admin.idToken, {
        event: { ...form, ...(eventId && { id: eventId }) },
        ticketTypes: [{ ...(typeId && { id: typeId }), name: 'Palco', price: 0, quota, maxPerOrder: 6 }],
      });
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.result.eventId;
    };
    const eventId = await save(undefined, 6);
    savedEventIds.push(eventId);
    const typeId = (await fixtures.db.collection(`events/${eventId}/ticket_types`).get()).docs[0]!.id;
    const sell = async () => {
      const buyer = await fixtures.createBuyer();
      const outcome = await types.buy(buyer, eventId, { typeId, price: 0, quantity: 2 });
      if (!outcome.ok) throw new Error(outcome.message);
      return () => callCancelTicket(buyer.idToken, { ticketId: outcome.result.ticketId });
    };
    const [cancelBefore, cancelAfter] = [await sell(), await sell()];

    await save(eventId, null, typeId);
    // a return while there is no quota recreates a lone block
    expect(await cancelBefore()).toMatchObject({ ok: true });
    await save(eventId, 6, typeId);
    expect(await types.quotaLeft(eventId, typeId)).toBe(4);
    // a return after the quota is back, before any sale, lands in the new layout
    expect(await cancelAfter()).toMatchObject({ ok: true });
    expect(await types.quotaLeft(eventId, typeId)).toBe(6);

    const late = await fixtures.createBuyer();
    expect(await types.buy(late, eventId, { typeId, price: 0, quantity: 6 })).toMatchObject({ ok: true });
    expect(await types.quotaLeft(eventId, typeId)).toBe(0);
    const refused = await types.buy(await fixtures.createBuyer(), eventId, { typeId, price: 0, quantity: 1 });
    expect(refused).toMatchObject({ ok: false, details: { reason: 'notEnoughSeats' } });
  });
});

describe('a repeated checkout request', () => {
  it('is matched on the type and code too, not only the show and quantity', async () => {
    const show = await fixtures.createEvent({ capacity: 20 });
    await types.addType(show.id, 'general', { name: 'General', price: 45_000, sort: 0 });
    await types.addType(show.id, 'vip', { name: 'VIP', price: 90_000, sort: 1 });
    const buyer = await fixtures.createBuyer();
    const requestId = `pedido-${randomUUID()}`;
    const order = async (typeId: string, price: number) => {
      const { total } = await fixtures.expectedOrder(price, 1);
      return callCallable('createTicketPreference', buyer.idToken, {
        eventId: show.id,
        quantity: 1,
        amount: total,
        requestId,
        ticketTypeId: typeId,
      });
    };
    const general = await order('general', 45_000);
    if (!general.ok) throw new Error(general.message);
    expect(await order('general', 45_000)).toMatchObject({ ok: true, result: { ticketId: general.result.ticketId } });
    refusedWith(await order('vip', 90_000), 'INVALID_ARGUMENT', 'invalidRequest');
    expect(await fixtures.ticketsOf(buyer.uid)).toHaveLength(1);
  });
});
