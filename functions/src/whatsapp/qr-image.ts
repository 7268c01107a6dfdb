import { FUNCTIONS_REGION, isLiveTicket } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { ticketRef } from '../common/firestore.js';
import { ticketQrPrivateKey } from '../config.js';
import { parseTicket } from '../documents/ticket.js';
import { qrPngBase64 } from '../mail/qr-image.js';
import { isValidQrLinkToken } from './qr-link.js';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/**
 * `GET /whatsappQr/{ticketId}.png?t={token}`: the ticket's QR as a PNG, for the image header of
 * `entrada_confirmada` (Meta fetches it when it sends). Only a live ticket with a code, and only
 * with the token signed for that ticket and code (qr-link.ts); anything else: 403, nothing served.
 */
export async function serveWhatsAppQr(request: Request, response: Response): Promise<void> {
  const match = /^\/([A-Za-z0-9_-]{1,200})\.png$/.exec(request.path);
  const token = typeof request.query.t === 'string' ? request.query.t : '';
  const ticket = match && request.method === 'GET' ? parseTicket((await ticketRef(match[1]!).get()).data()) : null;
  if (!match || !ticket?.qrCode || !isLiveTicket(ticket) || !isValidQrLinkToken(match[1]!, ticket.qrCode, token)) {
    response.status(403).end();
    return;
  }
  response
    .status(200)
    .set('cache-control', 'private, max-age=300')
    .type('image/png')
    .send(Buffer.from(await qrPngBase64(ticket.qrCode), 'base64'));
}

export const whatsappQr = onRequest(
  { region: FUNCTIONS_REGION, invoker: 'public', secrets: [ticketQrPrivateKey], maxInstances: 10, concurrency: 40 },
  serveWhatsAppQr,
);
