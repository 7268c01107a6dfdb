import {
  EVENT_STATUS_ACTIVE,
  producerFrom,
  QUEUE_RATE_DEFAULT,
  QUEUE_RATE_MAX,
  QUEUE_RATE_MIN,
} from '@carcajada/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';

const text = z.string().catch('');
/** An id another document is named by (organizer, first date): empty or mistyped reads as none. */
const optionalId = z.string().min(1).nullable().catch(null);
const instant = z.instanceof(Timestamp).nullable().catch(null);

const datePriority = z.object({ fromEventId: z.string().min(1), until: z.instanceof(Timestamp) }).passthrough();

/**
 * events/{id} as every flow reads it (purchase, webhook, waitlist, transfers, cancellation, mail,
 * door): one parse, no casts field by field. A field missing or of the wrong type reads as its
 * empty value, so an old or hand-written show is judged, never crashes a flow. Fields no flow
 * reads are kept as they are (passthrough).
 */
export const storedEvent = z
  .object({
    slug: text,
    name: text,
    description: text,
    /** "YYYY-MM-DD" and "HH:MM" in Bogotá, as the organizer entered them. */
    date: text,
    time: text,
    city: text,
    venue: z
      .object({ name: text, address: text })
      .passthrough()
      .catch(() => ({ name: '', address: '' })),
    /** The start; null reads as a show that already began (nothing sells or is offered). */
    event_date: instant,
    ticket_price: z.number().nonnegative().catch(0),
    status: text,
    event_type: text,
    /** null: no seat limit. */
    capacity: z.number().int().positive().nullable().catch(null),
    /** The show's organizer (null: the platform's own); copied onto its tickets. */
    organizerId: optionalId,
    /** The show this date belongs to (the first date's id); null: a show of one date. */
    series_id: optionalId,
    /** Seats kept from the online sale for the door (sellAtDoor); 0: none. */
    box_office_quota: z.number().int().nonnegative().catch(0),
    /** The date's PULEP code ('' = none). */
    pulep_code: text,
    /** Its organizer's razón social and NIT (null: none). */
    producer: z.unknown().optional().transform(producerFrom),
    /** A cancelled date's progress (cancelEvent); null otherwise. */
    cancellation: z
      .object({ message: text, tickets: z.number().int().nonnegative().catch(0) })
      .passthrough()
      .nullable()
      .catch(null),
    /** Before this instant nothing of the date is sold or priced; null: no opening time. */
    sale_opens_at: instant,
    /** Buying needs a turn of the date's virtual queue. */
    queue: z.boolean().catch(false),
    /** Buyers admitted per minute (default QUEUE_RATE_DEFAULT). */
    queue_rate: z.number().int().min(QUEUE_RATE_MIN).max(QUEUE_RATE_MAX).catch(QUEUE_RATE_DEFAULT),
    /** A date opened from another's demand: until `until` only its offered accounts buy it. */
    priority: datePriority.nullable().catch(null),
  })
  .passthrough();

export type StoredEvent = z.infer<typeof storedEvent>;

export function parseEvent(data: DocumentData | undefined): StoredEvent {
  return storedEvent.parse(data ?? {});
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
