import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { logUnexpectedError } from '../common/log.js';
import { applePassBuffer } from './apple-pass.js';
import { readPassRecord, recordPassIssued } from './pass-registry.js';
import { passViewFor, readPassParts, type PassView } from './pass-view.js';
import { appleSigning, linkKey, passWebServiceUrl, WALLET_SECRETS } from './settings.js';
import { downloadTokenHolder, passAuthenticationToken } from './tokens.js';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** The signed .pkpass of one holder's copy, with the web service's address and that copy's token. */
export function passFile(view: PassView): Promise<Buffer> {
  return applePassBuffer(view, appleSigning(), {
    webServiceUrl: passWebServiceUrl(),
    authenticationToken: passAuthenticationToken(linkKey(), view.ticketId, view.holderUid),
  });
}

export async function sendPass(response: Response, view: PassView, lastModified: Date): Promise<void> {
  const pass = await passFile(view);
  response
    .status(200)
    .set('content-type', PKPASS_TYPE)
    .set('content-disposition', `attachment; filename="entrada-${view.facts.reference}.pkpass"`)
    .set('last-modified', lastModified.toUTCString())
    .set('cache-control', 'no-store')
    .send(pass);
}

/**
 * `GET …/applePass/{ticketId}.pkpass?t={token}`: the pass of the holder the token was signed for,
 * until 24 h after the show; any other token, or a ticket the token's account never held: 403 and
 * nothing served. A copy its holder gave away, or of a refunded ticket, comes voided.
 */
export async function handleApplePass(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('allow', 'GET, HEAD').end();
    return;
  }
  const match = /^\/([^/]+)\.pkpass$/.exec(request.path);
  const token = typeof request.query.t === 'string' ? request.query.t : '';
  const ticketId = match ? decodeURIComponent(match[1]!) : '';
  const holder = ticketId ? downloadTokenHolder(linkKey(), ticketId, token, new Date()) : null;
  const parts = holder ? await readPassParts(ticketId) : null;
  const view = parts && holder ? await passViewFor(parts, holder) : null;
  if (!view) {
    response.status(403).set('cache-control', 'no-store').send('Enlace no válido o vencido.');
    return;
  }
  await recordPassIssued(view.ticketId, view.eventId, view.holderUid);
  const record = await readPassRecord(view.ticketId);
  await sendPass(response, view, record?.updatedAt.toDate() ?? new Date());
}

export const applePass = onRequest(
  { region: FUNCTIONS_REGION, invoker: 'public', secrets: WALLET_SECRETS, maxInstances: 5, concurrency: 40 },
  async (request, response) => {
    try {
      await handleApplePass(request, response);
    } catch (error) {
      logUnexpectedError('applePass', error);
      if (!response.headersSent) response.status(500).end();
    }
  },
);
