/**
 * Ticket QR text (contract): `CJ1.<ticketId>.<signature>`, the signature being Ed25519 over
 * `CJ1.<ticketId>`, base64url. Signing and verifying need a crypto implementation and live
 * with their callers; the format lives here so both sides read it the same way.
 */
export const QR_VERSION = 'CJ1';

export function qrSignedPayload(ticketId: string): string {
  return `${QR_VERSION}.${ticketId}`;
}

export function qrCodeText(ticketId: string, signatureBase64Url: string): string {
  return `${qrSignedPayload(ticketId)}.${signatureBase64Url}`;
}

export interface ParsedQrCode {
  ticketId: string;
  signedPayload: string;
  signature: string;
}

const QR_PATTERN = /^CJ1\.([A-Za-z0-9]{1,64})\.([A-Za-z0-9_-]{20,200})$/;

export function parseQrCode(text: string): ParsedQrCode | null {
  const match = QR_PATTERN.exec(text);
  if (!match) return null;
  const [, ticketId, signature] = match;
  return { ticketId: ticketId!, signedPayload: qrSignedPayload(ticketId!), signature: signature! };
}
