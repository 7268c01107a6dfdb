import { describe, expect, it } from 'vitest';
import {
  ADMITTED_STATUSES,
  chargeOf,
  isProviderPaymentMethod,
  isRefundedTicket,
  NO_CHARGE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PROVIDER_PAYMENT_METHODS,
  SEAT_HOLDING_STATUSES,
  SETTLED_STATUSES,
  TICKET_STATUSES,
} from '@carcajada/domain';

/** The ticket model (packages/domain/src/ticket/): each status group and payment method named once. */
describe('ticket statuses and their groups', () => {
  it('every group is made of ticket statuses; a cancelled ticket holds nothing', () => {
    for (const group of [SEAT_HOLDING_STATUSES, ADMITTED_STATUSES, SETTLED_STATUSES])
      for (const status of group) expect(TICKET_STATUSES).toContain(status);
    expect(SEAT_HOLDING_STATUSES).not.toContain('cancelled');
    // an admitted ticket is settled, and a settled one holds its seats
    for (const status of ADMITTED_STATUSES) expect(SETTLED_STATUSES).toContain(status);
    for (const status of SETTLED_STATUSES) expect(SEAT_HOLDING_STATUSES).toContain(status);
  });
});

describe('payment methods', () => {
  it('says who charged each one; Efecty is refunded through Mercado Pago like the checkout', () => {
    expect(Object.fromEntries(PAYMENT_METHODS.map((method) => [method, chargeOf(method)]))).toEqual({
      mercadopago: 'provider',
      efecty: 'provider',
      free: 'none',
      courtesy: 'none',
      box_office: 'door',
    });
    expect(PROVIDER_PAYMENT_METHODS).toEqual(['mercadopago', 'efecty']);
    expect(NO_CHARGE_PAYMENT_METHODS).toEqual(['free', 'courtesy']);
    expect(isProviderPaymentMethod('box_office')).toBe(false);
    expect(chargeOf('paypal')).toBeNull();
    expect(chargeOf(undefined)).toBeNull();
  });

  it('an Efecty-paid ticket of a cancelled date reads as refunded once its refund is asked', () => {
    const ticket = { ticketStatus: 'cancelled' as const, cancelReason: 'event_cancelled' as const };
    expect(isRefundedTicket({ ...ticket, paymentMethod: 'efecty', refundRequestedAt: new Date() })).toBe(true);
    // an unpaid hold of the date ends unmarked: never charged, "Cancelado"
    expect(isRefundedTicket({ ...ticket, paymentMethod: 'efecty', refundRequestedAt: null })).toBe(false);
    expect(isRefundedTicket({ ...ticket, paymentMethod: 'courtesy', refundRequestedAt: new Date() })).toBe(false);
  });
});
