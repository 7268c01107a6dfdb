import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  drawnPageFor,
  EMBEDDED_KEYS,
  FUNCTIONS_REGION,
  PARTNER_VENUE_NAME,
  producedByOperator,
  type DrawnPageId,
  type PageEmbeddedKey,
} from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { webBaseUrl } from '../config.js';
import { logAppShellUnavailable } from './log.js';
import { logUnexpectedError } from '../common/log.js';
import { appShell } from './app-shell.js';
import { eventHead, notFoundHead, withHead, type PageHead } from './event-head.js';
import {
  embeddedEvent,
  firstEventsPage,
  legalConfig,
  paymentsConfig,
  upcomingShowDates,
  visibleTicketTypes,
} from './page-data.js';
import { withContent } from './prerender-html.js';
import { findActiveEvent, findShownEvent } from './preview-event.js';
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
/** The legal texts change rarely (the operator edits config/legal): a new version shows within 10 minutes. */
const LEGAL_PAGE_CACHE = 'public, max-age=300, s-maxage=600, stale-while-revalidate=3600';
/** The checkout shows the price and seats of now: never kept, by the CDN or the phone. */
const CHECKOUT_PAGE_CACHE = 'private, no-store';
/** Brotli's quality for pages made per request: most of the size win at a few ms of CPU. */
const BROTLI_QUALITY = 5;

/** The slug of `/evento/{slug}` or `/compra/{slug}` (Hosting passes the visitor's path), or '' when there is none. */
export function slugFromPath(path: string): string {
  const segment = /\/(?:evento|compra)\/([^/]+)\/?$/.exec(path)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The codings an Accept-Encoding header allows (`q=0` refuses one). */
function acceptedCodings(header: string): Set<string> {
  const codings = header.split(',').map((part) => part.trim().split(/\s*;\s*q=/));
  return new Set(codings.filter(([, q]) => q === undefined || Number(q) > 0).map(([name]) => name!.toLowerCase()));
}

/**
 * The page compressed as the visitor's browser accepts (Brotli, else gzip): Hosting's CDN passes
 * a function's answer on as it is, and the home page's HTML uncompressed is several round trips
 * on a phone's connection before the first paint (sizes: docs/performance/first-load.md, "What
 * each page's paint waits on").
 */
function encoded(html: string, acceptEncoding: string): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br'))
    return {
      body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      encoding: 'br',
    };
  if (accepted.has('gzip')) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}

function send(request: Request, response: Response, status: number, cache: string, html: string): void {
  const { body, encoding } = encoded(html, request.get('accept-encoding') ?? '');
  response.status(status).set('cache-control', cache).set('vary', 'Accept-Encoding').type('html');
  if (encoding) response.set('content-encoding', encoding);
  response.send(body);
}

interface PageAnswer {
  status: number;
  cache: string;
  head?: PageHead;
  /** The data the page's reads would return (the app's read keys), drawn into #root and embedded. */
  data?: Record<string, unknown>;
}

/** One embedded read: its key (EMBEDDED_KEYS) and what the read returns. */
type EmbeddedRead = readonly [key: string, value: unknown];

/**
 * A drawn page's embedded data, given exactly the reads the manifest lists for the page (its
 * `embeddedKeys`): one more or one fewer does not compile. A read this page does not make (its
 * value undefined: an organizer's show asks no operator) is left out.
 */
function embeddedData<Id extends DrawnPageId>(
  _page: Id,
  reads: Record<PageEmbeddedKey<Id>, EmbeddedRead>,
): Record<string, unknown> {
  return Object.fromEntries(Object.values<EmbeddedRead>(reads).filter(([, value]) => value !== undefined));
}

/** An active show's page, or a cancelled date's (it says "Función cancelada" and sells nothing). */
async function eventAnswer(slug: string): Promise<PageAnswer> {
  const event = slug ? await findShownEvent(slug) : null;
  if (!event) return { status: 404, cache: NOT_FOUND_CACHE, head: notFoundHead() };
  const [types, dates, legal] = await Promise.all([
    visibleTicketTypes(event.id),
    upcomingShowDates(event.id, event.document, new Date()),
    // the page names the operator as the producer of a show without an organizer
    producedByOperator(event) ? legalConfig() : undefined,
  ]);
  return {
    status: 200,
    cache: EVENT_PAGE_CACHE,
    head: eventHead(event, webBaseUrl.value().replace(/\/$/, '')),
    data: embeddedData('event', {
      eventBySlug: [EMBEDDED_KEYS.eventBySlug(slug), embeddedEvent(event.id, event.document)],
      ticketTypes: [EMBEDDED_KEYS.ticketTypes(event.id), types],
      showDates: [dates.key, dates.dates],
      legalConfig: [EMBEDDED_KEYS.legalConfig, legal],
    }),
  };
}

