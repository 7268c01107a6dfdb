import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_ERROR_MESSAGES, STATEMENT_DESCRIPTOR } from '@carcajada/domain';
import { StandInControl } from '@carcajada/mp-standin';
import { callCreateTicketPreference, ticketPayload, type PaidPurchase } from '../support/services/callables.js';
import { holdSeconds, NOTIFICATION_URL, STANDIN_URL, WEB_BASE_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
let buyer: TestBuyer;
let paidEvent: { id: string; slug: string };

beforeAll(async () => {
  buyer = await fixtures.createBuyer();
  paidEvent = await fixtures.createEvent({ ticketPrice: 45_000 });
});
afterAll(() => fixtures.cleanUp());

async function expectRefusal(data: unknown, status: string, message: string, idToken: string | null = buyer.idToken) {
  const outcome = await callCreateTicketPreference(idToken, data);
  expect(outcome).toMatchObject({ ok: false, status, message });
}

describe('createTicketPreference: who may buy', () => {
  it('refuses an anonymous caller with the spec message', async () => {
    await expectRefusal(
      ticketPayload(buyer, paidEvent.id, 1, 1),
      'UNAUTHENTICATED',
      PURCHASE_ERROR_MESSAGES.unauthenticated,
      null,
    );
  });

  it('refuses a caller whose user document is inactive', async () => {
    const inactive = await fixtures.createBuyer({ active: false });
    const { total } = await fixtures.expectedOrder(45_000, 1);
    await expectRefusal(
      ticketPayload(inactive, paidEvent.id, 1, total),
      'PERMISSION_DENIED',
      PURCHASE_ERROR_MESSAGES.inactiveUser,
      inactive.idToken,
    );
    expect(await fixtures.ticketsOf(inactive.uid)).toHaveLength(0);
  });
});

describe('createTicketPreference: request validation', () => {
  it.each([
    ['0', 0],
    ['11', 11],
    ['1.5', 1.5],
    ["the string '2'", '2'],
  ])('refuses quantity %s as invalid-argument and creates nothing', async (_label, quantity) => {
    const payload = { ...ticketPayload(buyer, paidEvent.id, 1, 0), quantity };
    await expectRefusal(payload, 'INVALID_ARGUMENT', PURCHASE_ERROR_MESSAGES.invalidQuantity);
    expect(await fixtures.ticketsOf(buyer.uid)).toHaveLength(0);
  });

  it('refuses a payload without an event id', async () => {
    await expectRefusal({ quantity: 1, amount: 1 }, 'INVALID_ARGUMENT', PURCHASE_ERROR_MESSAGES.invalidRequest);
  });
});

describe('createTicketPreference: which events can be sold', () => {
  it('answers not-found for an unknown event', async () => {
    await expectRefusal(
      ticketPayload(buyer, 'no-existe-este-evento', 1, 1),
      'NOT_FOUND',
      PURCHASE_ERROR_MESSAGES.eventNotFound,
    );
  });

  it.each([
    ['an inactive event', { status: 'inactive' }, PURCHASE_ERROR_MESSAGES.eventUnavailable],
    ['an event that already started', { startsInMs: -60 * 60 * 1000 }, PURCHASE_ERROR_MESSAGES.eventStarted],
    ['an external event', { external: true }, PURCHASE_ERROR_MESSAGES.externalEvent],
  ])('refuses %s with failed-precondition', async (_label, options, message) => {
    const event = await fixtures.createEvent(options);
    const { total } = await fixtures.expectedOrder(45_000, 1);
    await expectRefusal(ticketPayload(buyer, event.id, 1, total), 'FAILED_PRECONDITION', message);
    expect(await fixtures.ticketsOf(buyer.uid)).toHaveLength(0);
  });

  it('refuses a tampered amount with the price-changed message and creates nothing', async () => {
    const { total } = await fixtures.expectedOrder(45_000, 2);
    await expectRefusal(
      ticketPayload(buyer, paidEvent.id, 2, total - 1000),
      'FAILED_PRECONDITION',
      PURCHASE_ERROR_MESSAGES.priceChanged,
    );
    expect(await fixtures.ticketsOf(buyer.uid)).toHaveLength(0);
  });
});

describe('createTicketPreference: paid order', () => {
  it('reserves a pending ticket from server data and opens a Checkout Pro preference for the exact total', async () => {
    const victim = await fixtures.createBuyer();
    const order = await fixtures.expectedOrder(45_000, 3);
    const payload = {
      ...ticketPayload(buyer, paidEvent.id, 3, order.total),
      userId: victim.uid,
      buyerEmail: victim.email,
    };
    const outcome = await callCreateTicketPreference<PaidPurchase>(buyer.idToken, payload);
    if (!outcome.ok) throw new Error(outcome.message);
    const { ticketId, preferenceId, initPoint } = outcome.result;
    expect(initPoint).toContain(preferenceId);

    const ticket = await fixtures.ticket(ticketId);
    expect(ticket).toMatchObject({
      userId: buyer.uid,
      buyerEmail: buyer.email,
      // the buyer's account's phone, not anything the payload says (the organizer's attendee list reads it here)
      buyerPhone: '3001234567',
      eventId: paidEvent.id,
      amount: order.total,
      currency: 'COP',
      quantity: 3,
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'mercadopago',
      preferenceId,
      qrCode: null,
      metadata: {
        userName: buyer.name,
        eventName: `Show de pruebas ${paidEvent.id}`,
        venue: 'Teatro de Pruebas',
        city: 'Medellín',
        eventTime: '20:00',
        seatNumber: 'General',
      },
    });
    expect(ticket.createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(await fixtures.ticketsOf(victim.uid)).toHaveLength(0);

    const preference = await standIn.preference(preferenceId);
    const backUrl = `${WEB_BASE_URL}/compra-finalizada?event=${paidEvent.slug}&value=${order.total}`;
    expect(preference).toMatchObject({
      external_reference: ticketId,
      notification_url: NOTIFICATION_URL,
      back_urls: { success: backUrl, failure: backUrl, pending: backUrl },
      auto_return: 'approved',
      expires: true,
      statement_descriptor: STATEMENT_DESCRIPTOR,
      payer: { email: buyer.email },
    });
    const windowMs = Date.parse(preference.expiration_date_to!) - Date.parse(preference.expiration_date_from!);
    expect(windowMs).toBe(holdSeconds() * 1000);
    expect(preference.items.map((item) => [item.quantity, item.unit_price])).toEqual([
      [3, 45_000],
      ...(order.tax > 0 ? [[1, order.tax]] : []),
      ...(order.serviceFee > 0 ? [[1, order.serviceFee]] : []),
    ]);
    expect(preference.items.every((item) => Number.isInteger(item.unit_price) && item.currency_id === 'COP')).toBe(
      true,
    );
    expect(preference.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0)).toBe(order.total);
  });

  it('answers unavailable when Mercado Pago is down and leaves the ticket cancelled/rejected', async () => {
    const unlucky = await fixtures.createBuyer();
    const scope = { payerEmail: unlucky.email };
    const { total } = await fixtures.expectedOrder(45_000, 1);
    await standIn.failApi({ scope });
    try {
      await expectRefusal(
        ticketPayload(unlucky, paidEvent.id, 1, total),
        'UNAVAILABLE',
        PURCHASE_ERROR_MESSAGES.paymentProviderUnavailable,
        unlucky.idToken,
      );
    } finally {
      await standIn.clearFaults(scope);
    }
    const tickets = await fixtures.ticketsOf(unlucky.uid);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      preferenceId: null,
      qrCode: null,
    });
  });
});

describe('createTicketPreference: free order', () => {
  it('reserves a free ticket without Mercado Pago', async () => {
    const freeBuyer = await fixtures.createBuyer();
    const freeEvent = await fixtures.createEvent({ ticketPrice: 0 });
    const outcome = await callCreateTicketPreference<{ ticketId: string; reserved: boolean }>(
      freeBuyer.idToken,
      ticketPayload(freeBuyer, freeEvent.id, 2, 0),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result).toEqual({ ticketId: expect.any(String), reserved: true });
    expect(await fixtures.ticket(outcome.result.ticketId)).toMatchObject({
      userId: freeBuyer.uid,
      amount: 0,
      quantity: 2,
      ticketStatus: 'reserved',
      paymentStatus: 'approved',
      paymentMethod: 'free',
      preferenceId: null,
      qrCode: null,
    });
  });
});
