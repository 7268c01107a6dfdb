/**
 * Ticket QR text (contract): `CJ1.<ticketId>.<signature>`, the signature being Ed25519 over
 * `CJ1.<ticketId>`, base64url. A ticket re-signed after a transfer carries its QR version:
 * `CJ2.<ticketId>.<version>.<signature>` over `CJ2.<ticketId>.<version>` (version ≥ 1; a CJ1
 * code is version 0), so a code signed before the transfer can be told apart and refused.
 * Signing and verifying need a crypto implementation and live with their callers; the format
 * lives here so both sides read it the same way.
 */
export const QR_VERSION = 'CJ1';
export const QR_VERSIONED = 'CJ2';

export function qrSignedPayload(ticketId: string, qrVersion = 0): string {
  return qrVersion > 0 ? `${QR_VERSIONED}.${ticketId}.${qrVersion}` : `${QR_VERSION}.${ticketId}`;
}

export function qrCodeText(ticketId: string, signatureBase64Url: string, qrVersion = 0): string {
  return `${qrSignedPayload(ticketId, qrVersion)}.${signatureBase64Url}`;
}

export interface ParsedQrCode {
  ticketId: string;
  signedPayload: string;
  signature: string;
  /** 0 for a CJ1 code; the ticket's `qrVersion` when it was signed otherwise. */
  qrVersion: number;
}

const QR_PATTERN = /^CJ1\.([A-Za-z0-9]{1,64})\.([A-Za-z0-9_-]{20,200})$/;
const VERSIONED_PATTERN = /^CJ2\.([A-Za-z0-9]{1,64})\.([1-9][0-9]{0,5})\.([A-Za-z0-9_-]{20,200})$/;

export function parseQrCode(text: string): ParsedQrCode | null {
  const versioned = VERSIONED_PATTERN.exec(text);
  if (versioned) {
    const [, ticketId, version, signature] = versioned;
    const qrVersion = Number(version);
    return {
      ticketId: ticketId!,
      signedPayload: qrSignedPayload(ticketId!, qrVersion),
      signature: signature!,
      qrVersion,
    };
  }
  const match = QR_PATTERN.exec(text);
  if (!match) return null;
  const [, ticketId, signature] = match;
  return { ticketId: ticketId!, signedPayload: qrSignedPayload(ticketId!), signature: signature!, qrVersion: 0 };
}

/** A ticket's stored `qrVersion` (missing or malformed: 0, never transferred). */
export function qrVersionOf(ticket: { qrVersion?: unknown }): number {
  const version = ticket.qrVersion;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : 0;
}
