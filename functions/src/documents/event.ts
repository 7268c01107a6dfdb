import { EVENT_STATUS_ACTIVE } from '@carcajada/domain';
import { eventChange, parseEvent, type EventChange, type StoredEvent } from '@carcajada/domain/stored/event';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ServerInstant } from './ticket.js';

/** events/{id} as every flow reads it: the domain's one reader (see `parseEvent`). */
export { parseEvent, type StoredEvent };

const datePriority = z.object({ fromEventId: z.string().min(1), until: z.instanceof(Timestamp) }).passthrough();

/** A change to an existing date as the functions write it, checked by the domain (`EventChange`). */
export function eventUpdateOf(change: EventChange<ServerInstant>): EventChange<ServerInstant> {
  return eventChange(change);
}

/** The date's on-sale fields as the domain rules read them. */
export function onSaleOf(event: StoredEvent): { sale_opens_at: Date | null; queue: boolean; queue_rate: number } {
  return { sale_opens_at: event.sale_opens_at?.toDate() ?? null, queue: event.queue, queue_rate: event.queue_rate };
}

/** The start in epoch milliseconds; a show without a readable start counts as already begun (0). */
export function startMillis(event: StoredEvent): number {
  return event.event_date?.toMillis() ?? 0;
}

/** Active and not yet begun: it may still be sold, paid for, offered or transferred. */
export function isOnSale(event: StoredEvent, now: Date): boolean {
  return event.status === EVENT_STATUS_ACTIVE && startMillis(event) > now.getTime();
}

/**
 * What a sale cannot do without, strictly: a show missing any of it, or with it mistyped, is not
 * sold (never at a made-up price or seat count) — the purchase answers it as unavailable.
 */
const saleFields = z.object({
  slug: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  city: z.string(),
  venue: z.object({ name: z.string() }),
  ticket_price: z.number().nonnegative(),
  status: z.string(),
  event_date: z.instanceof(Timestamp),
  capacity: z.number().int().positive().optional(),
  organizerId: z.string().min(1).optional(),
  series_id: z.string().min(1).optional(),
  // the rule follows the field: a date whose window cannot be read is not sold (rather than sold to all)
  priority: datePriority.nullable().optional(),
});

/** A show a sale can read: its start is known. */
export type SaleableEvent = StoredEvent & { event_date: Timestamp };

/** The show as a sale reads it, or null when a field the sale needs is missing or malformed. */
export function parseSaleEvent(data: DocumentData | undefined): SaleableEvent | null {
  return saleFields.safeParse(data).success ? (parseEvent(data) as SaleableEvent) : null;
}
