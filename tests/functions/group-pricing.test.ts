import { randomUUID } from 'node:crypto';
import { StandInControl } from '@carcajada/mp-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeOrder,
  doorOrder,
  paymentsConfigFrom,
  PROMOTION_MESSAGES,
  refusalMessage,
  type PaymentsConfig,
  type PreviewOrderResult,
  type SaveEventResult,
  type SellAtDoorResult,
  type TicketPromotion,
  type TransferTicketResult,
} from '@carcajada/domain';
import { callCallable, ticketPayload, type CallableOutcome, type PaidPurchase } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { approvedAndAccepted } from '../support/services/webhook.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';
import { showForm } from '../support/fixtures/show-form.js';
import { eventually } from '../support/eventually.js';

/**
 * Group pricing ("parche", contract "Sold out is a beginning"): a type's 2x1, 4x3 or table is
 * priced by previewOrder, createTicketPreference and the box office alike; a table sells whole
 * tables only; a code never combines with it; a split or refunded promoted order moves what was paid.
 */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const HOUR_MS = 60 * 60 * 1000;
const TWO_FOR_ONE: TicketPromotion = { kind: 'buy_x_pay_y', x: 2, y: 1 };
const FOUR_FOR_THREE: TicketPromotion = { kind: 'buy_x_pay_y', x: 4, y: 3 };
const TABLE: TicketPromotion = { kind: 'table', size: 4, price: 200_000 };
const PRICES = { dosxuno: 50_000, cuatroxtres: 40_000, mesa: 60_000, general: 50_000 } as const;
const PROMOTIONS: Record<keyof typeof PRICES, TicketPromotion | null> = {
  dosxuno: TWO_FOR_ONE,
  cuatroxtres: FOUR_FOR_THREE,
  mesa: TABLE,
  general: null,
};
type TypeId = keyof typeof PRICES;

let config: PaymentsConfig;
let organizer: TestBuyer;
let admin: TestBuyer;
let organizerId: string;
const savedEventIds: string[] = [];
const doorDates: string[] = [];

/** A date of the organizer with the four types, starting `startsInMs` from now. */
async function promotedDate(startsInMs = 3 * 24 * HOUR_MS): Promise<string> {
  const { id } = await fixtures.createEvent({ startsInMs, capacity: 40, ticketPrice: 40_000 });
  await fixtures.db.doc(`events/${id}`).update({ organizerId, box_office_quota: 0 });
  for (const [index, typeId] of (Object.keys(PRICES) as TypeId[]).entries())
    await types.addType(id, typeId, {
      name: typeId,
      price: PRICES[typeId],
      promotion: PROMOTIONS[typeId],
      sort: index,
    });
  return id;
}

function expected(typeId: TypeId, quantity: number, fees = config.fees) {
  return computeOrder(PRICES[typeId], quantity, { ...config, fees }, 0, PROMOTIONS[typeId]);
}

function preview(buyer: TestBuyer, eventId: string, typeId: TypeId, quantity: number, promoCode?: string) {
  return callCallable<PreviewOrderResult>('previewOrder', buyer.idToken, {
    eventId,
    ticketTypeId: typeId,
    quantity,
    ...(promoCode && { promoCode }),
  });
}

function buy(
  buyer: TestBuyer,
  eventId: string,
  typeId: TypeId,
  quantity: number,
  promoCode?: string,
): Promise<CallableOutcome<PaidPurchase>> {
  return callCallable<PaidPurchase>('createTicketPreference', buyer.idToken, {
    ...ticketPayload(buyer, eventId, quantity, expected(typeId, quantity).total),
    ticketTypeId: typeId,
    ...(promoCode && { promoCode }),
  });
}

function expectRefused(outcome: CallableOutcome<unknown>, status: string, details: Record<string, unknown>) {
  expect(outcome).toMatchObject({ ok: false, status, details, message: refusalMessage(details as never) });
}

async function ticketsOf(eventId: string) {
  return (await fixtures.db.collection('tickets').where('eventId', '==', eventId).get()).docs;
}

let eventId: string;

beforeAll(async () => {
  const stored = await fixtures.db.doc('config/payments_config').get();
  config = paymentsConfigFrom(stored.exists ? stored.data() : undefined);
  organizer = await fixtures.createBuyer();
  admin = await fixtures.createAdmin();
  organizerId = await fixtures.createOrganizer(organizer);
  eventId = await promotedDate();
}, 120_000);

