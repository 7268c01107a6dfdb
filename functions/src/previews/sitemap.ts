import { FUNCTIONS_REGION, startOfBogotaDay } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { webBaseUrl } from '../config.js';
import { logUnexpectedError } from '../common/log.js';
import { eventUrl } from './event-head.js';
import { escapeHtml } from '../common/html.js';
import { activeEventPathsFrom } from './preview-event.js';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

const SITEMAP_CACHE = 'public, max-age=600, s-maxage=3600';
/** Pages anyone may land on besides the events. */
const FIXED_PATHS = ['/', '/911'];

function baseUrl(): string {
  return webBaseUrl.value().replace(/\/$/, '');
}

/** Active events from today on (Bogotá), plus the home and partner-venue pages. */
export async function sitemapXml(now: Date): Promise<string> {
  const base = baseUrl();
  const events = (await activeEventPathsFrom(startOfBogotaDay(now))).map((slug) => eventUrl(base, { slug, id: slug }));
  const urls = [...FIXED_PATHS.map((path) => `${base}${path}`), ...events];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** `/sitemap.xml` (Hosting rewrite). */
export async function handleSitemap(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('allow', 'GET, HEAD').end();
    return;
  }
  try {
    const xml = await sitemapXml(new Date());
    response.set('cache-control', SITEMAP_CACHE).type('application/xml').send(xml);
  } catch (error) {
    logUnexpectedError('sitemap', error);
    response.status(503).set('retry-after', '60').set('cache-control', 'no-store').end();
  }
}

export const sitemap = onRequest(
  { region: FUNCTIONS_REGION, invoker: 'public', timeoutSeconds: 30, maxInstances: 5, concurrency: 80 },
  handleSitemap,
);
