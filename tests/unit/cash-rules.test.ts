import { describe, expect, it } from 'vitest';
import {
  cashDeadline,
  cashDeadlineSentence,
  closingPeriod,
  cashOffer,
  cashReminderDueAt,
  isCashHold,
  isProviderPaymentMethod,
  isPsePending,
} from '@carcajada/domain';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T15:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('cashOffer: when a checkout may offer Efecty', () => {
  it('offers cash for a date far away, with a 48-hour voucher', () => {
    expect(cashOffer({ now, showStartsAt: at(24 * 10), capacity: 100, cashHeldSeats: 0 })).toEqual({
      offered: true,
      deadline: at(48),
    });
  });

  it('never lets the voucher end later than 24 hours before the show', () => {
    expect(cashOffer({ now, showStartsAt: at(72), capacity: 100, cashHeldSeats: 0 })).toEqual({
      offered: true,
      deadline: at(48),
    });
    expect(cashDeadline(now, at(60))).toEqual(at(36));
  });

  it('refuses cash for a date less than 72 hours away', () => {
    expect(cashOffer({ now, showStartsAt: at(71.9), capacity: 100, cashHeldSeats: 0 })).toEqual({
      offered: false,
      reason: 'show_too_close',
    });
  });

  it('refuses cash once the cash holds reach 20 % of the capacity', () => {
    const far = at(24 * 10);
    expect(cashOffer({ now, showStartsAt: far, capacity: 100, cashHeldSeats: 19 }).offered).toBe(true);
    expect(cashOffer({ now, showStartsAt: far, capacity: 100, cashHeldSeats: 20 })).toEqual({
      offered: false,
      reason: 'cash_share_full',
    });
    expect(cashOffer({ now, showStartsAt: far, capacity: 12, cashHeldSeats: 3 }).offered).toBe(false);
  });

  it('has no share rule on a date without a seat limit', () => {
    expect(cashOffer({ now, showStartsAt: at(24 * 10), cashHeldSeats: 500 }).offered).toBe(true);
  });
});

describe('cash and PSE ticket states', () => {
  it('reminds 12 hours before the deadline', () => {
    expect(cashReminderDueAt(at(48))).toEqual(at(36));
  });

  it('tells a cash hold and a pending PSE transfer apart', () => {
    expect(isCashHold({ ticketStatus: 'reserved', paymentMethod: 'efecty' })).toBe(true);
    expect(isCashHold({ ticketStatus: 'paid', paymentMethod: 'efecty' })).toBe(false);
    expect(
      isPsePending({
        ticketStatus: 'reserved',
        paymentMethod: 'mercadopago',
        providerStatus: 'pending',
        providerPaymentType: 'bank_transfer',
      }),
    ).toBe(true);
    expect(isPsePending({ ticketStatus: 'reserved', paymentMethod: 'mercadopago', providerStatus: null })).toBe(false);
  });

  it('counts Efecty as paid through Mercado Pago (webhook, refunds)', () => {
    expect(isProviderPaymentMethod('efecty')).toBe(true);
    expect(isProviderPaymentMethod('mercadopago')).toBe(true);
    expect(isProviderPaymentMethod('courtesy')).toBe(false);
  });
});

describe('the deadline sentence: "Paga antes de … a. m." ends with one period', () => {
  const sentence = (deadline: Date) => {
    const { lead, deadline: when, end } = cashDeadlineSentence(deadline);
    return `${lead} ${when}${end}`;
  };

  it("closes a morning or evening deadline with the time's own period", () => {
    // 16:31 UTC is 11:31 in Bogotá
    expect(sentence(new Date('2026-12-04T16:31:00Z'))).toBe('Paga antes de 4 de diciembre a las 11:31 a. m.');
    expect(sentence(new Date('2026-12-05T01:00:00Z'))).toBe('Paga antes de 4 de diciembre a las 8:00 p. m.');
    expect(cashDeadlineSentence(new Date('2026-12-04T16:31:00Z')).end).toBe('');
  });

  it('adds a period only to a text that has none', () => {
    expect(closingPeriod('a las 20:00')).toBe('.');
    expect(closingPeriod('a las 8:00 p. m.')).toBe('');
  });
});
