import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseQrCode } from '@carcajada/domain';
import { signTicketQr } from '../../functions/src/qr/sign.js';
import { signedTicketId, verifyTicketQr } from '../../functions/src/qr/verify.js';

function ed25519Pair() {
  const pair = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const keys = ed25519Pair();
const ticketId = 'AbCdEf0123456789WxYz';

describe('ticket QR codes', () => {
  it('have the CJ1.<ticketId>.<base64url signature> format and are deterministic', () => {
    const code = signTicketQr(ticketId, keys.privateKeyPem);
    expect(code).toMatch(/^CJ1\.AbCdEf0123456789WxYz\.[A-Za-z0-9_-]{86}$/);
    expect(parseQrCode(code)?.ticketId).toBe(ticketId);
    expect(signTicketQr(ticketId, keys.privateKeyPem)).toBe(code);
  });

  it('verify with the public key alone', () => {
    expect(signedTicketId(signTicketQr(ticketId, keys.privateKeyPem), keys.publicKeyPem)).toBe(ticketId);
  });

  it('are refused when signed by another key, tampered with, or re-targeted to another ticket', () => {
    const code = signTicketQr(ticketId, keys.privateKeyPem);
    const foreign = signTicketQr(ticketId, ed25519Pair().privateKeyPem);
    const signature = code.split('.')[2]!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(signedTicketId(foreign, keys.publicKeyPem)).toBeNull();
    expect(signedTicketId(`CJ1.${ticketId}.${flipped}`, keys.publicKeyPem)).toBeNull();
    expect(signedTicketId(`CJ1.OtroTicket1234567890.${signature}`, keys.publicKeyPem)).toBeNull();
    expect(signedTicketId('https://example.com/qr.png', keys.publicKeyPem)).toBeNull();
  });

  it('admit only while the ticket is paid', () => {
    const code = signTicketQr(ticketId, keys.privateKeyPem);
    expect(verifyTicketQr(code, keys.publicKeyPem, () => 'paid')).toEqual({ admitted: true, ticketId });
    for (const status of ['cancelled', 'redeemed', 'used', 'reserved'] as const) {
      expect(verifyTicketQr(code, keys.publicKeyPem, () => status)).toEqual({
        admitted: false,
        reason: 'ticket_not_paid',
        ticketId,
      });
    }
    expect(verifyTicketQr(code, keys.publicKeyPem, () => undefined)).toEqual({
      admitted: false,
      reason: 'ticket_not_found',
      ticketId,
    });
    expect(verifyTicketQr('CJ1.x.y', keys.publicKeyPem, () => 'paid')).toEqual({
      admitted: false,
      reason: 'invalid_code',
    });
  });

  it('refuse a non-Ed25519 signing key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => signTicketQr(ticketId, rsa)).toThrow('Ed25519');
  });
});
