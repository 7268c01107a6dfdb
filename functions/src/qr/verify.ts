import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { parseQrCode, type TicketStatus } from '@carcajada/domain';

const publicKeys = new Map<string, KeyObject>();

function publicKeyFrom(pem: string): KeyObject {
  let key = publicKeys.get(pem);
  if (!key) {
    key = createPublicKey(pem);
    publicKeys.set(pem, key);
  }
  return key;
}

/** The ticket id a code vouches for, or null when the code is malformed or not signed by our key. */
export function signedTicketId(code: string, publicKeyPem: string): string | null {
  const parsed = parseQrCode(code);
  if (!parsed) return null;
  const genuine = verify(
    null,
    Buffer.from(parsed.signedPayload),
    publicKeyFrom(publicKeyPem),
    Buffer.from(parsed.signature, 'base64url'),
  );
  return genuine ? parsed.ticketId : null;
}

export type QrVerdict =
  | { admitted: true; ticketId: string }
  | { admitted: false; reason: 'invalid_code' | 'ticket_not_found' | 'ticket_not_paid'; ticketId?: string };

/**
 * Door check: the signature needs only the public key; the ticket (looked up by the id the code
 * vouches for) must still be `paid` — cancelled, refunded or already redeemed tickets are refused.
 */
export function verifyTicketQr(
  code: string,
  publicKeyPem: string,
  ticketStatusOf: (ticketId: string) => TicketStatus | undefined,
): QrVerdict {
  const ticketId = signedTicketId(code, publicKeyPem);
  if (!ticketId) return { admitted: false, reason: 'invalid_code' };
  const status = ticketStatusOf(ticketId);
  if (status === undefined) return { admitted: false, reason: 'ticket_not_found', ticketId };
  if (status !== 'paid') return { admitted: false, reason: 'ticket_not_paid', ticketId };
  return { admitted: true, ticketId };
}
