import { EMBEDDED_KEYS, FUNCTIONS_REGION, PARTNER_VENUE_NAME } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { webBaseUrl } from '../config.js';
import { logAppShellUnavailable, logUnexpectedError } from '../common/log.js';
import { appShell } from './app-shell.js';
import { eventHead, notFoundHead, withHead, type PageHead } from './event-head.js';
import { embeddedEvent, firstEventsPage, visibleTicketTypes } from './page-data.js';
import { withContent } from './prerender-html.js';
import { findActiveEvent } from './preview-event.js';
import { renderAppPage } from './web-renderer.js';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/**
 * Pages may lag a few minutes (price, sold out): the CDN keeps them briefly (s-maxage) and
 * answers from the old copy while it fetches a new one (stale-while-revalidate); phones keep
 * them one minute. The app reads seats again at checkout, so a stale count never sells a seat.
 */
export const EVENT_PAGE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
export const LISTING_PAGE_CACHE = 'public, max-age=60, s-maxage=120, stale-while-revalidate=600';
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

interface PageAnswer {
  status: number;
  cache: string;
  head?: PageHead;
  /** The data the page's reads would return (the app's read keys), drawn into #root and embedded. */
  data?: Record<string, unknown>;
}

async function eventAnswer(slug: string): Promise<PageAnswer> {
  const event = slug ? await findActiveEvent(slug) : null;
  if (!event) return { status: 404, cache: NOT_FOUND_CACHE, head: notFoundHead() };
  return {
    status: 200,
    cache: EVENT_PAGE_CACHE,
    head: eventHead(event, webBaseUrl.value().replace(/\/$/, '')),
    data: {
      [EMBEDDED_KEYS.eventBySlug(slug)]: embeddedEvent(event.id, event.document),
      [EMBEDDED_KEYS.ticketTypes(event.id)]: await visibleTicketTypes(event.id),
    },
  };
}

async function listingAnswer(partnerVenue: boolean): Promise<PageAnswer> {
  const page = await firstEventsPage(new Date(), partnerVenue ? PARTNER_VENUE_NAME : undefined);
  return {
    status: 200,
    cache: LISTING_PAGE_CACHE,
    data: { [page.key]: page.events },
  };
}

/** `/`, `/911` or `/evento/{slug}`; null when Firestore failed. */
async function answerFor(path: string): Promise<PageAnswer | null> {
  try {
    if (path === '/' || path === '') return await listingAnswer(false);
    if (/^\/911\/?$/.test(path)) return await listingAnswer(true);
    return await eventAnswer(slugFromPath(path));
  } catch (error) {
    logUnexpectedError('eventPage', error);
    return null;
  }
}

/**
 * `/evento/{slug}` (Hosting rewrite): the app's own shell with the event's title, description,
 * Open Graph, Twitter card and JSON-LD, so link previews and crawlers see the show without running
 * JavaScript, and (contract v3) the event's page in #root, drawn by the web app's own components,
 * with its data embedded, so a phone paints it before any JavaScript and the app hydrates it.
 * `/` and `/911` get their first page of shows the same way.
 * Unknown or hidden events: 404, same shell.
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
  const answer = await answerFor(request.path);
  // Firestore failed: the plain shell still lets the app show the page, and is not cached
  if (!answer) return send(response, 200, 'no-store', shell);
  let html = answer.head ? withHead(shell, answer.head) : shell;
  if (answer.data) html = withContent(html, await renderAppPage(shell, request.path, answer.data), answer.data);
  send(response, answer.status, answer.cache, html);
}

export const eventPage = onRequest(
  { region: FUNCTIONS_REGION, invoker: 'public', timeoutSeconds: 30, maxInstances: 10, concurrency: 80 },
  handleEventPage,
);
