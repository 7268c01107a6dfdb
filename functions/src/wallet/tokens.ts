import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The wallet's MACs (docs/wallet.md "Links and tokens"): keyed by a key derived from the QR
 * signing key (TICKET_QR_PRIVATE_KEY), which every flow that mails a confirmation already holds,
 * so no new secret is needed and rotating the QR key retires every wallet link with the codes.
 */
const keys = new Map<string, Buffer>();

function walletKey(qrPrivateKeyPem: string): Buffer {
  let key = keys.get(qrPrivateKeyPem);
  if (!key) {
    key = createHash('sha256').update('carcajada wallet links\0').update(qrPrivateKeyPem).digest();
    keys.set(qrPrivateKeyPem, key);
  }
  return key;
}

function mac(qrPrivateKeyPem: string, text: string): string {
  return createHmac('sha256', walletKey(qrPrivateKeyPem)).update(text).digest('base64url');
}

/** A Firebase uid may hold any character: tokens carry it base64url-encoded. */
function encodedUid(uid: string): string {
  return Buffer.from(uid, 'utf8').toString('base64url');
}

function decodedUid(encoded: string): string {
  return Buffer.from(encoded, 'base64url').toString('utf8');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** How long a download link lives: until 24 h after the show starts. */
export const LINK_HOURS_AFTER_SHOW = 24;

export function linkExpiry(showStart: Date): Date {
  return new Date(showStart.getTime() + LINK_HOURS_AFTER_SHOW * 3_600_000);
}

/**
 * `t` of `applePass/{ticketId}.pkpass?t=`: the holder it was made for, its expiry (seconds) and a
 * MAC over both and the ticket. A link made for one holder never serves another holder's pass.
 */
export function downloadToken(qrPrivateKeyPem: string, ticketId: string, uid: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${encodedUid(uid)}.${expires}.${mac(qrPrivateKeyPem, `applePass.${ticketId}.${uid}.${expires}`)}`;
}

/** The holder a download token was made for, or null for a forged, malformed or expired one. */
export function downloadTokenHolder(qrPrivateKeyPem: string, ticketId: string, token: string, now: Date) {
  const match = /^([A-Za-z0-9_-]{1,172})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, encoded, expires, given] = match as unknown as [string, string, string, string];
  const uid = decodedUid(encoded);
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return sameText(given, mac(qrPrivateKeyPem, `applePass.${ticketId}.${uid}.${expires}`)) ? uid : null;
}

/**
 * A pass's `authenticationToken`: its holder and a MAC over the serial (the ticket id) and that
 * holder, so the web service knows, from the token alone, whose copy of the pass asks: the old
 * holder's copy of a transferred ticket gets the voided pass, the new holder's the live one.
 */
export function passAuthenticationToken(qrPrivateKeyPem: string, ticketId: string, uid: string): string {
  return `${encodedUid(uid)}.${mac(qrPrivateKeyPem, `applePassService.${ticketId}.${uid}`)}`;
}

/** The holder whose copy of pass `ticketId` carries this token; null when it is not one of ours. */
export function authenticationTokenHolder(qrPrivateKeyPem: string, ticketId: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,172})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, encoded, given] = match as unknown as [string, string, string];
  const uid = decodedUid(encoded);
  return sameText(given, mac(qrPrivateKeyPem, `applePassService.${ticketId}.${uid}`)) ? uid : null;
}
