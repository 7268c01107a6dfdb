import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readBody, sendGoogleError, sendJson } from './http.js';
import type { WalletResource, WalletStandInStore } from './store.js';

const RESOURCES: readonly WalletResource[] = ['eventTicketClass', 'eventTicketObject'];
const API_PATH = /^\/walletobjects\/v1\/(eventTicketClass|eventTicketObject)(?:\/([^/]+))?$/;

/** The OAuth token endpoint: a JWT-bearer assertion in, a bearer token out (the assertion is not verified). */
async function token(store: WalletStandInStore, request: IncomingMessage, response: ServerResponse) {
  const form = new URLSearchParams(await readBody(request));
  if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !form.get('assertion'))
    return sendJson(response, 400, { error: 'invalid_grant' });
  const accessToken = `ya29.standin-${randomBytes(12).toString('hex')}`;
  store.accessTokens.add(accessToken);
  sendJson(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
}

function authorized(store: WalletStandInStore, request: IncomingMessage): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match !== null && store.accessTokens.has(match[1]!);
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse((await readBody(request)) || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

interface Answer {
  status: number;
  body: unknown;
}

/** insert (POST): 409 when the id exists; get: 404 when not; patch: merge, 404 when not; update (PUT): replace. */
function apply(
  store: WalletStandInStore,
  method: string,
  resource: WalletResource,
  id: string,
  body: Record<string, unknown> | null,
): Answer {
  const existing = store.get(resource, id);
  const notFound = {
    status: 404,
    body: { error: { code: 404, message: `${resource} ${id} not found`, status: 'NOT_FOUND' } },
  };
  if (method === 'GET') return existing ? { status: 200, body: existing } : notFound;
  if (!body)
    return { status: 400, body: { error: { code: 400, message: 'Invalid JSON', status: 'INVALID_ARGUMENT' } } };
  if (method === 'POST') {
    if (existing)
      return {
        status: 409,
        body: { error: { code: 409, message: `${resource} ${id} already exists`, status: 'ALREADY_EXISTS' } },
      };
    store.set(resource, id, body);
    return { status: 200, body };
  }
  if (!existing) return notFound;
  const next = method === 'PATCH' ? { ...existing, ...body, id } : { ...body, id };
  store.set(resource, id, next);
  return { status: 200, body: next };
}

/** The Wallet REST API's class and object calls (walletobjects v1), each recorded. */
async function walletCall(store: WalletStandInStore, request: IncomingMessage, response: ServerResponse, url: URL) {
  const match = API_PATH.exec(url.pathname)!;
  const resource = match[1] as WalletResource;
  const method = request.method ?? 'GET';
  const body = method === 'GET' ? null : await jsonBody(request);
  const id = match[2] ? decodeURIComponent(match[2]) : typeof body?.id === 'string' ? body.id : '';
  if (
    !RESOURCES.includes(resource) ||
    !['GET', 'POST', 'PATCH', 'PUT'].includes(method) ||
    (method === 'POST') === Boolean(match[2])
  )
    return sendGoogleError(response, 404, 'NOT_FOUND', 'no such method');
  if (!authorized(store, request))
    return sendGoogleError(response, 401, 'UNAUTHENTICATED', 'missing or unknown bearer token');
  if (!id) return sendGoogleError(response, 400, 'INVALID_ARGUMENT', 'id is required');
  const answer = apply(store, method, resource, id, body);
  store.walletCalls.push({
    method,
    path: url.pathname,
    resource,
    id,
    status: answer.status,
    body,
    at: new Date().toISOString(),
  });
  sendJson(response, answer.status, answer.body);
}

/** True when the request was the Google side's (token or Wallet API). */
export async function handleGoogle(
  store: WalletStandInStore,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (url.pathname === '/token' && request.method === 'POST') {
    await token(store, request, response);
    return true;
  }
  if (API_PATH.test(url.pathname)) {
    await walletCall(store, request, response, url);
    return true;
  }
  return false;
}
