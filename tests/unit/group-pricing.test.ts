import { describe, expect, it } from 'vitest';
import {
  computeOrder,
  doorOrder,
  paidUnitPrice,
  parafiscalContribution,
  promotionExplanation,
  promotionFromData,
  promotionLabel,
  promotionLabelsOf,
  PROMOTION_MESSAGES,
  promotionQuantityRefusal,
  readRefusal,
  refusalMessage,
  settlementFigures,
  settlementTotals,
  taxConfigFrom,
  ticketPromotionFields,
  ticketTypeFromData,
  validateTicketTypes,
  type TicketPromotion,
} from '@carcajada/domain';
import { preferenceItems } from '../../functions/src/payments/purchase/preference.js';
import { splitMoney } from '../../functions/src/transfers/split-ticket.js';

/** Group pricing ("parche", contract "Sold out is a beginning"): 2x1, 4x3 and tables. */
const CONFIG = { fees: 5000, taxes: 19 };
const TWO_FOR_ONE: TicketPromotion = { kind: 'buy_x_pay_y', x: 2, y: 1 };
const FOUR_FOR_THREE: TicketPromotion = { kind: 'buy_x_pay_y', x: 4, y: 3 };
const TABLE_OF_FOUR: TicketPromotion = { kind: 'table', size: 4, price: 200_000 };
const TAX = taxConfigFrom({ uvt: { '2026': 52_374 }, parafiscal_percent: 10, parafiscal_min_uvt: 3 });

describe('computeOrder with a promotion', () => {
  it('2x1: of each full pair one is paid; the fee only on paid tickets; tax on the promoted subtotal', () => {
    expect(computeOrder(50_000, 2, CONFIG, 0, TWO_FOR_ONE)).toMatchObject({
      subtotal: 50_000,
      tax: 9500,
      serviceFee: 5000,
      total: 64_500,
      paidTickets: 1,
      promotionDiscount: 50_000,
      isFree: false,
    });
  });

  it('the rest of the order beyond full groups pays in full (2x1 of 3, 4x3 of 6)', () => {
    expect(computeOrder(50_000, 3, CONFIG, 0, TWO_FOR_ONE)).toMatchObject({
      subtotal: 100_000,
      serviceFee: 10_000,
      paidTickets: 2,
      promotionDiscount: 50_000,
    });
    expect(computeOrder(40_000, 6, CONFIG, 0, FOUR_FOR_THREE)).toMatchObject({
      subtotal: 200_000,
      tax: 38_000,
      serviceFee: 25_000,
      total: 263_000,
      paidTickets: 5,
      promotionDiscount: 40_000,
    });
    // fewer than a group: no promotion at all
    expect(computeOrder(40_000, 3, CONFIG, 0, FOUR_FOR_THREE)).toMatchObject({
      subtotal: 120_000,
      promotionDiscount: 0,
      paidTickets: 3,
    });
  });

  it('a table: each group of its size costs its price, every ticket of it pays the fee', () => {
    expect(computeOrder(60_000, 8, CONFIG, 0, TABLE_OF_FOUR)).toMatchObject({
      subtotal: 400_000,
      tax: 76_000,
      serviceFee: 40_000,
      total: 516_000,
      paidTickets: 8,
      promotionDiscount: 80_000,
    });
    // a free table is a free reservation: no fee, no tax
    expect(computeOrder(60_000, 4, CONFIG, 0, { kind: 'table', size: 4, price: 0 })).toMatchObject({
      subtotal: 0,
      serviceFee: 0,
      total: 0,
      isFree: true,
      paidTickets: 0,
    });
  });

  it('a promotion and a code never combine: the discount is ignored under a promotion', () => {
    expect(computeOrder(50_000, 2, CONFIG, 10_000, TWO_FOR_ONE)).toMatchObject({
      discountPerTicket: 0,
      subtotal: 50_000,
    });
  });

  it('without a promotion nothing changes (paid tickets are the quantity, or 0 when free)', () => {
    expect(computeOrder(45_000, 2, CONFIG)).toMatchObject({ paidTickets: 2, promotion: null, promotionDiscount: 0 });
    expect(computeOrder(45_000, 2, CONFIG, 45_000)).toMatchObject({ paidTickets: 0, serviceFee: 0, isFree: true });
  });

  it('the door prices a promotion too, without service fee', () => {
    expect(doorOrder(50_000, 4, CONFIG, TWO_FOR_ONE)).toMatchObject({
      subtotal: 100_000,
      serviceFee: 0,
      total: 119_000,
    });
  });
});

