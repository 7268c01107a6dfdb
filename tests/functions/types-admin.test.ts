import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_TYPE_MESSAGES, type EventFormInput, type SaveEventResult } from '@carcajada/domain';
import { callCallable } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';
import { showForm } from '../support/fixtures/show-form.js';

/** saveEvent's ticket types and savePromoCode: the organizer's side. */
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const savedEventIds: string[] = [];
const createdCodes: string[] = [];
let admin: TestBuyer;
let user: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
  user = await fixtures.createBuyer();
});

afterAll(async () => {
  for (const id of savedEventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await Promise.all(createdCodes.map((code) => fixtures.db.doc(`promo_codes/${code}`).delete()));
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

const form = (overrides: Partial<EventFormInput> = {}) =>
  showForm({ name: `Show con tipos ${randomUUID().slice(0, 8)}`, ...overrides });

async function save(event: unknown, ticketTypes: unknown) {
  const outcome = await callCallable<SaveEventResult>('saveEvent', admin.idToken, { event, ticketTypes });
  if (outcome.ok) savedEventIds.push(outcome.result.eventId);
  return outcome;
}

async function storedTypes(eventId: string) {
  const snapshot = await fixtures.db.collection(`events/${eventId}/ticket_types`).orderBy('sort').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string });
}

describe('saveEvent with ticket types', () => {
  it('writes the types in order with their quota blocks; ticket_price is the lowest on sale', async () => {
    const input = form();
    const outcome = await save(input, [
      // a free type: its reservations never expire mid-test (holds are 30 s in npm test)
      { name: 'Palco', price: 0, quota: 12, maxPerOrder: 4 },
      { name: 'General', price: 45_000 },
      { name: 'Invitados', price: 20_000, hidden: true },
    ]);
    if (!outcome.ok) throw new Error(outcome.message);
    const { eventId } = outcome.result;
    const stored = await storedTypes(eventId);
    expect(stored.map((type) => [type.name, type.sort, type.quota])).toEqual([
      ['Palco', 0, 12],
      ['General', 1, null],
      ['Invitados', 2, null],
    ]);
    expect(await types.quotaLeft(eventId, stored[0]!.id)).toBe(12);
    expect((await fixtures.db.doc(`events/${eventId}`).get()).data()).toMatchObject({
      ticket_price: 0,
      price_from: true,
    });

    // 4 Palco reserved, then the quota cannot drop below 4; it can grow, and a type left out is archived
    const buyer = await fixtures.createBuyer();
    const sold = await types.buy(buyer, eventId, { typeId: stored[0]!.id, price: 0, quantity: 4 });
    expect(sold.ok).toBe(true);
    const edit = (quota: number) =>
      save({ ...input, id: eventId }, [
        { id: stored[0]!.id, name: 'Palco', price: 0, quota, maxPerOrder: 4 },
        { id: stored[1]!.id, name: 'General', price: 45_000 },
      ]);
    expect(await edit(3)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'quotaBelowSold', seatsTaken: 4 },
    });
    expect(await edit(20)).toMatchObject({ ok: true });
    expect(await types.quotaLeft(eventId, stored[0]!.id)).toBe(16);
    expect((await storedTypes(eventId))[2]).toMatchObject({ name: 'Invitados', archived: true, hidden: true });
  });

  it('refuses invalid types with field errors under ticketTypes.<index>', async () => {
    const outcome = await save(form({ capacity: 30 }), [{ name: 'VIP', price: 1, quota: 40 }]);
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: {
        reason: 'invalidEvent',
        fieldErrors: { 'ticketTypes.0.quota': TICKET_TYPE_MESSAGES.quotaAboveCapacity },
      },
    });
  });
});

describe('savePromoCode', () => {
  it('an ADMIN creates a code, lists its uses and discount given, and deactivates it', async () => {
    const show = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 50 });
    const code = `ADMIN${fixtures.runId}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
    createdCodes.push(code);
    const created = await callCallable('savePromoCode', admin.idToken, {
      action: 'create',
      code: code.toLowerCase(),
      eventId: show.id,
      kind: 'fixed',
      value: 10_000,
      maxUses: 5,
    });
    expect(created).toMatchObject({ ok: true, result: { code: { code, used: 0, maxUses: 5, active: true } } });
    expect(
      await callCallable('savePromoCode', admin.idToken, {
        action: 'create',
        code,
        eventId: show.id,
        kind: 'percent',
        value: 5,
      }),
    ).toMatchObject({ ok: false, status: 'ALREADY_EXISTS', details: { reason: 'promoCodeTaken' } });

    const buyer = await fixtures.createBuyer();
    const bought = await types.buy(buyer, show.id, {
      price: 40_000,
      quantity: 2,
      promoCode: code,
      promo: { kind: 'fixed', value: 10_000 },
    });
    expect(bought.ok).toBe(true);
    expect(await callCallable('savePromoCode', admin.idToken, { action: 'list', eventId: show.id })).toMatchObject({
      ok: true,
      result: { codes: [{ code, used: 2, discountGiven: 20_000 }] },
    });

    expect(
      await callCallable('savePromoCode', admin.idToken, { action: 'setActive', code, active: false }),
    ).toMatchObject({ ok: true, result: { code: { active: false, used: 2 } } });
    const refused = await types.buy(buyer, show.id, {
      price: 40_000,
      promoCode: code,
      promo: { kind: 'fixed', value: 10_000 },
    });
    expect(refused).toMatchObject({ ok: false, details: { reason: 'promoUnknown' } });
  });

  it('refuses a USER and invalid fields', async () => {
    expect(await callCallable('savePromoCode', user.idToken, { action: 'list', eventId: 'x' })).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(
      await callCallable('savePromoCode', admin.idToken, {
        action: 'create',
        code: 'no',
        eventId: 'x',
        kind: 'percent',
        value: 0,
      }),
    ).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', details: { reason: 'invalidPromoCode' } });
  });
});
