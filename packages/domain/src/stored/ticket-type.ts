import type { TicketPromotion } from '../pricing.js';

/** events/{eventId}/ticket_types/{typeId}: what a show sells (read by `ticketTypeFromData`, ticket-types.ts). */
export const TICKET_TYPES_COLLECTION = 'ticket_types';

export interface TicketTypeDocumentOptions {
  name: string;
  price: number;
  quota?: number | null;
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  maxPerOrder?: number;
  hidden?: boolean;
  sort?: number;
  promotion?: TicketPromotion | null;
}

/** A type's fields as its editor sets them: saveEvent writes them on a new type and over an edited one. */
export function ticketTypeFields(options: TicketTypeDocumentOptions) {
  return {
    name: options.name,
    price: options.price,
    quota: options.quota ?? null,
    sale_starts_at: options.saleStartsAt ?? null,
    sale_ends_at: options.saleEndsAt ?? null,
    max_per_order: options.maxPerOrder ?? 10,
    hidden: options.hidden ?? false,
    promotion: options.promotion ?? null,
    archived: false,
    sort: options.sort ?? 0,
  };
}

/**
 * events/{id}/ticket_types/{typeId} as saveEvent and addShowDates create it, its quota all free
 * (add `seatInventory(quota)` blocks under quota_blocks, or let the first sale lay them out).
 */
export function ticketTypeDocument(options: TicketTypeDocumentOptions) {
  return { ...ticketTypeFields(options), ...(options.quota ? { seats_left: options.quota } : {}) };
}
