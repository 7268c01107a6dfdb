import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { qrCodeText, qrSignedPayload } from '@carcajada/domain';

const privateKeys = new Map<string, KeyObject>();

function privateKeyFrom(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('TICKET_QR_PRIVATE_KEY must be an Ed25519 key');
    privateKeys.set(pem, key);
  }
  return key;
}

/**
 * `CJ1.<ticketId>.<signature>`: Ed25519 over `CJ1.<ticketId>`, base64url (deterministic, so
 * re-signing gives the same code). With a `qrVersion` (≥ 1, after a transfer) the versioned
 * `CJ2.<ticketId>.<version>.<signature>`, so the codes signed before it differ and are refused.
 */
export function signTicketQr(ticketId: string, privateKeyPem: string, qrVersion = 0): string {
  const signature = sign(null, Buffer.from(qrSignedPayload(ticketId, qrVersion)), privateKeyFrom(privateKeyPem));
  return qrCodeText(ticketId, signature.toString('base64url'), qrVersion);
}