describe('parafiscal on the unit price actually paid', () => {
  const parafiscal = (order: ReturnType<typeof computeOrder>) =>
    parafiscalContribution(
      { unitPrice: paidUnitPrice(order), quantity: order.paidTickets, showDate: '2026-12-04' },
      TAX,
    );

  it('a 2x1 of 160,000 tickets carries it on the paid ticket only', () => {
    const order = computeOrder(160_000, 2, CONFIG, 0, TWO_FOR_ONE);
    expect(paidUnitPrice(order)).toBe(160_000);
    expect(parafiscal(order)).toBe(16_000);
  });

  it('a table whose tickets cost less than the threshold each carries none, even at a high list price', () => {
    const table = computeOrder(200_000, 4, CONFIG, 0, { kind: 'table', size: 4, price: 600_000 });
    expect(paidUnitPrice(table)).toBe(150_000);
    expect(parafiscal(table)).toBe(0);
    const dearTable = computeOrder(200_000, 4, CONFIG, 0, { kind: 'table', size: 4, price: 680_000 });
    expect(parafiscal(dearTable)).toBe(17_000 * 4);
  });
});

describe('promotion labels, tables and stored form', () => {
  it('labels: "2x1", "4x3", "Mesa x4 $ 200.000", once per show, visible types only', () => {
    expect(promotionLabel(TWO_FOR_ONE)).toBe('2x1');
    expect(promotionLabel(FOUR_FOR_THREE)).toBe('4x3');
    expect(promotionLabel(TABLE_OF_FOUR)).toBe('Mesa x4 $\u00a0200.000');
    expect(promotionExplanation(TWO_FOR_ONE)).toContain('de cada 2 entradas pagas 1');
    expect(
      promotionLabelsOf([
        { hidden: false, promotion: TWO_FOR_ONE },
        { hidden: false, promotion: TWO_FOR_ONE },
        { hidden: true, promotion: TABLE_OF_FOUR },
        { hidden: false, promotion: null },
      ]),
    ).toEqual(['2x1']);
  });

  it('a table sells whole tables only (`tableSize`, with its Spanish message)', () => {
    expect(promotionQuantityRefusal(TABLE_OF_FOUR, 8)).toBeNull();
    expect(promotionQuantityRefusal(TWO_FOR_ONE, 3)).toBeNull();
    const refused = promotionQuantityRefusal(TABLE_OF_FOUR, 6)!;
    expect(refused).toEqual({ reason: 'tableSize', tableSize: 4 });
    expect(readRefusal(refused)).toEqual(refused);
    expect(refusalMessage(refused)).toBe('Este tipo de entrada se vende por mesas de 4: elige 4, 8… entradas.');
  });

  it('reads a stored promotion; a malformed one is none', () => {
    expect(ticketTypeFromData('t', { name: 'Mesa', price: 60_000, promotion: TABLE_OF_FOUR })?.promotion).toEqual(
      TABLE_OF_FOUR,
    );
    expect(promotionFromData({ kind: 'buy_x_pay_y', x: 2, y: 2 })).toBeNull();
    expect(promotionFromData('2x1')).toBeNull();
    expect(ticketTypeFromData('t', { name: 'General', price: 1 })?.promotion).toBeNull();
  });

  it('the ticket keeps the promotion, its discount and its seats', () => {
    expect(ticketPromotionFields(computeOrder(50_000, 3, CONFIG, 0, TWO_FOR_ONE))).toEqual({
      promotion: TWO_FOR_ONE,
      promotionDiscount: 50_000,
      promotionTickets: 3,
    });
    expect(ticketPromotionFields(computeOrder(50_000, 3, CONFIG))).toEqual({
      promotion: null,
      promotionDiscount: 0,
      promotionTickets: 0,
    });
  });

  it("the preference's items add up to the promoted total in one tickets line", () => {
    const order = computeOrder(50_000, 3, CONFIG, 0, TWO_FOR_ONE);
    const items = preferenceItems({ event: { id: 'e', name: 'Show' } as never, order, taxesPercent: 19 });
    expect(items[0]).toMatchObject({ quantity: 1, unit_price: 100_000 });
    expect(items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0)).toBe(order.total);
  });
});

