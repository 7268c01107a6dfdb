/**
 * Link previews as a crawler sees them: `/evento/{slug}`, `/sitemap.xml` and `/robots.txt` through
 * the Hosting emulator (its rewrites to eventPage and crawlerFiles), with no JavaScript run.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bogotaDateString } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { PROJECT_ID, WEB_BASE_URL } from '../support/services/env.js';

const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5002';
const DAY_MS = 24 * 60 * 60 * 1000;
const MALICIOUS_NAME = `Risas "</title><script>alert(1)</script>' & </script><!-- ${'$'}& ${'$'}'`;

const app = initializeApp({ projectId: PROJECT_ID }, `event-page-tests-${randomUUID()}`);
const db = getFirestore(app);
const runId = randomUUID().slice(0, 8);
const eventIds: string[] = [];

/** An event 3 days ahead (21:30 in Bogotá) unless told otherwise; its slug. */
async function createEvent(options: { name?: string; status?: string; inDays?: number; seatsLeft?: number } = {}) {
  const id = `preview${runId}${eventIds.length}`;
  const slug = `show-previews-${runId}-${eventIds.length}`;
  const day = bogotaDateString(new Date(Date.now() + (options.inDays ?? 3) * DAY_MS));
  const start = new Date(`${day}T21:30:00-05:00`);
  eventIds.push(id);
  await db.doc(`events/${id}`).set({
    ...eventDocument({
      slug,
      name: options.name ?? `Show de previews ${runId}`,
      description: 'Una noche de stand up en el centro.',
      city: 'Medellín',
      venue: { name: 'Teatro Pablo Tobón', address: 'Carrera 40 # 51-24' },
      start,
      date: day,
      time: '21:30',
      ticket_price: 45_000,
      status: options.status ?? 'active',
    }),
    capacity: 100,
    seats_left: options.seatsLeft ?? 100,
  });
  return { id, slug, day };
}

async function get(path: string): Promise<{ response: Response; body: string }> {
  const response = await fetch(`${HOSTING_URL}${path}`);
  return { response, body: await response.text() };
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function jsonLd(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block).toBeDefined();
  return JSON.parse(block!) as Record<string, unknown>;
}

