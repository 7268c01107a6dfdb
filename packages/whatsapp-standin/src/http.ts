import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestBody, readBody, sendJson } from '@carcajada/mp-standin/http';

export { BadRequestBody, sendJson };

/** A JSON object body (an empty body is an empty object); a form body's fields likewise. */
export async function readObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  if (!text.trim()) return {};
  if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new BadRequestBody('the body must be a JSON object');
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

/** The Graph API's error body: `{ error: { message, type, code } }`. */
export function sendGraphError(response: ServerResponse, status: number, code: number, message: string): void {
  const type = status === 401 ? 'OAuthException' : 'GraphMethodException';
  sendJson(response, status, { error: { message, type, code, fbtrace_id: 'standin' } });
}

export function bearerToken(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
}

/**
 * The controls (/_standin/…, the BAJA button) must not be reached by a page of another origin
 * open in the developer's browser; tests and scripts send no browser marks.
 */
export function isForeignBrowserRequest(request: IncomingMessage, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== new URL(publicUrl).origin;
}
