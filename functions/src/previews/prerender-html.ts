import { formatEventDate, PARTNER_VENUE_NAME, showPriceLabel, seatAvailability, SOLD_OUT_LABEL } from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import { jsonForScript } from './html.js';
import type { PreviewEvent } from './preview-event.js';

/**
 * The content of `/`, `/911` and `/evento/{slug}` written into the app shell's #root, so a phone
 * paints the shows before any JavaScript or Firestore round trip (contract v3). Plain markup
 * styled by the shell's own inline stylesheet (class names `pr-…`); the app replaces it on its
 * first render, from the same data embedded as JSON (no second read).
 */
export const EMBEDDED_DATA_ID = 'carcajada-data';

interface CardEvent {
  id: string;
  slug: string;
  name: string;
  city: string;
  venue: { name: string };
  cover_image_url: string;
  time: string;
  event_date: Date;
  ticket_price: number;
  price_from: boolean;
  is_recurring: boolean;
  recurrence_pattern: string;
  capacity: number | null;
  seats_left: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** An embedded event (the stored fields, event_date ISO) as the card needs it. */
export function cardEvent(event: Record<string, unknown> & { id: string; event_date: string }): CardEvent {
  const venue = (event.venue ?? {}) as Record<string, unknown>;
  return {
    id: event.id,
    slug: text(event.slug),
    name: text(event.name),
    city: text(event.city),
    venue: { name: text(venue.name) },
    cover_image_url: text(event.cover_image_url),
    time: text(event.time),
    event_date: new Date(event.event_date),
    ticket_price: typeof event.ticket_price === 'number' ? event.ticket_price : 0,
    price_from: event.price_from === true,
    is_recurring: event.is_recurring === true,
    recurrence_pattern: text(event.recurrence_pattern),
    capacity: count(event.capacity),
    seats_left: count(event.seats_left),
  };
}

function capitalized(value: string): string {
  return value.charAt(0).toLocaleUpperCase('es-CO') + value.slice(1);
}

/** As the web's eventScheduleLabel: the recurrence, or "Viernes, 27 de noviembre - 21:00". */
function scheduleLabel(event: Pick<CardEvent, 'event_date' | 'time' | 'is_recurring' | 'recurrence_pattern'>): string {
  if (event.is_recurring && event.recurrence_pattern) return event.recurrence_pattern;
  const date = capitalized(formatEventDate(event.event_date));
  return event.time ? `${date} - ${event.time}` : date;
}

function eventHref(event: Pick<CardEvent, 'slug' | 'id'>): string {
  return `/evento/${encodeURIComponent(event.slug || event.id)}`;
}

function card(event: CardEvent, index: number): string {
  const soldOut = seatAvailability(event).kind === 'soldOut';
  const action = soldOut
    ? `<span class="pr-soldout">${escapeHtml(SOLD_OUT_LABEL)}</span>`
    : `<a class="pr-button" href="${escapeHtml(eventHref(event))}" aria-label="${escapeHtml(`Reservar: ${event.name}`)}">Reservar</a>`;
  const image = event.cover_image_url
    ? `<img src="${escapeHtml(event.cover_image_url)}" alt="" width="640" height="480" loading="${index < 2 ? 'eager' : 'lazy'}"${index < 2 ? ' fetchpriority="high"' : ''} decoding="async">`
    : '';
  return [
    `<li><article class="pr-card" aria-labelledby="pr-event-${escapeHtml(event.id)}">`,
    image,
    `<p class="pr-meta">${escapeHtml(scheduleLabel(event))}</p>`,
    `<h3 id="pr-event-${escapeHtml(event.id)}">${escapeHtml(event.name)}</h3>`,
    `<p class="pr-meta">${escapeHtml(event.venue.name)} · ${escapeHtml(event.city)}</p>`,
    `<p class="pr-footer"><strong>${escapeHtml(showPriceLabel(event))}</strong>${action}</p>`,
    `</article></li>`,
  ].join('');
}

/** The home page (or the partner venue's) with its first page of shows. */
export function listingMarkup(events: CardEvent[], partnerVenue: boolean): string {
  const title = partnerVenue ? PARTNER_VENUE_NAME : 'Shows de comedia';
  const kicker = partnerVenue ? 'Nuestro club aliado' : 'Colombia se ríe en vivo';
  const items = events.length
    ? events.map(card).join('')
    : '<li><p>No hay eventos disponibles para el filtro seleccionado.</p></li>';
  return [
    '<main class="pr-page">',
    `<p class="pr-kicker">${escapeHtml(kicker)}</p><h1>${escapeHtml(title)}</h1>`,
    `<ul class="pr-grid" aria-label="Eventos">${items}</ul>`,
    '</main>',
  ].join('');
}

/** The event detail above the fold, with "Acerca del evento". */
export function eventMarkup(event: PreviewEvent): string {
  const place = [event.venue.name, event.venue.address, event.city].filter((part) => part.trim()).join(' · ');
  const seats = { capacity: count(event.document.capacity), seats_left: event.seats_left ?? null };
  const soldOut = seatAvailability(seats).kind === 'soldOut';
  return [
    '<main class="pr-page pr-detail">',
    event.cover_image_url
      ? `<img src="${escapeHtml(event.cover_image_url)}" alt="" width="640" height="480" fetchpriority="high">`
      : '',
    `<h1>${escapeHtml(event.name)}</h1>`,
    `<p class="pr-meta">${escapeHtml(scheduleLabel({ ...event, is_recurring: false, recurrence_pattern: '' }))}</p>`,
    `<p class="pr-meta">${escapeHtml(place)}</p>`,
    `<p class="pr-footer"><strong>${escapeHtml(showPriceLabel(event))}</strong>${soldOut ? `<span class="pr-soldout">${escapeHtml(SOLD_OUT_LABEL)}</span>` : ''}</p>`,
    `<section aria-labelledby="pr-about"><h2 id="pr-about">Acerca del evento</h2><p>${escapeHtml(event.description)}</p></section>`,
    '</main>',
  ].join('');
}

/** Data the app reads instead of Firestore on its first render: reactfire cache key → value. */
export type EmbeddedData = Record<string, unknown>;

/**
 * The shell with `markup` in #root (in place of the boot caption) and the data as a JSON block,
 * which the CSP lets the app read (it is not a script that runs).
 */
export function withContent(shell: string, markup: string, data: EmbeddedData): string {
  const json = `<script type="application/json" id="${EMBEDDED_DATA_ID}">${jsonForScript(data)}</script>`;
  return shell
    .replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${markup}</div>`)
    .replace('</body>', () => `${json}</body>`);
}
