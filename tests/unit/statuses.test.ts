import { describe, expect, it } from 'vitest';
import {
  parseQrCode,
  qrButtonState,
  qrCodeText,
  ticketReference,
  TICKET_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@carcajada/domain';

describe('status labels and QR button (spec section 4)', () => {
  it('labels every ticket and payment status in Spanish', () => {
    expect(TICKET_STATUS_LABELS).toEqual({
      paid: 'Pagado',
      reserved: 'Reservado',
      cancelled: 'Cancelado',
      used: 'Usado',
      redeemed: 'Validado',
    });
    expect(PAYMENT_STATUS_LABELS).toEqual({ approved: 'Aprobado', pending: 'Pendiente', rejected: 'Rechazado' });
  });

  it('enables the QR button only for a paid ticket with a code', () => {
    expect(qrButtonState({ ticketStatus: 'paid', qrCode: 'CJ1.x.y' }).enabled).toBe(true);
    expect(qrButtonState({ ticketStatus: 'paid', qrCode: null })).toEqual({
      enabled: false,
      label: 'QR no disponible',
    });
    expect(qrButtonState({ ticketStatus: 'redeemed', qrCode: 'CJ1.x.y' })).toEqual({
      enabled: false,
      label: 'QR validado',
    });
    expect(qrButtonState({ ticketStatus: 'cancelled', qrCode: null })).toEqual({
      enabled: false,
      label: 'No disponible',
    });
    expect(qrButtonState({ ticketStatus: 'reserved', qrCode: null })).toEqual({
      enabled: false,
      label: 'No disponible',
    });
  });

  it('shows a per-ticket reference: the first 8 characters of the id, upper case', () => {
    expect(ticketReference('ab12cd34ef56')).toBe('AB12CD34');
  });
});

describe('QR text format (contract)', () => {
  it('round-trips CJ1.<ticketId>.<signature> and rejects anything else', () => {
    const signature = 'A'.repeat(86);
    expect(parseQrCode(qrCodeText('tkt123', signature))).toEqual({
      ticketId: 'tkt123',
      signedPayload: 'CJ1.tkt123',
      signature,
      qrVersion: 0,
    });
    expect(parseQrCode('CJ2.tkt123.' + signature)).toBeNull();
    expect(parseQrCode('CJ1.tkt/123.' + signature)).toBeNull();
    expect(parseQrCode('CJ1.tkt123')).toBeNull();
  });
});
