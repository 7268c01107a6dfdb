/** The attendee list's status word for a ticket whose date was cancelled (cancelEvent). */
import { describe, expect, it } from 'vitest';
import { isRefundedTicket, REFUNDED_TICKET_LABEL } from '@carcajada/domain';
import { attendeeStatusLabel, type Attendee } from '../../web/src/features/admin/utils/attendee-status';

type Row = Parameters<typeof attendeeStatusLabel>[0];

function cancelledWithDate(overrides: Partial<Attendee> = {}): Row {
  return {
    ticketStatus: 'cancelled',
    paymentStatus: 'rejected',
    paymentMethod: 'mercadopago',
    cancelReason: 'event_cancelled',
    // cancelEvent asks the refund of every paid Mercado Pago ticket of the date
    refundRequestedAt: new Date('2026-11-27T09:00:00Z'),
    ...overrides,
  };
}

describe('attendee status of a cancelled date', () => {
  it('reads "Reembolsado" for a ticket paid through Mercado Pago and refunded with its date', () => {
    expect(REFUNDED_TICKET_LABEL).toBe('Reembolsado');
    expect(isRefundedTicket(cancelledWithDate())).toBe(true);
    expect(attendeeStatusLabel(cancelledWithDate())).toBe('Reembolsado');
  });

  it('keeps "Cancelado" for what was never charged: an unpaid hold, a free reservation, a courtesy', () => {
    expect(attendeeStatusLabel(cancelledWithDate({ paymentStatus: 'pending', refundRequestedAt: null }))).toBe(
      'Cancelado',
    );
    expect(attendeeStatusLabel(cancelledWithDate({ paymentMethod: 'free', refundRequestedAt: null }))).toBe(
      'Cancelado',
    );
    expect(attendeeStatusLabel(cancelledWithDate({ paymentMethod: 'courtesy', refundRequestedAt: null }))).toBe(
      'Cancelado',
    );
  });

  it('still reads "Reembolsado" for a refund from the list and "Reembolso en curso" while it is asked', () => {
    expect(attendeeStatusLabel(cancelledWithDate({ cancelReason: 'refunded' }))).toBe('Reembolsado');
    expect(attendeeStatusLabel(cancelledWithDate({ ticketStatus: 'paid', paymentStatus: 'approved' }))).toBe(
      'Reembolso en curso',
    );
  });
});
