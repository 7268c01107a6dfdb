import type { IncomingMessage } from 'node:http';

/**
 * The test controls (/__control/…) change payments and fire webhooks: a web page of another
 * origin open in the developer's browser must not reach them (a simple POST needs no CORS
 * preflight). Browsers mark their requests with `Origin` and `Sec-Fetch-Site`; tests and scripts
 * (Node's fetch, curl) send neither. Allowed: no browser marks, or a page of the stand-in itself.
 */
export function isForeignBrowserRequest(request: IncomingMessage, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== new URL(publicUrl).origin;
}
