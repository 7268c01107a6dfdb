import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { computeOrder } from '@carcajada/domain';
import {
  checkoutPreference,
  notificationUrl,
  preferenceItems,
  purchaseFinishedUrl,
} from '../../functions/src/payments/purchase/preference.js';
import type { SaleEvent } from '../../functions/src/payments/purchase/purchase-context.js';
import { parseEvent, type SaleableEvent } from '../../functions/src/documents/event.js';

/** A show as a sale reads it, through the domain's one reader of events/{id}. */
const event: SaleEvent = {
  id: 'evento123',
  ...(parseEvent({
    slug: 'gran-gala-del-humor',
    name: 'Gran gala del humor',
    description: 'Una noche de risas',
    date: '2026-12-01',
    time: '19:00',
    city: 'Bogotá',
    venue: { name: 'Teatro Nacional', address: 'Calle 71 # 10-25' },
    ticket_price: 45_000,
    status: 'active',
    event_type: 'internal',
    event_date: Timestamp.fromDate(new Date('2026-12-02T00:00:00Z')),
    pulep_code: 'ABC123',
  }) as SaleableEvent),
};

const sum = (items: ReturnType<typeof preferenceItems>) =>
  items.reduce((total, item) => total + item.quantity * item.unit_price, 0);

describe('Checkout Pro preference body', () => {
  it('has ticket, tax and fee lines in whole COP that add up to the total', () => {
    const order = computeOrder(33_333, 3, { fees: 5000, taxes: 19 });
    const items = preferenceItems({ event: { ...event, ticket_price: 33_333 }, order, taxesPercent: 19 });
    expect(items.map((item) => [item.id, item.quantity, item.unit_price])).toEqual([
      ['evento123', 3, 33_333],
      ['impuestos', 1, order.tax],
      ['cargo-servicio', 1, 15_000],
    ]);
    expect(sum(items)).toBe(order.total);
  });

  it('drops zero tax and fee lines', () => {
    const order = computeOrder(20_000, 1, { fees: 0, taxes: 0 });
    expect(preferenceItems({ event, order, taxesPercent: 0 })).toHaveLength(1);
  });

  it('keeps integer lines for a price with cents by charging the rounded subtotal once', () => {
    const order = computeOrder(10_000.5, 3, { fees: 0, taxes: 19 });
    const items = preferenceItems({ event, order, taxesPercent: 19 });
    expect(items.every((item) => Number.isInteger(item.unit_price))).toBe(true);
    expect(sum(items)).toBe(order.total);
  });

  it('sets the return, notification, expiry and descriptor fields of the contract', () => {
    const now = new Date('2026-11-22T15:00:00.000Z');
    const order = computeOrder(45_000, 2, { fees: 5000, taxes: 19 });
    const body = checkoutPreference({
      ticketId: 'ticket123',
      event,
      order,
      taxesPercent: 19,
      buyer: { active: true, name: 'Ana', email: 'ana@example.com', phone: '3001234567' },
      webBaseUrl: 'http://localhost:5173',
      webhookUrl: 'http://127.0.0.1:5001/demo-carcajada/us-central1/paymentWebhook',
      now,
      holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
      cash: { offered: false, reason: 'show_too_close' },
    });
    const backUrl = `http://localhost:5173/compra-finalizada?event=gran-gala-del-humor&value=${order.total}`;
    expect(body).toMatchObject({
      external_reference: 'ticket123',
      notification_url: 'http://127.0.0.1:5001/demo-carcajada/us-central1/paymentWebhook?source_news=webhooks',
      back_urls: { success: backUrl, failure: backUrl, pending: backUrl },
      auto_return: 'approved',
      expires: true,
      expiration_date_from: '2026-11-22T15:00:00.000Z',
      expiration_date_to: '2026-11-22T15:15:00.000Z',
      statement_descriptor: 'CARCAJADA',
      payer: { email: 'ana@example.com' },
    });
  });

  it('excludes cash when it is not offered, and sets the cash deadline when it is', () => {
    const now = new Date('2026-11-22T15:00:00.000Z');
    const input = {
      ticketId: 'ticket123',
      event,
      order: computeOrder(45_000, 1, { fees: 5000, taxes: 19 }),
      taxesPercent: 19,
      buyer: { active: true, name: 'Ana', email: 'ana@example.com', phone: '' },
      webBaseUrl: 'http://localhost:5173',
      webhookUrl: 'http://127.0.0.1:5001/demo-carcajada/us-central1/paymentWebhook',
      now,
      holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
    };
    const without = checkoutPreference({ ...input, cash: { offered: false, reason: 'cash_share_full' } });
    expect(without.payment_methods).toEqual({ excluded_payment_types: [{ id: 'ticket' }] });
    expect(without.date_of_expiration).toBeUndefined();
    const deadline = new Date('2026-11-24T15:00:00.000Z');
    const withCash = checkoutPreference({ ...input, cash: { offered: true, deadline } });
    expect(withCash.payment_methods).toBeUndefined();
    expect(withCash.date_of_expiration).toBe('2026-11-24T15:00:00.000Z');
    expect(withCash.expiration_date_to).toBe('2026-11-22T15:15:00.000Z');
  });

  it('encodes the slug and keeps existing query parameters', () => {
    expect(purchaseFinishedUrl('https://carcajada.co', 'risas & más', 100)).toBe(
      'https://carcajada.co/compra-finalizada?event=risas+%26+m%C3%A1s&value=100',
    );
    expect(notificationUrl('https://x.example/hook?a=1')).toBe('https://x.example/hook?a=1&source_news=webhooks');
  });
});
