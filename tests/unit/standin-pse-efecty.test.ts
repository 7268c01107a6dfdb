import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStandInServer,
  DEFAULT_ACCESS_TOKEN,
  PSE_TIMEOUT_MS,
  StandInControl,
  standInOptions,
  type Payment,
  type Preference,
} from '@carcajada/mp-standin';

/** The stand-in's clock, moved by the tests: PSE and Efecty change with time only when read. */
let now = new Date('2026-12-01T15:00:00.000Z');
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let server: http.Server;
let receiver: http.Server;
let base = '';
let control: StandInControl;
/** Webhook deliveries received, by payment id. */
const webhooks: string[] = [];

function listen(target: http.Server): Promise<number> {
  return new Promise((resolve) => target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port)));
}

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    webhooks.push(new URL(request.url ?? '/', 'http://x').searchParams.get('data.id') ?? '');
    request.resume();
    response.end('ok');
  });
  const receiverPort = await listen(receiver);
  server = createStandInServer({ ...standInOptions(0), clock: () => now });
  const port = await listen(server);
  base = `http://127.0.0.1:${port}`;
  // the options above named port 0: links must use the real one
  server.close();
  server = createStandInServer({ ...standInOptions(port), clock: () => now });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  control = new StandInControl(base);
  notificationUrl = `http://127.0.0.1:${receiverPort}/hook`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(() => {
  webhooks.length = 0;
});

let notificationUrl = '';

async function api(
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; json: Record<string, unknown> & Payment & Preference }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${DEFAULT_ACCESS_TOKEN}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as never };
}

async function preference(extra: Record<string, unknown> = {}): Promise<Preference> {
  const { status, json } = await api('POST', '/checkout/preferences', {
    items: [{ title: 'Entrada', quantity: 1, unit_price: 50_000, currency_id: 'COP' }],
    external_reference: `ticket-${Math.random()}`,
    notification_url: notificationUrl,
    back_urls: { success: 'http://localhost:5173/compra-finalizada' },
    date_of_expiration: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
    ...extra,
  });
  expect(status).toBe(201);
  return json as Preference;
}

async function payment(id: number): Promise<Payment> {
  const { status, json } = await api('GET', `/v1/payments/${id}`);
  expect(status).toBe(200);
  return json as Payment;
}

async function checkoutPage(pref: Preference): Promise<string> {
  return (await fetch(pref.init_point)).text();
}

