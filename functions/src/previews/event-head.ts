import {
  CANCELLED_SHOW_STATUS,
  CURRENCY,
  formatEventDate,
  pageTitle,
  showPriceLabel,
  SITE_NAME,
} from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import { jsonForScript } from './html.js';
import type { PreviewEvent } from './preview-event.js';

/** What the page's <head> says about an event before any JavaScript runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Further tags (canonical, Open Graph, Twitter, JSON-LD), already escaped. */
  tags: string[];
}

const DESCRIPTION_MAX = 300;
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

function truncated(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** "2026-11-27T21:00:00-05:00": the instant on Bogotá's wall clock (UTC−5, no daylight saving). */
export function bogotaIsoDateTime(instant: Date): string {
  return `${new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 19)}-05:00`;
}

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);
}

/** "Viernes, 27 de noviembre - 21:00 · Teatro X, Bogotá · $ 45.000. <description>" */
function previewDescription(event: PreviewEvent): string {
  const date = capitalized(formatEventDate(event.event_date));
  const when = event.time ? `${date} - ${event.time}` : date;
  const where = [event.venue.name, event.city].filter(Boolean).join(', ');
  const facts = [when, where, showPriceLabel(event)].filter(Boolean).join(' · ');
  return truncated(event.description ? `${facts}. ${event.description}` : facts, DESCRIPTION_MAX);
}

export function eventUrl(baseUrl: string, event: Pick<PreviewEvent, 'slug' | 'id'>): string {
  return `${baseUrl}/evento/${encodeURIComponent(event.slug || event.id)}`;
}

function absoluteUrl(baseUrl: string, url: string): string {
  try {
    return new URL(url, `${baseUrl}/`).href;
  } catch {
    return '';
  }
}

/** schema.org Event (Google's event rich results): Bogotá start time, the venue, the ticket offer. */
function eventJsonLd(event: PreviewEvent, url: string, image: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description,
    startDate: bogotaIsoDateTime(event.event_date),
    eventStatus:
      event.status === CANCELLED_SHOW_STATUS
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue.address,
        addressLocality: event.city,
        addressCountry: 'CO',
      },
    },
    ...(image ? { image: [image] } : {}),
    offers: {
      '@type': 'Offer',
      price: event.ticket_price,
      priceCurrency: CURRENCY,
      availability: event.seats_left === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    },
    url,
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function eventHead(event: PreviewEvent, baseUrl: string): PageHead {
  const url = eventUrl(baseUrl, event);
  const title = pageTitle(event.name);
  const description = previewDescription(event);
  const image = event.cover_image_url ? absoluteUrl(baseUrl, event.cover_image_url) : '';
  const imageTags = image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', event.name)] : [];
  return {
    title,
    description,
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', 'es_CO'),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', event.name),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      ...imageTags,
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', event.name),
      meta('name', 'twitter:description', description),
      ...(image ? [meta('name', 'twitter:image', image)] : []),
      `<script type="application/ld+json">${jsonForScript(eventJsonLd(event, url, image, description))}</script>`,
    ],
  };
}

/** An unknown or hidden event: kept out of search results. */
export function notFoundHead(): PageHead {
  return {
    title: pageTitle('Evento no encontrado'),
    description: 'Este evento no existe o ya no está disponible en Carcajada.',
    tags: ['<meta name="robots" content="noindex" />'],
  };
}

/** The shell with the head's title, description and tags (replacer functions: no `$` patterns). */
export function withHead(shell: string, head: PageHead): string {
  const description = meta('name', 'description', head.description);
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => description)
    .replace('</head>', () => `    ${head.tags.join('\n    ')}\n  </head>`);
}
