import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { parseTicket } from '../../functions/src/documents/ticket.js';

/** tickets/{id} is parsed once (functions/src/documents/ticket.ts): every flow reads the same shape. */
describe('parseTicket', () => {
  it('reads a ticket as the functions write it', () => {
    const stored = {
      ...ticketDocument({ userId: 'u1', eventId: 'e1', buyerEmail: 'a@b.co', amount: 90_000, quantity: 2 }),
    };
    expect(parseTicket(stored)).toMatchObject({
      userId: 'u1',
      eventId: 'e1',
      amount: 90_000,
      quantity: 2,
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'mercadopago',
      paymentId: null,
      seatBlocks: null,
      seatsReleased: false,
    });
  });

  it('reads a missing or mistyped field as its empty value, never throws', () => {
    expect(parseTicket(undefined)).toMatchObject({ userId: '', quantity: 0, ticketStatus: '', promoCode: null });
    expect(
      parseTicket({ quantity: 'tres', ticketStatus: 'vendido', seatsReleased: 'yes', holdExpiresAt: '2026-01-01' }),
    ).toMatchObject({ quantity: 0, ticketStatus: '', seatsReleased: false, holdExpiresAt: null });
  });

  it('keeps only positive seat counts of a take, and the fields no flow names', () => {
    const hold = Timestamp.fromMillis(1_000);
    const parsed = parseTicket({ seatBlocks: { 0: 2, 1: 0, 2: 'x' }, holdExpiresAt: hold, mpFee: 1_234 });
    expect(parsed.seatBlocks).toEqual({ 0: 2 });
    expect(parsed.holdExpiresAt).toBe(hold);
    expect(parsed).toMatchObject({ mpFee: 1_234 });
  });

  it("reads a seated date's seats, dropping malformed entries; none for general admission", () => {
    const seat = {
      seatId: 'p-F-12',
      zone: 'Platea',
      row: 'F',
      number: '12',
      category: 'Platea',
      label: 'Platea · Fila F · Silla 12',
    };
    expect(parseTicket({ seats: [seat, { seatId: '', label: 'x' }, 'p-F-13'] }).seats).toEqual([seat]);
    expect(parseTicket({}).seats).toEqual([]);
    expect(parseTicket({ seats: 'p-F-12' }).seats).toEqual([]);
  });
});

/** The one writer of new tickets (stored/ticket.ts): the fields a sale and the door add, named as stored. */
describe('ticketDocument', () => {
  const base = { userId: 'u1', eventId: 'e1', buyerEmail: 'a@b.co', amount: 90_000, quantity: 2 };
  const price = {
    unitPrice: 40_000,
    subtotal: 80_000,
    tax: 0,
    serviceFee: 10_000,
    total: 90_000,
    taxesPercent: 0,
    feePerTicket: 5_000,
  };
  const order = { unitPrice: 45_000, discountPerTicket: 5_000, quantity: 2, promotion: null, promotionDiscount: 0 };

  it('keeps what a sale bought, at what price and with which code', () => {
    const sale = { type: { id: 'vip', name: 'VIP' }, order, promoCode: 'RISA', price, parafiscal: 0 };
    expect(ticketDocument({ ...base, sale })).toMatchObject({
      ticketTypeId: 'vip',
      ticketTypeName: 'VIP',
      unitPrice: 45_000,
      discountPerTicket: 5_000,
      discountTotal: 10_000,
      promoCode: 'RISA',
      promotion: null,
      promotionDiscount: 0,
      promotionTickets: 0,
      price,
      parafiscal: 0,
    });
    expect(ticketDocument(base)).not.toHaveProperty('ticketTypeId');
  });

  it('marks a door sale with its seller and till, admitted at once when asked', () => {
    const admittedAt = new Date(5_000);
    const door = { boxOfficeMethod: 'cash' as const, cardReference: null, soldBy: 's1', saleId: 'sale-12345678' };
    const ticket = ticketDocument({ ...base, door, admittedAt, qrCode: 'CJ1.x.y' });
    expect(ticket).toMatchObject({ ...door, boxOfficeShiftId: null, admittedCount: 2, firstAdmittedAt: admittedAt });
    expect(ticket.qrCode).toBe('CJ1.x.y');
    expect(ticketDocument(base)).toMatchObject({ admittedCount: 0, qrCode: null });
    expect(ticketDocument(base)).not.toHaveProperty('firstAdmittedAt');
  });
});
