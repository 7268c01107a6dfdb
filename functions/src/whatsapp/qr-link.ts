import { createHmac, timingSafeEqual } from 'node:crypto';
import { FUNCTIONS_REGION } from '@carcajada/domain';
import { ticketQrPrivateKey, whatsappQrUrl } from '../config.js';

/**
 * The token of a ticket's QR image link: an HMAC of the ticket and its current code, keyed by the
 * QR signing key (no setting of its own). A code signed again (a transfer) ends the old links.
 */
function qrLinkToken(ticketId: string, qrCode: string): string {
  return createHmac('sha256', ticketQrPrivateKey.value())
    .update(`whatsapp-qr|${ticketId}|${qrCode}`)
    .digest('base64url');
}

export function isValidQrLinkToken(ticketId: string, qrCode: string, token: string): boolean {
  const expected = Buffer.from(qrLinkToken(ticketId, qrCode));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The whatsappQr function's address: WHATSAPP_QR_URL, or its cloudfunctions.net one in this project. */
function qrFunctionUrl(): string {
  const configured = whatsappQrUrl.value().replace(/\/+$/, '');
  if (configured) return configured;
  return `https://${FUNCTIONS_REGION}-${process.env.GCLOUD_PROJECT}.cloudfunctions.net/whatsappQr`;
}

/** `…/whatsappQr/{ticketId}.png?t={token}`: what Meta (locally the stand-in's chat) fetches. */
export function whatsappQrLink(ticketId: string, qrCode: string): string {
  return `${qrFunctionUrl()}/${encodeURIComponent(ticketId)}.png?t=${qrLinkToken(ticketId, qrCode)}`;
}
