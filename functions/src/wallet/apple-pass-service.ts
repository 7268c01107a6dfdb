import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { logUnexpectedError } from '../common/log.js';
import { sendPass } from './apple-pass-function.js';
import { logPassServiceLogs } from './log.js';
import { readPassRecord, register, serialsOfDevice, unregister } from './pass-registry.js';
import { passViewFor, readPassParts } from './pass-view.js';
import { appleSigning, linkKey, WALLET_SECRETS } from './settings.js';
import { authenticationTokenHolder } from './tokens.js';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

const ID = '([A-Za-z0-9._-]{1,128})';
const REGISTRATION = new RegExp(`^/v1/devices/${ID}/registrations/${ID}/${ID}$`);
const DEVICE_PASSES = new RegExp(`^/v1/devices/${ID}/registrations/${ID}$`);
const LATEST_PASS = new RegExp(`^/v1/passes/${ID}/${ID}$`);

/** The copy's holder from `Authorization: ApplePass {token}`, when the token is ours for that serial. */
function authorizedHolder(request: Request, passTypeId: string, serial: string): string | null {
  if (passTypeId !== appleSigning().passTypeId) return null;
  const match = /^ApplePass (\S+)$/.exec(request.get('authorization') ?? '');
  return match ? authenticationTokenHolder(linkKey(), serial, match[1]!) : null;
}

function unauthorized(response: Response): void {
  response.status(401).end();
}

async function registerDevice(request: Request, response: Response, [device, type, serial]: string[]) {
  const holder = authorizedHolder(request, type!, serial!);
  if (!holder) return unauthorized(response);
  const pushToken = (request.body as { pushToken?: unknown } | undefined)?.pushToken;
  if (typeof pushToken !== 'string' || !/^[A-Za-z0-9]{1,200}$/.test(pushToken)) {
    response.status(400).end();
    return;
  }
  const created = await register(device!, type!, serial!, pushToken, holder);
  response.status(created ? 201 : 200).end();
}

async function unregisterDevice(request: Request, response: Response, [device, type, serial]: string[]) {
  if (!authorizedHolder(request, type!, serial!)) return unauthorized(response);
  await unregister(device!, serial!);
  response.status(200).end();
}

/** Serials of the device's passes changed after the tag Apple gives back (`passesUpdatedSince`: our last answer). */
async function devicePasses(request: Request, response: Response, [device, type]: string[]) {
  const since =
    Number(typeof request.query.passesUpdatedSince === 'string' ? request.query.passesUpdatedSince : 0) || 0;
  const serials = await serialsOfDevice(device!, type!);
  const records = (await Promise.all(serials.map(readPassRecord))).filter((record) => record !== null);
  const changed = records.filter((record) => record.updatedAt.toMillis() > since);
  if (changed.length === 0) {
    response.status(204).end();
    return;
  }
  const lastUpdated = Math.max(...changed.map((record) => record.updatedAt.toMillis()));
  response
    .status(200)
    .json({ serialNumbers: changed.map((record) => record.ticketId), lastUpdated: String(lastUpdated) });
}

/** The latest copy of the holder's pass; 304 when it did not change since `If-Modified-Since`. */
async function latestPass(request: Request, response: Response, [type, serial]: string[]) {
  const holder = authorizedHolder(request, type!, serial!);
  if (!holder) return unauthorized(response);
  const parts = await readPassParts(serial!);
  const view = parts ? await passViewFor(parts, holder) : null;
  if (!view) {
    response.status(404).end();
    return;
  }
  const updatedAt = (await readPassRecord(serial!))?.updatedAt.toDate() ?? new Date();
  const since = Date.parse(request.get('if-modified-since') ?? '');
  // HTTP dates have whole seconds
  if (!Number.isNaN(since) && Math.floor(updatedAt.getTime() / 1000) * 1000 <= since) {
    response.status(304).end();
    return;
  }
  await sendPass(response, view, updatedAt);
}

function logMessages(request: Request, response: Response) {
  const logs = (request.body as { logs?: unknown } | undefined)?.logs;
  logPassServiceLogs(Array.isArray(logs) ? logs.filter((line) => typeof line === 'string').slice(0, 50) : []);
  response.status(200).end();
}

/**
 * Apple's pass web service under the pass's `webServiceURL` (contract; Apple's "Wallet Passes web
 * service"): register and unregister a device, the serials updated since a tag, the latest pass,
 * and the devices' log. The serial is the ticket id; the token says whose copy asks.
 */
export async function handlePassService(request: Request, response: Response): Promise<void> {
  const { path, method } = request;
  let match: RegExpExecArray | null;
  if ((match = REGISTRATION.exec(path)) && method === 'POST') return registerDevice(request, response, match.slice(1));
  if (match && method === 'DELETE') return unregisterDevice(request, response, match.slice(1));
  if ((match = DEVICE_PASSES.exec(path)) && method === 'GET') return devicePasses(request, response, match.slice(1));
  if ((match = LATEST_PASS.exec(path)) && method === 'GET') return latestPass(request, response, match.slice(1));
  if (path === '/v1/log' && method === 'POST') return logMessages(request, response);
  response.status(404).end();
}

export const applePassService = onRequest(
  { region: FUNCTIONS_REGION, invoker: 'public', secrets: WALLET_SECRETS, maxInstances: 5, concurrency: 80 },
  async (request, response) => {
    try {
      await handlePassService(request, response);
    } catch (error) {
      logUnexpectedError('applePassService', error);
      if (!response.headersSent) response.status(500).end();
    }
  },
);
