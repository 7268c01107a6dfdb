import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { webBaseUrl } from '../config.js';
import { logAppShellUnavailable, logUnexpectedError } from '../common/log.js';
import { appShell } from './app-shell.js';
import { eventHead, notFoundHead, withHead, type PageHead } from './event-head.js';
import { findActiveEvent } from './preview-event.js';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/** Previews may lag a few minutes (price, sold out); Hosting's CDN keeps them a little longer. */
export const EVENT_PAGE_CACHE = 'public, max-age=300, s-maxage=600';
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';

/** The slug of `/evento/{slug}` (Hosting passes the visitor's path), or '' when there is none. */
export function slugFromPath(path: string): string {
  const segment = /\/evento\/([^/]+)\/?$/.exec(path)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

function send(response: Response, status: number, cache: string, html: string): void {
  response.status(status).set('cache-control', cache).type('html').send(html);
}

async function headFor(slug: string): Promise<{ status: number; cache: string; head: PageHead } | null> {
  try {
    const event = slug ? await findActiveEvent(slug) : null;
    if (!event) return { status: 404, cache: NOT_FOUND_CACHE, head: notFoundHead() };
    return { status: 200, cache: EVENT_PAGE_CACHE, head: eventHead(event, webBaseUrl.value().replace(/\/$/, '')) };
  } catch (error) {
    logUnexpectedError('eventPage', error);
    return null;
  }
}

/**
 * `/evento/{slug}` (Hosting rewrite): the app's own index.html with the event's title, description,
 * Open Graph, Twitter card and JSON-LD, so link previews and crawlers see the show without running
 * JavaScript; the app then boots from it as from any page. Unknown or hidden events: 404, same shell.
 */
export async function handleEventPage(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('allow', 'GET, HEAD').end();
    return;
  }
  let shell: string;
  try {
    shell = await appShell();
  } catch (error) {
    logAppShellUnavailable(error);
    response.status(503).set('retry-after', '30').set('cache-control', 'no-store').type('text').send('');
    return;
  }
  const answer = await headFor(slugFromPath(request.path));
  // Firestore failed: the plain shell still lets the app show the event, and is not cached
  if (!answer) return send(response, 200, 'no-store', shell);
  send(response, answer.status, answer.cache, withHead(shell, answer.head));
}

export const eventPage = onRequest(
  { region: FUNCTIONS_REGION, invoker: 'public', timeoutSeconds: 30, maxInstances: 10, concurrency: 80 },
  handleEventPage,
);