/** Text as HTML shows it, for attribute values and <title>. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

afterAll(async () => {
  await Promise.all(eventIds.map((id) => db.doc(`events/${id}`).delete()));
  await deleteApp(app);
});

describe('/evento/{slug}: the event in the HTML before any JavaScript', () => {
  let active: Awaited<ReturnType<typeof createEvent>>;
  beforeAll(async () => {
    active = await createEvent();
  });

  it('title, description, canonical, Open Graph and Twitter card, with the app shell and a short public cache', async () => {
    const { response, body } = await get(`/evento/${active.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const url = `${WEB_BASE_URL}/evento/${active.slug}`;
    expect(body).toContain(`<title>Show de previews ${runId} · Carcajada</title>`);
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    const description = metaContent(body, 'name', 'description');
    expect(description).toContain('21:30');
    expect(description).toContain('Teatro Pablo Tobón, Medellín');
    expect(description).toMatch(/\$\s?45\.000/);
    expect(body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(body, 'property', 'og:title')).toBe(`Show de previews ${runId}`);
    expect(metaContent(body, 'property', 'og:description')).toBe(description);
    expect(metaContent(body, 'property', 'og:image')).toBe(`${WEB_BASE_URL}/images/events/poster-1.jpg`);
    expect(metaContent(body, 'property', 'og:url')).toBe(url);
    expect(metaContent(body, 'property', 'og:type')).toBe('website');
    expect(metaContent(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(body, 'name', 'twitter:title')).toBe(`Show de previews ${runId}`);
    // the app still boots from this page (it hydrates the event drawn into #root)
    expect(body).toContain('<div id="root" data-server-rendered="">');
    expect(body).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js"/);
  });

  it('schema.org Event: Bogotá start, the venue in Colombia, the offer in COP, in stock', async () => {
    const { body } = await get(`/evento/${active.slug}`);
    const data = jsonLd(body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: `Show de previews ${runId}`,
      startDate: `${active.day}T21:30:00-05:00`,
      location: {
        '@type': 'Place',
        name: 'Teatro Pablo Tobón',
        address: { streetAddress: 'Carrera 40 # 51-24', addressLocality: 'Medellín', addressCountry: 'CO' },
      },
      image: [`${WEB_BASE_URL}/images/events/poster-1.jpg`],
      offers: {
        '@type': 'Offer',
        price: 45_000,
        priceCurrency: 'COP',
        availability: 'https://schema.org/InStock',
        url: `${WEB_BASE_URL}/evento/${active.slug}`,
      },
      url: `${WEB_BASE_URL}/evento/${active.slug}`,
    });
    expect(String(data.description)).toContain('Una noche de stand up');
  });

  it('SoldOut once no seats are left', async () => {
    const soldOut = await createEvent({ seatsLeft: 0 });
    const { body } = await get(`/evento/${soldOut.slug}`);
    expect(jsonLd(body)).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('a legacy link by document id previews the event, canonical on its slug', async () => {
    const { response, body } = await get(`/evento/${active.id}`);
    expect(response.status).toBe(200);
    expect(body).toContain(`<link rel="canonical" href="${WEB_BASE_URL}/evento/${active.slug}" />`);
  });

  it.each([
    ['an inactive event', async () => (await createEvent({ status: 'inactive' })).slug],
    ['an unknown slug', async () => `no-existe-${runId}`],
  ])('404 with the app shell for %s, kept out of search results', async (_, slugOf) => {
    const { response, body } = await get(`/evento/${await slugOf()}`);
    expect(response.status).toBe(404);
    expect(body).toContain('<div id="root">');
    expect(body).toContain('<title>Evento no encontrado · Carcajada</title>');
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(body).not.toContain('og:title');
    expect(body).not.toContain('application/ld+json');
  });

  it('a malicious event name stays text: in attributes, <title> and the JSON-LD block', async () => {
    const { slug } = await createEvent({ name: MALICIOUS_NAME });
    const { response, body } = await get(`/evento/${slug}`);
    expect(response.status).toBe(200);
    // the only scripts are the app's own and the one data block
    expect(body).not.toContain('<script>alert(1)');
    expect(body.match(/<\/script>/g)).toHaveLength(body.match(/<script\b/g)!.length);
    expect(body.match(/<title>/g)).toHaveLength(1);
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
    expect(unescapeHtml(title!)).toBe(`${MALICIOUS_NAME} · Carcajada`);
    expect(unescapeHtml(metaContent(body, 'property', 'og:title')!)).toBe(MALICIOUS_NAME);
    expect(jsonLd(body).name).toBe(MALICIOUS_NAME);
    // nothing in the JSON-LD block can open a comment (the drawn page's own `<!-- -->` are React's)
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
    expect(block).not.toContain('<!--');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('the sitemap lists active upcoming events only, with absolute URLs', async () => {
    const upcoming = await createEvent({ inDays: 5 });
    const today = await createEvent({ inDays: 0 });
    const hidden = await createEvent({ status: 'inactive', inDays: 5 });
    const past = await createEvent({ inDays: -2 });
    const { response, body } = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations).toContain(`${WEB_BASE_URL}/`);
    expect(locations).toContain(`${WEB_BASE_URL}/evento/${upcoming.slug}`);
    expect(locations).toContain(`${WEB_BASE_URL}/evento/${today.slug}`);
    expect(locations).not.toContain(`${WEB_BASE_URL}/evento/${hidden.slug}`);
    expect(locations).not.toContain(`${WEB_BASE_URL}/evento/${past.slug}`);
    for (const location of locations) expect(location.startsWith(`${WEB_BASE_URL}/`)).toBe(true);
  });

  it('robots.txt lets crawlers in, keeps private pages out and names the sitemap', async () => {
    const { response, body } = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/administrador$/m);
    expect(body).toMatch(new RegExp(`^Sitemap: ${WEB_BASE_URL}/sitemap.xml$`, 'm'));
  });
});
