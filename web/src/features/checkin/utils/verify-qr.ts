import { parseQrCode } from '@carcajada/domain';
import type { DoorScan } from './door-state';

/** PEM (SPKI) → DER bytes; tolerates literal "\n" as .env files may keep them. */
function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem
    .replace(/\\n/g, '\n')
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

let keyPromise: Promise<CryptoKey | null> | undefined;

/** The QR public key from the build's config (VITE_TICKET_QR_PUBLIC_KEY), imported once; null without one. */
export function qrPublicKey(pem = import.meta.env.VITE_TICKET_QR_PUBLIC_KEY): Promise<CryptoKey | null> {
  keyPromise ??= pem
    ? crypto.subtle.importKey('spki', pemToDer(pem), { name: 'Ed25519' }, false, ['verify']).catch(() => null)
    : Promise.resolve(null);
  return keyPromise;
}

/**
 * The ticket id a scanned code vouches for (format + Ed25519 signature, checked on the device
 * with WebCrypto, no network), or null when the code is not one of ours.
 */
export async function verifiedTicketId(code: string, key: CryptoKey): Promise<string | null> {
  return (await verifiedQr(code, key))?.ticketId ?? null;
}

/** The ticket id and QR version a scanned code vouches for (signature checked), or null. */
export async function verifiedQr(
  code: string,
  key: CryptoKey,
): Promise<{ ticketId: string; qrVersion: number } | null> {
  const parsed = parseQrCode(code.trim());
  if (!parsed) return null;
  try {
    const genuine = await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      base64UrlToBytes(parsed.signature),
      new TextEncoder().encode(parsed.signedPayload),
    );
    return genuine ? { ticketId: parsed.ticketId, qrVersion: parsed.qrVersion } : null;
  } catch {
    return null;
  }
}

/** A scanned QR as the door judges it: the ticket its signature vouches for, or unchecked without a key. */
export async function readScannedCode(scanned: string): Promise<DoorScan> {
  const code = scanned.trim();
  const key = await qrPublicKey();
  if (!key) return { code, unchecked: true };
  const verified = await verifiedQr(code, key);
  return { code, ticketId: verified?.ticketId ?? null, qrVersion: verified?.qrVersion ?? 0 };
}
