import { describe, expect, it } from 'vitest';
import {
  computeOrder,
  DEFAULT_TAX_CONFIG,
  parafiscalContribution,
  parafiscalThreshold,
  promoDiscountPerTicket,
  settlementFigures,
  settlementTotals,
  standingParafiscal,
  taxConfigFrom,
  uvtForYear,
  type SettlementSales,
} from '@carcajada/domain';

/** The contribución parafiscal (10 % of tickets at 3 UVT or more; UVT 2026 = 52,374 COP). */
const CONFIG = taxConfigFrom({
  uvt: { '2025': 49_799, '2026': 52_374 },
  parafiscal_percent: 10,
  parafiscal_min_uvt: 3,
});
const SHOW_2026 = '2026-12-04';

function sale(unitPrice: number, quantity = 1, showDate = SHOW_2026) {
  return parafiscalContribution({ unitPrice, quantity, showDate }, CONFIG);
}

describe('parafiscalContribution', () => {
  it('takes 10 % of a 160,000 ticket and nothing of a 150,000 one (threshold 157,122 in 2026)', () => {
    expect(parafiscalThreshold(CONFIG, 2026)).toBe(157_122);
    expect(sale(160_000)).toBe(16_000);
    expect(sale(160_000, 3)).toBe(48_000);
    expect(sale(150_000, 4)).toBe(0);
    expect(sale(157_122)).toBe(15_712);
    expect(sale(157_121)).toBe(0);
  });

  it('judges the unit price after a discount: a code that takes it under the threshold leaves none', () => {
    const discount = promoDiscountPerTicket(170_000, { kind: 'fixed', value: 20_000 });
    const order = computeOrder(170_000, 2, { fees: 5000, taxes: 19 }, discount);
    expect(sale(order.unitPrice - order.discountPerTicket, order.quantity)).toBe(0);
    // without the code the same tickets carry it; a smaller code keeps them above
    expect(sale(170_000, 2)).toBe(34_000);
    expect(sale(170_000 - promoDiscountPerTicket(170_000, { kind: 'percent', value: 5 }), 2)).toBe(32_300);
  });

  it('gives free tickets and courtesies 0', () => {
    expect(sale(0, 2)).toBe(0);
    const courtesy = computeOrder(200_000, 1, { fees: 5000, taxes: 19 }, 200_000);
    expect(courtesy.isFree).toBe(true);
    expect(sale(courtesy.unitPrice - courtesy.discountPerTicket)).toBe(0);
  });

  it("uses the UVT of the show's year: a price under 3 UVT of 2026 may be over 3 UVT of 2025", () => {
    expect(sale(155_000, 1, '2025-12-20')).toBe(15_500); // 3 × 49,799 = 149,397
    expect(sale(155_000, 1, '2026-01-10')).toBe(0);
    // a year not entered yet takes the last one known
    expect(uvtForYear(CONFIG, 2027)).toBe(52_374);
    expect(uvtForYear(CONFIG, 2020)).toBe(49_799);
  });

  it('reads the stored config defensively, with the defaults when it is missing', () => {
    expect(taxConfigFrom(undefined)).toEqual({ ...DEFAULT_TAX_CONFIG, uvt: { ...DEFAULT_TAX_CONFIG.uvt } });
    expect(taxConfigFrom({ uvt: { '2026': 'x', abc: 1 }, parafiscal_percent: -1 })).toEqual({
      ...DEFAULT_TAX_CONFIG,
      uvt: { ...DEFAULT_TAX_CONFIG.uvt },
    });
  });
});

describe('a stored ticket', () => {
  it('contributes while it stands; refunded, expired or cancelled it carries none', () => {
    const paid = { parafiscal: 16_000, ticketStatus: 'paid', paymentStatus: 'approved' };
    expect(standingParafiscal(paid)).toBe(16_000);
    expect(standingParafiscal({ ...paid, ticketStatus: 'redeemed' })).toBe(16_000);
    expect(standingParafiscal({ ...paid, ticketStatus: 'cancelled', paymentStatus: 'rejected' })).toBe(0);
    expect(standingParafiscal({ ...paid, ticketStatus: 'reserved', paymentStatus: 'pending' })).toBe(0);
    expect(standingParafiscal({ ticketStatus: 'paid', paymentStatus: 'approved' })).toBe(0);
  });
});

describe('the settlement', () => {
  const sales = (overrides: Partial<SettlementSales>): SettlementSales => ({
    tickets: 0,
    courtesyTickets: 0,
    subtotal: 0,
    tax: 0,
    serviceFee: 0,
    mpFee: 0,
    refundedTickets: 0,
    refunds: 0,
    ...overrides,
  });

  it('deducts the contribution from what is owed, as a named line', () => {
    // 3 tickets at 160,000 (48,000 withheld), 2 at 150,000 (none), 1 courtesy; 10 % commission
    const subtotal = 3 * 160_000 + 2 * 150_000;
    const figures = settlementFigures(
      sales({ tickets: 6, courtesyTickets: 1, subtotal, parafiscal: sale(160_000, 3) + sale(150_000, 2) }),
      10,
    );
    expect(figures.entries).toEqual([
      { kind: 'online_sales', label: 'Subtotal entradas', amount: 780_000 },
      { kind: 'commission', label: 'Comisión Carcajada', amount: -78_000 },
      { kind: 'parafiscal', label: 'Contribución parafiscal', amount: -48_000 },
    ]);
    expect(figures).toMatchObject({ commission: 78_000, parafiscal: 48_000, owed: 654_000 });
  });

  it('leaves the box office’s money with the organizer and takes the commission on it too', () => {
    // 500,000 sold online, 200,000 at the door (150,000 cash, 50,000 card); 10 % commission
    const figures = settlementFigures(sales({ subtotal: 700_000, doorCash: 150_000, doorCard: 50_000 }), 10);
    expect(figures.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['online_sales', 500_000],
      ['commission', -70_000],
      ['parafiscal', -0],
    ]);
    expect(figures).toMatchObject({ doorCash: 150_000, doorCard: 50_000, commission: 70_000, owed: 430_000 });
    expect(settlementTotals([figures, figures])).toMatchObject({ doorCash: 300_000, doorCard: 100_000, owed: 860_000 });
  });

  it('adds the lines of several dates up by kind', () => {
    const first = settlementFigures(sales({ subtotal: 320_000, parafiscal: 32_000 }), 10);
    const second = settlementFigures(sales({ subtotal: 100_000 }), 12);
    const totals = settlementTotals([first, second]);
    expect(totals).toMatchObject({ parafiscal: 32_000, commission: 44_000, owed: 344_000 });
    expect(totals.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['online_sales', 420_000],
      ['commission', -44_000],
      ['parafiscal', -32_000],
    ]);
    expect(totals.owed).toBe(totals.entries.reduce((sum, entry) => sum + entry.amount, 0));
  });
});
