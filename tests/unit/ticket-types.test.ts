import {
  computeOrder,
  lowestPriceOnSale,
  normalizePromoCode,
  PROMO_CODE_MESSAGES,
  showPriceLabel,
  promoDiscountPerTicket,
  saleWindowState,
  TICKET_TYPE_MESSAGES,
  ticketTypeFromData,
  validatePromoCode,
  validateTicketTypes,
} from '@carcajada/domain';
import { describe, expect, it } from 'vitest';
import { preferenceItems } from '../../functions/src/payments/purchase/preference.js';

const CONFIG = { fees: 5000, taxes: 19 };

describe('pricing with a promo code', () => {
  it('percent: d = round(price × value / 100); fixed: min(value, price)', () => {
    expect(promoDiscountPerTicket(45_000, { kind: 'percent', value: 15 })).toBe(6750);
    expect(promoDiscountPerTicket(33_333, { kind: 'percent', value: 50 })).toBe(16_667);
    expect(promoDiscountPerTicket(45_000, { kind: 'fixed', value: 10_000 })).toBe(10_000);
    expect(promoDiscountPerTicket(8_000, { kind: 'fixed', value: 10_000 })).toBe(8_000);
    expect(promoDiscountPerTicket(0, { kind: 'percent', value: 100 })).toBe(0);
  });

  it('subtotal on the discounted price, tax on it, fee only while the price stays above 0', () => {
    expect(computeOrder(45_000, 2, CONFIG, 9000)).toMatchObject({
      unitPrice: 45_000,
      discountPerTicket: 9000,
      subtotal: 72_000,
      tax: 13_680,
      serviceFee: 10_000,
      total: 95_680,
      isFree: false,
    });
    expect(computeOrder(45_000, 3, CONFIG, 45_000)).toMatchObject({
      subtotal: 0,
      tax: 0,
      serviceFee: 0,
      total: 0,
      isFree: true,
    });
  });

  it("the preference's items add up to the discounted total", () => {
    const order = computeOrder(80_000, 3, CONFIG, 12_000);
    const items = preferenceItems({ event: { id: 'e', name: 'Show' } as never, order, taxesPercent: 19 });
    expect(items[0]).toMatchObject({ quantity: 3, unit_price: 68_000 });
    expect(items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0)).toBe(order.total);
  });

  it('cards read "Desde $ …" only when prices differ', () => {
    expect(showPriceLabel({ ticket_price: 45_000, price_from: true }).replace(/\s/g, ' ')).toBe('Desde $ 45.000');
    expect(showPriceLabel({ ticket_price: 45_000 }).replace(/\s/g, ' ')).toBe('$ 45.000');
    expect(showPriceLabel({ ticket_price: 0 })).toBe('Entrada libre');
  });
});

describe('ticket types', () => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  const type = (overrides = {}) => ({
    ...ticketTypeFromData('t', { name: 'General', price: 45_000 })!,
    ...overrides,
  });

  it('reads a stored type with defaults; archived or nameless types are not sold', () => {
    expect(ticketTypeFromData('t', { name: ' VIP ', price: 90_000, quota: 20, seats_left: 25 })).toMatchObject({
      name: 'VIP',
      quota: 20,
      seatsLeft: 20,
      maxPerOrder: 10,
      hidden: false,
    });
    expect(ticketTypeFromData('t', { name: 'VIP', price: 1, archived: true })).toBeNull();
    expect(ticketTypeFromData('t', { price: 1 })).toBeNull();
  });

  it('a sale window: not started, open, ended; the lowest price on sale ignores hidden and ended types', () => {
    expect(saleWindowState(type({ saleStartsAt: now + 1 }), now)).toBe('notStarted');
    expect(saleWindowState(type({ saleEndsAt: now }), now)).toBe('ended');
    expect(saleWindowState(type({ saleStartsAt: now, saleEndsAt: now + 1 }), now)).toBe('open');
    expect(
      lowestPriceOnSale(
        [
          type({ price: 30_000, saleEndsAt: now - 1 }),
          type({ price: 20_000, hidden: true }),
          type({ price: 45_000 }),
          type({ price: 80_000 }),
        ],
        now,
      ),
    ).toBe(45_000);
  });

  it('validates the editor list the same way on both sides', () => {
    const valid = validateTicketTypes(
      [
        { name: 'General', price: 45_000 },
        { name: 'Preferencial', price: 80_000, quota: 40, maxPerOrder: 4, saleEndsAt: '2026-12-20T20:00:00-05:00' },
      ],
      100,
    );
    expect(valid).toMatchObject({
      ok: true,
      value: [
        { maxPerOrder: 10, quota: null },
        { quota: 40, maxPerOrder: 4 },
      ],
    });
    const invalid = validateTicketTypes(
      [
        { name: '', price: -1 },
        { name: 'VIP', price: 1, quota: 200, maxPerOrder: 11 },
        { name: 'vip', price: 1, saleStartsAt: '2026-12-02T00:00:00Z', saleEndsAt: '2026-12-01T00:00:00Z' },
      ],
      100,
    );
    expect(invalid).toEqual({
      ok: false,
      fieldErrors: {
        '0.name': TICKET_TYPE_MESSAGES.nameRequired,
        '0.price': TICKET_TYPE_MESSAGES.priceInvalid,
        '1.quota': TICKET_TYPE_MESSAGES.quotaAboveCapacity,
        '1.maxPerOrder': TICKET_TYPE_MESSAGES.maxPerOrderInvalid,
        '2.name': TICKET_TYPE_MESSAGES.nameRepeated,
        '2.saleEndsAt': TICKET_TYPE_MESSAGES.windowInvalid,
      },
    });
    expect(validateTicketTypes([{ name: 'Solo', price: 1, hidden: true }], null)).toMatchObject({
      ok: false,
      fieldErrors: { list: TICKET_TYPE_MESSAGES.noneVisible },
    });
  });
});

describe('promo codes', () => {
  it('are entered case-insensitively, A–Z and 0–9, 6–20 characters', () => {
    expect(normalizePromoCode(' risas2026 ')).toBe('RISAS2026');
    expect(normalizePromoCode('risas6')).toBe('RISAS6');
    expect(normalizePromoCode('risas')).toBeNull();
    expect(normalizePromoCode('ris')).toBeNull();
    expect(normalizePromoCode('risas-2026')).toBeNull();
  });

  it('validates a new code', () => {
    expect(validatePromoCode({ code: 'mitad50', eventId: 'e', kind: 'percent', value: 50 })).toMatchObject({
      ok: true,
      value: { code: 'MITAD50', maxUses: null, validUntil: null, ticketTypeIds: null, active: true },
    });
    expect(validatePromoCode({ code: 'gratis', eventId: 'e', kind: 'percent', value: 100, maxUses: 20 })).toMatchObject(
      { ok: true, value: { code: 'GRATIS', maxUses: 20 } },
    );
    expect(validatePromoCode({ code: 'x', kind: 'percent', value: 101, maxUses: 0 })).toMatchObject({
      ok: false,
      fieldErrors: { code: expect.any(String), value: expect.any(String), maxUses: expect.any(String) },
    });
  });

  it('a 100 % code (a courtesy) needs max_uses (docs/ticket-types-and-promos.md)', () => {
    expect(validatePromoCode({ code: 'gratis', eventId: 'e', kind: 'percent', value: 100 })).toEqual({
      ok: false,
      fieldErrors: { maxUses: PROMO_CODE_MESSAGES.maxUsesRequired },
    });
  });
});