describe('stand-in checkout page: the methods the preference allows', () => {
  it('offers cards, PSE and Efecty by default', async () => {
    const page = await checkoutPage(await preference());
    expect(page).toContain('Aprobar pago');
    expect(page).toContain('Pagar con PSE');
    expect(page).toContain('Pagar en efectivo con Efecty');
  });

  it('leaves Efecty out when payment_methods.excluded_payment_types holds ticket', async () => {
    const pref = await preference({ payment_methods: { excluded_payment_types: [{ id: 'ticket' }] } });
    const page = await checkoutPage(pref);
    expect(page).toContain('Pagar con PSE');
    expect(page).not.toContain('Efecty');
    await expect(control.payPreference(pref.id, 'pending', { method: 'efecty' })).rejects.toThrow(/409/);
    const form = new URLSearchParams({ pref_id: pref.id, status: 'pending', method: 'efecty' });
    const posted = await fetch(`${base}/checkout/v1/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(posted.status).toBe(400);
  });
});

describe('stand-in: a card is settled at once', () => {
  it('approved and rejected', async () => {
    const approved = await control.payPreference((await preference()).id, 'approved');
    expect(approved.payment).toMatchObject({ status: 'approved', payment_type_id: 'credit_card' });
    const rejected = await control.payPreference((await preference()).id, 'rejected');
    expect(rejected.payment.status).toBe('rejected');
  });
});

describe('stand-in: PSE', () => {
  it('starts pending_waiting_transfer, then the bank approves it and the seller is notified', async () => {
    const { payment: created } = await control.payPreference((await preference()).id, 'approved', { method: 'pse' });
    expect(created).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      payment_type_id: 'bank_transfer',
      payment_method_id: 'pse',
    });
    webhooks.length = 0;
    const settled = await control.settlePayment(created.id, 'approved');
    expect(settled.payment.status).toBe('approved');
    expect(webhooks).toEqual([String(created.id)]);
  });

  it('can be rejected by the bank', async () => {
    const { payment: created } = await control.payPreference((await preference()).id, 'pending', { method: 'pse' });
    expect((await control.settlePayment(created.id, 'rejected')).payment.status).toBe('rejected');
  });

  it('is rejected by itself 15 minutes after creation, seen on the next read, and notified', async () => {
    const { payment: created } = await control.payPreference((await preference()).id, 'pending', { method: 'pse' });
    advance(PSE_TIMEOUT_MS - 1_000);
    expect((await payment(created.id)).status).toBe('pending');
    advance(2_000);
    webhooks.length = 0;
    expect(await payment(created.id)).toMatchObject({ status: 'rejected' });
    await expect.poll(() => webhooks).toEqual([String(created.id)]);
    await expect(control.settlePayment(created.id, 'approved')).rejects.toThrow(/409/);
  });
});

describe('stand-in: Efecty', () => {
  it('gives a voucher valid until date_of_expiration and is approved when paid at the counter', async () => {
    const pref = await preference();
    const { payment: created } = await control.payPreference(pref.id, 'pending', { method: 'efecty' });
    expect(created).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      payment_type_id: 'ticket',
      payment_method_id: 'efecty',
      date_of_expiration: (pref as Preference & { date_of_expiration: string }).date_of_expiration,
    });
    const voucherUrl = created.transaction_details.external_resource_url!;
    expect(voucherUrl).toBe(`${base}/vouchers/${created.id}`);
    const voucher = await fetch(voucherUrl);
    expect(voucher.status).toBe(200);
    expect(await voucher.text()).toContain('Cupón de pago Efecty');
    advance(47 * 3_600_000);
    const paid = await control.settlePayment(created.id, 'approved');
    expect(paid.payment).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    expect(paid.deliveries).toHaveLength(1);
  });

  it('expires after date_of_expiration: cancelled/expired, and can no longer be paid', async () => {
    const { payment: created } = await control.payPreference((await preference()).id, 'pending', { method: 'efecty' });
    advance(48 * 3_600_000 + 1_000);
    webhooks.length = 0;
    const changed = await control.sweep();
    expect(changed.map((entry) => entry.id)).toContain(created.id);
    expect(webhooks).toContain(String(created.id));
    expect(await payment(created.id)).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    await expect(control.settlePayment(created.id, 'approved')).rejects.toThrow(/409/);
  });

  it('can be expired through the control API before its date', async () => {
    const { payment: created } = await control.payPreference((await preference()).id, 'pending', { method: 'efecty' });
    const expired = await control.settlePayment(created.id, 'expired');
    expect(expired.payment).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
  });

  it('PUT /v1/payments/{id} {status:cancelled} cancels a pending voucher, and only a pending one', async () => {
    const { payment: created } = await control.payPreference((await preference()).id, 'pending', { method: 'efecty' });
    webhooks.length = 0;
    const cancelled = await api('PUT', `/v1/payments/${created.id}`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });
    await expect.poll(() => webhooks).toEqual([String(created.id)]);
    expect((await api('PUT', `/v1/payments/${created.id}`, { status: 'cancelled' })).status).toBe(400);
    const { payment: card } = await control.payPreference((await preference()).id, 'approved');
    expect((await api('PUT', `/v1/payments/${card.id}`, { status: 'cancelled' })).status).toBe(400);
    expect((await api('PUT', `/v1/payments/${card.id}`, { status: 'approved' })).status).toBe(400);
  });
});