afterAll(async () => {
  for (const id of doorDates) {
    const tickets = await ticketsOf(id);
    await Promise.all(tickets.map((doc) => doc.ref.delete()));
  }
  for (const id of savedEventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

describe('previewOrder and createTicketPreference price the promotion', () => {
  it('previewOrder: a 2x1 of 3, a 4x3 of 4 and two tables, with the fee per paid ticket', async () => {
    const buyer = await fixtures.createBuyer();
    for (const [typeId, quantity] of [
      ['dosxuno', 3],
      ['cuatroxtres', 4],
      ['mesa', 8],
    ] as const) {
      const order = expected(typeId, quantity);
      const outcome = await preview(buyer, eventId, typeId, quantity);
      expect(outcome).toMatchObject({
        ok: true,
        result: {
          unitPrice: PRICES[typeId],
          discountPerTicket: 0,
          promotion: PROMOTIONS[typeId],
          promotionDiscount: order.promotionDiscount,
          quantity,
          subtotal: order.subtotal,
          tax: order.tax,
          fee: order.serviceFee,
          total: order.total,
        },
      });
    }
    expect(expected('dosxuno', 3)).toMatchObject({ subtotal: 100_000, serviceFee: 2 * config.fees });
    expect(expected('mesa', 8).subtotal).toBe(400_000);
  });

  it('createTicketPreference: the ticket keeps the promoted price, the promotion and its discount', async () => {
    const buyer = await fixtures.createBuyer();
    const outcome = await buy(buyer, eventId, 'dosxuno', 2);
    if (!outcome.ok) throw new Error(outcome.message);
    const order = expected('dosxuno', 2);
    expect(await fixtures.ticket(outcome.result.ticketId)).toMatchObject({
      ticketTypeId: 'dosxuno',
      unitPrice: 50_000,
      discountPerTicket: 0,
      promoCode: null,
      amount: order.total,
      promotion: TWO_FOR_ONE,
      promotionDiscount: 50_000,
      promotionTickets: 2,
      price: { subtotal: 50_000, serviceFee: config.fees, total: order.total },
      // 50,000 is under the threshold: no contribución parafiscal
      parafiscal: 0,
    });
    const preference = await standIn.preference(outcome.result.preferenceId);
    expect(preference.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0)).toBe(order.total);
  });

  it('a table sells whole tables only: another quantity is refused (`tableSize`) and creates nothing', async () => {
    const buyer = await fixtures.createBuyer();
    const before = (await ticketsOf(eventId)).length;
    const refused = { reason: 'tableSize', tableSize: 4 };
    expectRefused(await preview(buyer, eventId, 'mesa', 6), 'INVALID_ARGUMENT', refused);
    expectRefused(await buy(buyer, eventId, 'mesa', 3), 'INVALID_ARGUMENT', refused);
    expect((await ticketsOf(eventId)).length).toBe(before);
    const table = await buy(buyer, eventId, 'mesa', 4);
    if (!table.ok) throw new Error(table.message);
    expect(await fixtures.ticket(table.result.ticketId)).toMatchObject({
      amount: expected('mesa', 4).total,
      promotion: TABLE,
      promotionDiscount: 40_000,
    });
  });
});

describe('a promotion and a promo code', () => {
  it('never combine: a code on a promoted type is refused (`promoNotWithPromotion`); on a plain type it applies', async () => {
    const buyer = await fixtures.createBuyer();
    const code = await types.addCode('PARCHE', { eventId, kind: 'percent', value: 10, maxUses: 5 });
    const before = (await ticketsOf(eventId)).length;
    const refused = { reason: 'promoNotWithPromotion' };
    expectRefused(await preview(buyer, eventId, 'dosxuno', 2, code), 'FAILED_PRECONDITION', refused);
    expectRefused(await buy(buyer, eventId, 'mesa', 4, code), 'FAILED_PRECONDITION', refused);
    expect((await ticketsOf(eventId)).length).toBe(before);
    expect(await types.codeUses(code)).toBe(0);
    expect(await preview(buyer, eventId, 'general', 2, code)).toMatchObject({
      ok: true,
      result: { discountPerTicket: 5000, promotion: null, promotionDiscount: 0 },
    });
  });
});

describe('the box office', () => {
  async function tonight(): Promise<string> {
    // the show's organizer sells at its door
    const id = await promotedDate(HOUR_MS);
    doorDates.push(id);
    return id;
  }

  function sell(dateId: string, typeId: TypeId, quantity: number) {
    return callCallable<SellAtDoorResult>('sellAtDoor', organizer.idToken, {
      eventId: dateId,
      saleId: randomUUID(),
      ticketTypeId: typeId,
      quantity,
      method: 'cash',
      holderName: 'Mesa del fondo',
    });
  }

  it('prices a 2x1 and a table at the door (no service fee) and refuses a broken table', async () => {
    const dateId = await tonight();
    const pair = await sell(dateId, 'dosxuno', 2);
    if (!pair.ok) throw new Error(pair.message);
    expect(pair.result.amount).toBe(doorOrder(50_000, 2, config, TWO_FOR_ONE).total);
    expect(await fixtures.ticket(pair.result.ticketId)).toMatchObject({
      promotion: TWO_FOR_ONE,
      promotionDiscount: 50_000,
      promotionTickets: 2,
      price: { subtotal: 50_000, serviceFee: 0 },
    });
    const table = await sell(dateId, 'mesa', 4);
    expect(table).toMatchObject({ ok: true, result: { amount: doorOrder(60_000, 4, config, TABLE).total } });
    expectRefused(await sell(dateId, 'mesa', 5), 'INVALID_ARGUMENT', { reason: 'tableSize', tableSize: 4 });
  });
});

describe('a promoted order split and refunded', () => {
  it('a partial transfer moves its share of what was paid; the refund gives back exactly the payment', async () => {
    const holder = await fixtures.createBuyer();
    const friend = await fixtures.createBuyer();
    const purchase = await buy(holder, eventId, 'dosxuno', 2);
    if (!purchase.ok) throw new Error(purchase.message);
    const payment = await approvedAndAccepted(standIn, purchase.result.preferenceId);
    fixtures.rememberPayment(payment.id);
    const paid = expected('dosxuno', 2);
    const { ticketId } = purchase.result;

    const sent = await callCallable<TransferTicketResult>('transferTicket', holder.idToken, {
      ticketId,
      email: friend.email,
      quantity: 1,
    });
    if (!sent.ok) throw new Error(sent.message);
    const part = await fixtures.ticket(sent.result.ticketId);
    const kept = await fixtures.ticket(ticketId);
    // half of the 2x1's total, not the list price of one ticket
    expect(part).toMatchObject({ quantity: 1, amount: Math.round(paid.total / 2), promotionTickets: 1 });
    expect(part.amount + kept.amount).toBe(paid.total);
    expect(part.price.total + kept.price.total).toBe(paid.total);
    expect(part.promotionDiscount + kept.promotionDiscount).toBe(paid.promotionDiscount);

    expect(await callCallable('refundTicket', admin.idToken, { ticketId: sent.result.ticketId })).toMatchObject({
      ok: true,
    });
    const cancelled = await Promise.all(
      [ticketId, sent.result.ticketId].map((id) =>
        eventually(
          () => fixtures.ticket(id),
          (data) => data.ticketStatus === 'cancelled',
        ),
      ),
    );
    // the settlement's refunds sum `price.total` of the refunded parts: the amount actually paid
    expect(cancelled.reduce((sum, data) => sum + Number(data.price.total), 0)).toBe(paid.total);
    expect((await standIn.payment(payment.id)).payment.status).toBe('refunded');
  });
});

describe('saveEvent with promotions', () => {
  const base = { price: 50_000, quota: null, saleStartsAt: null, saleEndsAt: null, maxPerOrder: 10, hidden: false };

  async function save(ticketTypes: unknown) {
    const event = showForm({ name: `Show con parche ${randomUUID().slice(0, 8)}` });
    const outcome = await callCallable<SaveEventResult>('saveEvent', admin.idToken, { event, ticketTypes });
    if (outcome.ok) savedEventIds.push(outcome.result.eventId);
    return outcome;
  }

  it('refuses a promotion that makes no sense with the same Spanish messages as the editor', async () => {
    const outcome = await save([
      { ...base, name: 'Dos', promotion: { kind: 'buy_x_pay_y', x: 2, y: 2 } },
      { ...base, name: 'Mesa', promotion: { kind: 'table', size: 12, price: 100_000 } },
    ]);
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: {
        reason: 'invalidEvent',
        fieldErrors: {
          'ticketTypes.0.promotionY': PROMOTION_MESSAGES.yInvalid,
          'ticketTypes.1.tableSize': PROMOTION_MESSAGES.sizeInvalid,
        },
      },
    });
  });

  it('stores a valid promotion on the type and its label on the show for the cards', async () => {
    const outcome = await save([
      { ...base, name: 'Pareja', promotion: TWO_FOR_ONE },
      { ...base, name: 'Mesa', promotion: TABLE },
      { ...base, name: 'General' },
    ]);
    if (!outcome.ok) throw new Error(outcome.message);
    const stored = await fixtures.db.collection(`events/${outcome.result.eventId}/ticket_types`).orderBy('sort').get();
    expect(stored.docs.map((doc) => doc.get('promotion'))).toEqual([TWO_FOR_ONE, TABLE, null]);
    const show = await fixtures.db.doc(`events/${outcome.result.eventId}`).get();
    expect(show.get('promotion_labels')).toEqual(['2x1', 'Mesa x4 $\u00a0200.000']);
  });
});