/**
 * The checkout of an active show, with what its order card reads (the show, its types, fees and
 * taxes), read now. Any other slug gets the plain shell: the app says the show was not found.
 */
async function checkoutAnswer(slug: string): Promise<PageAnswer> {
  const event = slug ? await findActiveEvent(slug) : null;
  if (!event) return { status: 200, cache: CHECKOUT_PAGE_CACHE };
  const [types, config] = await Promise.all([visibleTicketTypes(event.id), paymentsConfig()]);
  return {
    status: 200,
    cache: CHECKOUT_PAGE_CACHE,
    data: embeddedData('checkout', {
      eventBySlug: [EMBEDDED_KEYS.eventBySlug(slug), embeddedEvent(event.id, event.document)],
      checkoutTicketTypes: [EMBEDDED_KEYS.checkoutTicketTypes(event.id), types],
      paymentsConfig: [EMBEDDED_KEYS.paymentsConfig, config],
    }),
  };
}

async function listingAnswer(partnerVenue: boolean): Promise<PageAnswer> {
  const page = await firstEventsPage(new Date(), partnerVenue ? PARTNER_VENUE_NAME : undefined);
  return {
    status: 200,
    cache: LISTING_PAGE_CACHE,
    data: embeddedData(partnerVenue ? 'partnerVenue' : 'home', { eventsPage: [page.key, page.events] }),
  };
}

/** `/politica-de-datos` and `/terminos`: the operator's name, NIT and contact from config/legal. */
async function legalAnswer(page: 'dataPolicy' | 'terms'): Promise<PageAnswer> {
  const config = await legalConfig();
  return {
    status: 200,
    cache: LEGAL_PAGE_CACHE,
    data: embeddedData(page, { legalConfig: [EMBEDDED_KEYS.legalConfig, config] }),
  };
}

/**
 * How eventPage answers each page the manifest says it draws (packages/domain, PAGES): a page
 * added there as drawn fails the build until it has an answer here. The slug is '' for a path
 * with none (`/evento/a/b`): the event answers 404, the checkout the plain shell.
 */
const DRAWN_PAGE_ANSWERS: Record<DrawnPageId, (path: string) => Promise<PageAnswer>> = {
  home: () => listingAnswer(false),
  partnerVenue: () => listingAnswer(true),
  event: (path) => eventAnswer(slugFromPath(path)),
  checkout: (path) => checkoutAnswer(slugFromPath(path)),
  dataPolicy: () => legalAnswer('dataPolicy'),
  terms: () => legalAnswer('terms'),
};

/** The answer for a drawn page's path (any other path: the event's 404); null when Firestore failed. */
async function answerFor(path: string): Promise<PageAnswer | null> {
  try {
    return await DRAWN_PAGE_ANSWERS[drawnPageFor(path) ?? 'event'](path);
  } catch (error) {
    logUnexpectedError('eventPage', error);
    return null;
  }
}

/**
 * `/evento/{slug}` (Hosting rewrite): the app's own shell with the event's title, description,
 * Open Graph, Twitter card and JSON-LD, so link previews and crawlers see the show without running
 * JavaScript, and the event's page in #root, drawn by the web app's own components,
 * with its data embedded, so a phone paints it before any JavaScript and the app hydrates it.
 * `/` and `/911` get their first page of shows the same way, `/compra/{slug}` its order card
 * (never cached: the price and seats of now), and the legal pages the operator of config/legal.
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
  if (!answer) return send(request, response, 200, 'no-store', shell);
  let html = answer.head ? withHead(shell, answer.head) : shell;
  // the whole URL: a page drawn for another query (a list filter, the checkout's quantity) would not match the app's
  if (answer.data)
    html = withContent(html, await renderAppPage(shell, request.url, answer.data), answer.data, request.path);
  send(request, response, answer.status, answer.cache, html);
}

export const eventPage = onRequest(
  { region: FUNCTIONS_REGION, invoker: 'public', timeoutSeconds: 30, maxInstances: 10, concurrency: 80 },
  handleEventPage,
);
