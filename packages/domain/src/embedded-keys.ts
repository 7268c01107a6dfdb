import type { DateWindow } from './dates.js';

/**
 * The keys of the data a server-rendered page embeds (the show day): the web app's
 * reactfire cache keys of the reads that data answers, so the server and the app name them alike.
 */
export const EMBEDDED_KEYS = {
  /** One page of the events list; `after` is the page's cursor ("<ISO date>/<id>"), '' for the first. */
  eventsPage: (window: DateWindow, venueName = '', after = ''): string =>
    `carcajada:events-page:${window.from.toISOString()}:${window.to?.toISOString() ?? ''}:${venueName}:${after}`,
  eventBySlug: (slug: string): string => `carcajada:event-by-slug:${slug}`,
  /** A show's upcoming active dates (its series; a show with one date: its own id), as "Fechas" lists them. */
  showDates: (seriesId: string): string => `carcajada:show-dates:${seriesId}`,
  /** A show's visible ticket types, [] for a one-price show. */
  ticketTypes: (eventId: string): string => `carcajada:ticket-types-or-none:${eventId}`,
  /** The same types as the checkout reads them (it waits for them instead of drawing without). */
  checkoutTicketTypes: (eventId: string): string => `carcajada:ticket-types:${eventId}`,
  /** `config/payments_config` as the order summary reads it (fees and taxes). */
  paymentsConfig: 'carcajada:payments-config',
  /** `config/legal` as the legal pages read it (the policy's version and the operator). */
  legalConfig: 'carcajada:legal-config',
} as const;
