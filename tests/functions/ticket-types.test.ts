import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_ERROR_MESSAGES, refusalMessage } from '@carcajada/domain';
import { StandInControl } from '@carcajada/mp-standin';
import { callCallable, callCancelTicket } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';

/** Contract "Ticket types, presale and promo codes": createTicketPreference's rules and previewOrder. */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const HOUR = 60 * 60 * 1000;
const GENERAL = { name: 'General', price: 45_000 };
const PREFERENCIAL = { name: 'Preferencial', price: 80_000 };

let buyer: TestBuyer;
let show: { id: string };

beforeAll(async () => {
  buyer = await fixtures.createBuyer();
  show = await fixtures.createEvent({ ticketPrice: 45_000, capacity: 100 });
  await types.addType(show.id, 'general', { ...GENERAL, sort: 0 });
  await types.addType(show.id, 'preferencial', { ...PREFERENCIAL, quota: 3, maxPerOrder: 4, sort: 1 });
  await types.addType(show.id, 'preventa', {
    name: 'Preventa',
    price: 35_000,
    saleEndsAt: new Date(Date.now() - HOUR),
    sort: 2,
  });
  await types.addType(show.id, 'trasnoche', {
    name: 'Trasnoche',
    price: 30_000,
    saleStartsAt: new Date(Date.now() + 24 * HOUR),
    sort: 3,
  });
  await types.addType(show.id, 'invitados', { name: 'Invitados', price: 60_000, hidden: true, sort: 4 });
});
afterAll(async () => {
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

function expectRefused(outcome: { ok: boolean }, status: string, reason: string, extra: Record<string, unknown> = {}) {
  expect(outcome).toMatchObject({
    ok: false,
    status,
    message: refusalMessage({ reason, ...extra } as never),
    details: { reason, ...extra },
  });
}

async function ticketsOfShow(eventId: string) {
  return (await fixtures.db.collection('tickets').where('eventId', '==', eventId).get()).docs;
}

describe('createTicketPreference with ticket types', () => {
  it('refuses a missing, unknown or hidden type (without a code that lists it) as ticketTypeUnknown', async () => {
    const before = (await ticketsOfShow(show.id)).length;
    expectRefused(await types.buy(buyer, show.id, { price: 45_000 }), 'INVALID_ARGUMENT', 'ticketTypeUnknown');
    expectRefused(
      await types.buy(buyer, show.id, { typeId: 'vip', price: 45_000 }),
      'INVALID_ARGUMENT',
      'ticketTypeUnknown',
    );
    expectRefused(
      await types.buy(buyer, show.id, { typeId: 'invitados', price: 60_000 }),
      'INVALID_ARGUMENT',
      'ticketTypeUnknown',
    );
    expect((await ticketsOfShow(show.id)).length).toBe(before);
  });

  it('refuses a type outside its sale window and above its max_per_order', async () => {
    expectRefused(
      await types.buy(buyer, show.id, { typeId: 'preventa', price: 35_000 }),
      'FAILED_PRECONDITION',
      'saleEnded',
    );
    expectRefused(
      await types.buy(buyer, show.id, { typeId: 'trasnoche', price: 30_000 }),
      'FAILED_PRECONDITION',
      'saleNotStarted',
    );
    expectRefused(
      await types.buy(buyer, show.id, { typeId: 'preferencial', price: 80_000, quantity: 5 }),
      'INVALID_ARGUMENT',
      'overMaxPerOrder',
      { maxPerOrder: 4 },
    );
  });

  it("refuses past the type's quota with the type's seatsLeft, while the show has seats", async () => {
    expectRefused(
      await types.buy(buyer, show.id, { typeId: 'preferencial', price: 80_000, quantity: 4 }),
      'RESOURCE_EXHAUSTED',
      'notEnoughSeats',
      { seatsLeft: 3 },
    );
    expect(await types.quotaLeft(show.id, 'preferencial')).toBe(3);
    expect(await fixtures.seatsLeftInBlocks(show.id)).toBe(100);
  });

  it('sells a type at its price: the ticket keeps type, unit price and discount; the items add up', async () => {
    const outcome = await types.buy(buyer, show.id, { typeId: 'preferencial', price: 80_000, quantity: 2 });
    if (!outcome.ok) throw new Error(outcome.message);
    const order = await types.expectedOrder(80_000, 2);
    const ticket = await fixtures.ticket(outcome.result.ticketId);
    expect(ticket).toMatchObject({
      ticketTypeId: 'preferencial',
      ticketTypeName: 'Preferencial',
      unitPrice: 80_000,
      discountPerTicket: 0,
      promoCode: null,
      amount: order.total,
      paymentMethod: 'mercadopago',
      quotaBlocks: expect.any(Object),
    });
    const preference = await standIn.preference(outcome.result.preferenceId);
    expect(preference.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0)).toBe(order.total);
    expect(await types.quotaLeft(show.id, 'preferencial')).toBe(1);
    expect(await fixtures.seatsLeftInBlocks(show.id)).toBe(98);

    // cancelled: the quota and the show's seats come back, once
    // (on a slow run its 30 s hold may have ended first: the seats came back then, once all the same)
    await callCancelTicket(buyer.idToken, { ticketId: outcome.result.ticketId });
    expect(await callCancelTicket(buyer.idToken, { ticketId: outcome.result.ticketId })).toMatchObject({ ok: false });
    expect(await types.quotaLeft(show.id, 'preferencial')).toBe(3);
    expect(await fixtures.seatsLeftInBlocks(show.id)).toBe(100);
  });

  it('refuses a ticketTypeId on a show without types; such a show sells at ticket_price as before', async () => {
    const plain = await fixtures.createEvent({ ticketPrice: 20_000, capacity: 10 });
    expectRefused(
      await types.buy(buyer, plain.id, { typeId: 'general', price: 20_000 }),
      'INVALID_ARGUMENT',
      'ticketTypeUnknown',
    );
    const outcome = await types.buy(buyer, plain.id, { price: 20_000 });
    expect(outcome.ok).toBe(true);
  });
});

describe('promo codes', () => {
  it('refuses unknown, inactive, expired, used-up and other-type codes, creating nothing', async () => {
    const expired = await types.addCode('VIEJO', {
      eventId: show.id,
      kind: 'percent',
      value: 10,
      validUntil: new Date(Date.now() - HOUR),
    });
    const usedUp = await types.addCode('AGOTADO', {
      eventId: show.id,
      kind: 'fixed',
      value: 5000,
      maxUses: 2,
      used: 2,
    });
    const inactive = await types.addCode('APAGADO', { eventId: show.id, kind: 'percent', value: 10, active: false });
    const otherType = await types.addCode('SOLOPREF', {
      eventId: show.id,
      kind: 'percent',
      value: 10,
      ticketTypeIds: ['preferencial'],
    });
    const otherShow = await types.addCode('OTROSHOW', { eventId: 'otro-show', kind: 'percent', value: 10 });
    const before = (await ticketsOfShow(show.id)).length;
    const general = { typeId: 'general', price: 45_000 };
    for (const code of ['NOEXISTE1', 'mal código!', inactive, otherShow])
      expectRefused(
        await types.buy(buyer, show.id, { ...general, promoCode: code }),
        'FAILED_PRECONDITION',
        'promoUnknown',
      );
    expectRefused(
      await types.buy(buyer, show.id, { ...general, promoCode: expired }),
      'FAILED_PRECONDITION',
      'promoExpired',
    );
    expectRefused(
      await types.buy(buyer, show.id, { ...general, promoCode: usedUp }),
      'FAILED_PRECONDITION',
      'promoUsedUp',
    );
    expectRefused(
      await types.buy(buyer, show.id, { ...general, promoCode: otherType }),
      'FAILED_PRECONDITION',
      'promoNotForType',
    );
    expect((await ticketsOfShow(show.id)).length).toBe(before);
    expect(await types.codeUses(usedUp)).toBe(2);
  });

  it('applies a code typed in any case: discount on the ticket, one use taken, returned once on cancel', async () => {
    const promo = { kind: 'percent' as const, value: 20 };
    const code = await types.addCode('RISAS', { eventId: show.id, ...promo, maxUses: 5 });
    const outcome = await types.buy(buyer, show.id, {
      typeId: 'general',
      price: 45_000,
      quantity: 2,
      promoCode: ` ${code.toLowerCase()} `,
      promo,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const order = await types.expectedOrder(45_000, 2, promo);
    expect(order.discountPerTicket).toBe(9000);
    expect(await fixtures.ticket(outcome.result.ticketId)).toMatchObject({
      promoCode: code,
      unitPrice: 45_000,
      discountPerTicket: 9000,
      amount: order.total,
    });
    const preference = await standIn.preference(outcome.result.preferenceId);
    expect(preference.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0)).toBe(order.total);
    expect(await types.codeUses(code)).toBe(2);
    const cancels = await Promise.all(
      [1, 2, 3].map(() => callCancelTicket(buyer.idToken, { ticketId: outcome.result.ticketId })),
    );
    expect(cancels.filter((cancel) => cancel.ok).length).toBeGreaterThanOrEqual(1);
    expect(await types.codeUses(code)).toBe(0);
  });

  it('a hidden type is sold through a code that lists it', async () => {
    const code = await types.addCode('INVITA', {
      eventId: show.id,
      kind: 'fixed',
      value: 10_000,
      ticketTypeIds: ['invitados'],
    });
    const outcome = await types.buy(buyer, show.id, {
      typeId: 'invitados',
      price: 60_000,
      promoCode: code,
      promo: { kind: 'fixed', value: 10_000 },
    });
    expect(outcome.ok).toBe(true);
  });

  it('a 100% code makes a courtesy: a free reservation, no preference, its confirmation mail', async () => {
    const code = await types.addCode('CORTESIA', { eventId: show.id, kind: 'percent', value: 100, maxUses: 4 });
    const outcome = await types.buy(buyer, show.id, {
      typeId: 'preferencial',
      price: 80_000,
      quantity: 2,
      promoCode: code,
      promo: { kind: 'percent', value: 100 },
    });
    expect(outcome).toMatchObject({ ok: true, result: { reserved: true } });
    if (!outcome.ok) return;
    expect(await fixtures.ticket(outcome.result.ticketId)).toMatchObject({
      paymentMethod: 'courtesy',
      paymentStatus: 'approved',
      ticketStatus: 'reserved',
      amount: 0,
      preferenceId: null,
      discountPerTicket: 80_000,
      promoCode: code,
    });
    expect((await fixtures.db.doc(`mail/ticket-${outcome.result.ticketId}-confirmed`).get()).exists).toBe(true);
    expect(await types.codeUses(code)).toBe(2);
    await fixtures.db.doc(`mail/ticket-${outcome.result.ticketId}-confirmed`).delete();
    await callCancelTicket(buyer.idToken, { ticketId: outcome.result.ticketId });
    expect(await types.codeUses(code)).toBe(0);
  });
});

describe('previewOrder', () => {
  it('prices the order with the code for anyone, signed in or not', async () => {
    const promo = { kind: 'fixed' as const, value: 15_000 };
    const code = await types.addCode('PREVIEW', { eventId: show.id, ...promo });
    const outcome = await callCallable('previewOrder', null, {
      eventId: show.id,
      ticketTypeId: 'preferencial',
      quantity: 2,
      promoCode: code.toLowerCase(),
    });
    const order = await types.expectedOrder(80_000, 2, promo);
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        unitPrice: 80_000,
        discountPerTicket: 15_000,
        quantity: 2,
        subtotal: order.subtotal,
        tax: order.tax,
        fee: order.serviceFee,
        total: order.total,
      },
    });
    expect(await types.codeUses(code)).toBe(0);
  });

  it('gives the refusal createTicketPreference would give', async () => {
    expectRefused(
      await callCallable('previewOrder', null, {
        eventId: show.id,
        ticketTypeId: 'general',
        quantity: 1,
        promoCode: 'NADA1234',
      }),
      'FAILED_PRECONDITION',
      'promoUnknown',
    );
    expectRefused(
      await callCallable('previewOrder', buyer.idToken, { eventId: show.id, ticketTypeId: 'preventa', quantity: 1 }),
      'FAILED_PRECONDITION',
      'saleEnded',
    );
    expect(PURCHASE_ERROR_MESSAGES.promoUnknown).toBe('Este código no existe o no es válido para este show.');
  });
});
