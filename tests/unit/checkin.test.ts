import { generateKeyPairSync } from 'node:crypto';
import { paidAdmission } from '../support/fixtures/admission.js';
import { describe, expect, it } from 'vitest';
import { admissionVerdict, checkInHeadline, peopleText, type AdmissionTicket } from '@carcajada/domain';
import { signTicketQr } from '../../functions/src/qr/sign.js';
import { qrPublicKey, verifiedTicketId } from '../../web/src/features/checkin/utils/verify-qr.js';

const paid = paidAdmission({ quantity: 3 });

describe('admissionVerdict (server and scanner alike)', () => {
  it.each([
    [{}, { outcome: 'admissible', remaining: 3 }],
    [{ admittedCount: 2 }, { outcome: 'admissible', remaining: 1 }],
    [{ admittedCount: undefined }, { outcome: 'admissible', remaining: 3 }],
    [{ admittedCount: 3 }, { outcome: 'already_admitted' }],
    [{ ticketStatus: 'redeemed' }, { outcome: 'already_admitted' }],
    [{ eventId: 'other' }, { outcome: 'wrong_event' }],
    [
      { ticketStatus: 'cancelled', cancelReason: 'user_cancelled' },
      { outcome: 'not_admissible', reason: 'cancelled' },
    ],
    [
      { ticketStatus: 'cancelled', cancelReason: 'refunded' },
      { outcome: 'not_admissible', reason: 'refunded' },
    ],
    [
      { ticketStatus: 'reserved', paymentStatus: 'pending' },
      { outcome: 'not_admissible', reason: 'unpaid' },
    ],
    [
      { ticketStatus: 'reserved', paymentMethod: 'free' },
      { outcome: 'admissible', remaining: 3 },
    ],
    // a 100 % code's courtesy enters like a free reservation (docs/ticket-types-and-promos.md)
    [
      { ticketStatus: 'reserved', paymentMethod: 'courtesy' },
      { outcome: 'admissible', remaining: 3 },
    ],
    [
      { ticketStatus: 'reserved', paymentMethod: 'courtesy', paymentStatus: 'pending' },
      { outcome: 'not_admissible', reason: 'unpaid' },
    ],
    // a refund asked for: Mercado Pago's notification may land after the group is at the door
    [{ refundRequested: true }, { outcome: 'not_admissible', reason: 'refund_pending' }],
    [
      { refundRequested: true, admittedCount: 1 },
      { outcome: 'not_admissible', reason: 'refund_pending' },
    ],
  ] as const)('%o → %o', (change, verdict) => {
    expect(admissionVerdict({ ...paid, ...change } as AdmissionTicket, 'show')).toEqual(verdict);
  });
});

describe('door texts', () => {
  it('are Spanish and name the time in Bogotá', () => {
    expect(checkInHeadline({ outcome: 'admitted' })).toBe('Adelante');
    expect(checkInHeadline({ outcome: 'already_admitted', firstAdmittedAt: '2026-03-01T01:41:00.000Z' })).toBe(
      'Ya ingresó a las 20:41',
    );
    expect(checkInHeadline({ outcome: 'wrong_event' })).toBe('Este ticket es de otro show');
    expect(checkInHeadline({ outcome: 'invalid_code' })).toBe('Código inválido');
    expect(checkInHeadline({ outcome: 'not_admissible', reason: 'cancelled' })).toBe('Ticket cancelado');
    expect(checkInHeadline({ outcome: 'not_admissible', reason: 'refund_pending' })).toBe(
      'Reembolso en curso: no puede ingresar',
    );
    expect(peopleText(2, 3)).toBe('2 de 3 personas');
    expect(peopleText(1, 1)).toBe('1 de 1 persona');
  });
});

describe('the scanner verifies codes with WebCrypto', () => {
  const pair = generateKeyPairSync('ed25519');
  const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const otherKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('accepts our signature and refuses forged, foreign and malformed codes', async () => {
    const key = await qrPublicKey(publicKeyPem);
    expect(key).not.toBeNull();
    const code = signTicketQr('AbCdEf0123456789WxYz', privateKeyPem);
    await expect(verifiedTicketId(code, key!)).resolves.toBe('AbCdEf0123456789WxYz');
    const [, , signature] = code.split('.');
    await expect(verifiedTicketId(`CJ1.AbCdEf0123456789WxYZ.${signature}`, key!)).resolves.toBeNull();
    await expect(verifiedTicketId(signTicketQr('AbCdEf0123456789WxYz', otherKey), key!)).resolves.toBeNull();
    await expect(verifiedTicketId('https://example.com', key!)).resolves.toBeNull();
  });
});