describe('the editor validation of a promotion (same on the server)', () => {
  const base = { name: 'General', price: 50_000, quota: null, saleStartsAt: null, saleEndsAt: null, maxPerOrder: 10 };
  const errorsOf = (promotion: unknown, overrides = {}) => {
    const result = validateTicketTypes([{ ...base, ...overrides, promotion }], null);
    return result.ok ? {} : result.fieldErrors;
  };

  it('accepts 2x1, 4x3, a table and none', () => {
    for (const promotion of [TWO_FOR_ONE, FOUR_FOR_THREE, TABLE_OF_FOUR, null, undefined])
      expect(errorsOf(promotion)).toEqual({});
    const result = validateTicketTypes([{ ...base, promotion: TABLE_OF_FOUR }], null);
    expect(result.ok && result.value[0]!.promotion).toEqual(TABLE_OF_FOUR);
  });

  it('refuses y ≥ x, y < 1, x > 10 or x < 2, with a Spanish message per field', () => {
    expect(errorsOf({ kind: 'buy_x_pay_y', x: 2, y: 2 })).toEqual({ '0.promotionY': PROMOTION_MESSAGES.yInvalid });
    expect(errorsOf({ kind: 'buy_x_pay_y', x: 3, y: 0 })).toEqual({ '0.promotionY': PROMOTION_MESSAGES.yInvalid });
    expect(errorsOf({ kind: 'buy_x_pay_y', x: 11, y: 10 })).toEqual({ '0.promotionX': PROMOTION_MESSAGES.xInvalid });
    expect(errorsOf({ kind: 'buy_x_pay_y', x: 1, y: 0 })).toEqual({ '0.promotionX': PROMOTION_MESSAGES.xInvalid });
    expect(errorsOf({ kind: 'buy_x_pay_y', x: Number.NaN, y: 1 })).toEqual({
      '0.promotionX': PROMOTION_MESSAGES.xInvalid,
    });
  });

  it('refuses a table of fewer than 2 or more than 10, or a price that is not a whole COP ≥ 0', () => {
    expect(errorsOf({ kind: 'table', size: 1, price: 0 })).toEqual({ '0.tableSize': PROMOTION_MESSAGES.sizeInvalid });
    expect(errorsOf({ kind: 'table', size: 11, price: 0 })).toEqual({ '0.tableSize': PROMOTION_MESSAGES.sizeInvalid });
    expect(errorsOf({ kind: 'table', size: 4, price: -1 })).toEqual({
      '0.tablePrice': PROMOTION_MESSAGES.tablePriceInvalid,
    });
    expect(errorsOf({ kind: 'table', size: 4, price: 1000.5 })).toEqual({
      '0.tablePrice': PROMOTION_MESSAGES.tablePriceInvalid,
    });
  });

  it('refuses an unknown kind, and a group larger than the type lets one order buy', () => {
    expect(errorsOf({ kind: '3x2' })).toEqual({ '0.promotion': PROMOTION_MESSAGES.kindInvalid });
    expect(errorsOf(TABLE_OF_FOUR, { maxPerOrder: 3 })).toEqual({ '0.promotion': PROMOTION_MESSAGES.aboveMaxPerOrder });
  });
});

describe('a promoted ticket split by a partial transfer, and the settlement', () => {
  it('each part is priced from what was actually paid, never from the list price', () => {
    const order = computeOrder(50_000, 2, CONFIG, 0, TWO_FOR_ONE);
    const stored = {
      amount: order.total,
      ...ticketPromotionFields(order),
      price: {
        unitPrice: 50_000,
        subtotal: order.subtotal,
        tax: order.tax,
        serviceFee: order.serviceFee,
        total: order.total,
      },
    };
    const { kept, moved } = splitMoney(stored, 2, 1);
    expect(moved).toMatchObject({ amount: 32_250, promotionDiscount: 25_000, promotionTickets: 1 });
    expect(kept).toMatchObject({ amount: 32_250, promotionDiscount: 25_000, promotionTickets: 1 });
    expect((moved.price as { total: number }).total + (kept.price as { total: number }).total).toBe(order.total);
  });

  it('shows promotions apart and sums them', () => {
    const sales = {
      tickets: 5,
      courtesyTickets: 0,
      subtotal: 150_000,
      tax: 0,
      serviceFee: 0,
      mpFee: 0,
      refundedTickets: 0,
      refunds: 0,
      promotionTickets: 4,
      promotionDiscount: 100_000,
    };
    const figures = settlementFigures(sales, 10);
    expect(figures).toMatchObject({ promotionTickets: 4, promotionDiscount: 100_000, owed: 135_000 });
    expect(
      settlementFigures({ ...sales, promotionTickets: undefined, promotionDiscount: undefined }, 10),
    ).toMatchObject({
      promotionTickets: 0,
      promotionDiscount: 0,
    });
    expect(settlementTotals([figures, figures])).toMatchObject({ promotionTickets: 8, promotionDiscount: 200_000 });
  });
});
