// no zod here: the home page reads its listed dates through `eventView` (see instant.ts)
import type { EventCancellation } from '../event-cancellation.js';
import type { ComedyEvent, ShowDateFields } from '../models.js';
import { queueRateOf } from '../on-sale.js';
import { producerFrom, type ShowProducer } from '../organizers.js';
import { promotionLabelsFrom } from '../promotions.js';
import { isPulepCode } from '../pulep.js';
import type { SeatedDateInput } from '../seating/seated-date.js';
import { onlineSeatPool } from '../seats.js';
import { NO_PREVIOUS_DATE } from '../show-listing.js';
import { cancellationProgressFrom } from '../show-date-runs.js';
import { waitlistCountFrom, type WaitlistCount } from '../waitlist.js';
import { isStoredInstant, type StoredInstant } from './instant.js';

/** events/{id}: one date of a show (written by the functions only; anyone reads an active one). */
export const EVENTS_COLLECTION = 'events';

export interface EventDocumentOptions {
  slug: string;
  name: string;
  start: Date;
  /** "YYYY-MM-DD" and "HH:MM" in Bogotá; give both with `start`, they are not derived here. */
  date: string;
  time: string;
  description?: string;
  city?: string;
  venue?: { name: string; address: string };
  cover_image_url?: string;
  ticket_price?: number;
  status?: string;
  external_url?: string;
  recurrence_pattern?: string;
  /** The organizer who owns the show; absent = the platform's own. */
  organizerId?: string | null;
  /** The date's PULEP code, upper-case ('' clears it); absent = not written. */
  pulep_code?: string;
  /** Its organizer's razón social and NIT (null clears it); absent = not written. */
  producer?: ShowProducer | null;
  /**
   * The start of its show's active date just before it (domain previousDates; the lists keep a
   * date whose value is before their window). Absent: NO_PREVIOUS_DATE, a show of one date.
   */
  previous_date?: Date;
}

/**
 * events/{id} as saveEvent writes the organizer's form (and the seed, tests and the bench lay it
 * out), without seats: add `seatInventory(...).event` for a counted show.
 */
export function eventDocument(options: EventDocumentOptions) {
  return {
    slug: options.slug,
    name: options.name,
    description: options.description ?? 'Una hora de humor.',
    city: options.city ?? 'Bogotá',
    venue: options.venue ?? { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3' },
    cover_image_url: options.cover_image_url ?? '/images/events/poster-1.jpg',
    date: options.date,
    time: options.time,
    event_date: options.start,
    ticket_price: options.ticket_price ?? 45_000,
    status: options.status ?? 'active',
    event_type: options.external_url ? 'external_url' : 'internal',
    external_url: options.external_url ?? '',
    is_recurring: Boolean(options.recurrence_pattern),
    recurrence_pattern: options.recurrence_pattern ?? '',
    ...(options.organizerId ? { organizerId: options.organizerId } : {}),
    ...(options.pulep_code !== undefined ? { pulep_code: options.pulep_code } : {}),
    ...(options.producer !== undefined ? { producer: options.producer } : {}),
    previous_date: options.previous_date ?? NO_PREVIOUS_DATE,
  };
}

/** events/{id} fields of the organizer's form (`eventDocument`). */
export type EventFormFields = ReturnType<typeof eventDocument>;

/**
 * What saveEvent writes beside the form (`T`: how its writer stores an instant): the prices its
 * ticket types set, a counted show's seats and door quota, a seated date's plan, and the window of
 * a date opened from another's demand.
 */
export type EventSaveFields<T> = Partial<
  SeatedDateInput & {
    /** The lowest price on sale of its types. */
    ticket_price: number;
    price_from: boolean;
    promotion_labels: string[];
    capacity: number;
    seats_left: number;
    box_office_quota: number;
    priority: { fromEventId: string; until: T };
  }
>;

/** events/{id} as saveEvent creates it: the form's fields, what the save adds, stamped `at`. */
export function newEventDocument<T>(form: EventDocumentOptions, fields: EventSaveFields<T>, at: T) {
  return { ...eventDocument(form), ...fields, created_at: at, updated_at: at };
}

/** What a date added to a show (addShowDates) has of its own; the rest it copies from the show. */
export interface CopiedDateOptions {
  slug: string;
  /** The start, and its "YYYY-MM-DD" and "HH:MM" in Bogotá (as in `EventDocumentOptions`). */
  start: Date;
  date: string;
  time: string;
  status: string;
  /** Its show's first date's id. */
  series_id: string;
  /** Its own PULEP code or its show's, upper-case; '' = none (not written). */
  pulep_code: string;
}

/**
 * events/{id} as addShowDates creates a date of a show (`show` as `parseEvent` reads it): the
 * show's form, its types' prices, organizer and producer, and its capacity and door quota with
 * every online seat free; the day, slug, status, code and series are the date's own. Nothing sold,
 * cancelled, opened or seated is copied, and no `previous_date`: its show's to keep
 * (refreshPreviousDates, once the dates are added).
 */
export function copiedDateDocument<T>(show: StoredEvent, date: CopiedDateOptions, at: T) {
  const { previous_date: _previous, ...created } = newEventDocument<T>(
    {
      slug: date.slug,
      name: show.name,
      start: date.start,
      date: date.date,
      time: date.time,
      description: show.description,
      city: show.city,
      venue: { name: show.venue.name, address: show.venue.address },
      cover_image_url: show.cover_image_url,
      ticket_price: show.ticket_price,
      status: date.status,
      external_url: show.external_url,
      recurrence_pattern: show.recurrence_pattern,
      organizerId: show.organizerId,
      ...(date.pulep_code && { pulep_code: date.pulep_code }),
      producer: show.producer,
    },
    {
      price_from: show.price_from,
      promotion_labels: show.promotion_labels ?? [],
      // the seat blocks are laid out on first sale (functions' seats/inventory.ts), so a date costs few writes
      ...(show.capacity !== null && {
        capacity: show.capacity,
        box_office_quota: show.box_office_quota,
        seats_left: onlineSeatPool(show)!,
      }),
    },
    at,
  );
  return { ...created, series_id: date.series_id };
}

/** What a cancellation pass counts again of a date's tickets (`cancellation.*`). */
export type CancellationCounts = Pick<EventCancellation, 'refunded' | 'ended' | 'mailed' | 'holdsEnded' | 'done'>;

/**
 * A cancellation pass's fields, merged into the stored progress (dotted: the rest of it is kept):
 * its counts, the passes and failures so far (`T` an increment too), and when the work finished.
 */
type CancellationPassFields<T> = {
  [count in keyof CancellationCounts as `cancellation.${count}`]: CancellationCounts[count];
} & {
  'cancellation.passes': number | T;
  'cancellation.failures': number | T;
  'cancellation.finishedAt': T;
};

/**
 * The fields a flow may change on an existing date, named as stored (`T`: how its writer stores an
 * instant: a Timestamp, a server timestamp sentinel): the organizer's form and what its save adds,
 * its status and cancellation (and a pass's progress), the on-sale, its show (funciones), and when
 * it was last changed.
 */
export type EventChange<T> = Partial<
  Omit<EventFormFields, 'previous_date'> &
    EventSaveFields<T> &
    CancellationPassFields<T> & {
      status: string;
      cancellation: EventCancellation;
      sale_opens_at: T | null;
      queue: boolean;
      queue_rate: number;
      series_id: string;
      /** The organizer's count of its waitlist (`T` an increment too), merged: see `waitlistCountChange`. */
      waitlist: { [field in keyof WaitlistCount]: number | T };
      /** Its show's active date just before it (functions/src/events/previous-dates.ts keeps it). */
      previous_date: T;
      updated_at: T;
    }
>;

/** A change to an existing date, checked: only the fields `EventChange` names, of their types. */
export function eventChange<T>(change: EventChange<T>): EventChange<T> {
  return change;
}

/**
 * The organizer's count of the date's waitlist moved by `people` and `seats` (`T`: increments).
 * Written merged (`set(…, { merge: true })`): an update would replace the count with the moves.
 */
export function waitlistCountChange<T>(people: T, seats: T): EventChange<T> {
  return { waitlist: { people, seats } };
}

/**
 * A cancellation pass's change of the date: its counts, the passes and failures it adds (`T`:
 * increments), and, once nothing is left, when it finished.
 */
export function cancellationPassChange<T>(
  counts: CancellationCounts,
  added: { passes: T; failures: T },
  finishedAt: T | null,
): EventChange<T> {
  return {
    'cancellation.refunded': counts.refunded,
    'cancellation.ended': counts.ended,
    'cancellation.mailed': counts.mailed,
    'cancellation.holdsEnded': counts.holdsEnded,
    'cancellation.done': counts.done,
    'cancellation.passes': added.passes,
    'cancellation.failures': added.failures,
    ...(finishedAt !== null && { 'cancellation.finishedAt': finishedAt }),
  };
}

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): boolean => value === true;
/** An id another document is named by (organizer, first date, plan): empty or mistyped reads as none. */
const optionalId = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const instant = (value: unknown): StoredInstant | null => (isStoredInstant(value) ? value : null);

/** A whole number of seats at least `min`; anything else (absent, negative, fractional) reads as none. */
function seatCount(value: unknown, min: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min ? value : null;
}

/** { [categoryName]: ticketTypeId }, keeping only text entries. */
function seatCategoriesFrom(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A date opened from another's demand: until `until` only its offered accounts buy it. */
export interface StoredDatePriority {
  fromEventId: string;
  until: StoredInstant;
  [field: string]: unknown;
}

function datePriorityFrom(value: unknown): StoredDatePriority | null {
  const priority = fieldsOf(value);
  return optionalId(priority.fromEventId) && isStoredInstant(priority.until) ? (priority as StoredDatePriority) : null;
}

/** A cancelled date's progress as cancelEvent keeps it (`tickets`: the paid tickets to refund). */
export interface StoredCancellation {
  message: string;
  tickets: number;
  [field: string]: unknown;
}

function cancellationFrom(value: unknown): StoredCancellation | null {
  if (typeof value !== 'object' || value === null) return null;
  const cancellation = value as Fields;
  return { ...cancellation, message: text(cancellation.message), tickets: seatCount(cancellation.tickets, 0) ?? 0 };
}

/**
 * events/{id} as every flow of the functions (purchase, webhook, waitlist, transfers,
 * cancellation, mail, door) and the web's view read it. Fields no reader names are kept as they
 * are (`[field]`).
 */
export interface StoredEvent extends ShowDateFields {
  /** The start; null reads as a show that already began (nothing sells or is offered). */
  event_date: StoredInstant | null;
  /** The show's organizer (null: the platform's own); copied onto its tickets. */
  organizerId: string | null;
  /** The show this date belongs to (the first date's id); null: a show of one date. */
  series_id: string | null;
  /** Listings only: how many more of the show's dates the chip's window holds (0: none). */
  more_dates: number;
  /** Seats kept from the online sale for the door (sellAtDoor); 0: none. */
  box_office_quota: number;
  /** Ticket types at several prices (`ticket_price` is the lowest): cards read "Desde $ …". */
  price_from: boolean;
  /** Its visible types' promotions as the cards show them ("2x1"); null: none. */
  promotion_labels: string[] | null;
  /** The date's PULEP code ('' = none; the web shows only a well-formed one). */
  pulep_code: string;
  /** Its organizer's razón social and NIT (null: none). */
  producer: ShowProducer | null;
  /** A cancelled date's progress (cancelEvent); null otherwise. */
  cancellation: StoredCancellation | null;
  /** The organizer's count of the date's waitlist (null: not counted yet). */
  waitlist: WaitlistCount | null;
  /** Before this instant nothing of the date is sold or priced; null: no opening time. */
  sale_opens_at: StoredInstant | null;
  /** Buying needs a turn of the date's virtual queue (only an explicit `true`). */
  queue: boolean;
  /** Buyers admitted per minute (QUEUE_RATE_DEFAULT when absent or out of bounds). */
  queue_rate: number;
  priority: StoredDatePriority | null;
  /** A seated date's plan (seating_plans/{id}); null: general admission. */
  seating_plan_id: string | null;
  /** A seated date's categories, each sold as one of its types: { [categoryName]: ticketTypeId }. */
  seat_categories: Record<string, string>;
  [field: string]: unknown;
}

/**
 * events/{id}: the one description of a stored date, with no zod (the home page ships it). A field
 * missing or of the wrong type reads as its empty value, so an old or hand-written show is judged,
 * never crashes a flow or a page.
 */
export function parseEvent(data: unknown): StoredEvent {
  const event = fieldsOf(data);
  const venue = fieldsOf(event.venue);
  const ticketPrice = event.ticket_price;
  return {
    ...event,
    slug: text(event.slug),
    name: text(event.name),
    description: text(event.description),
    date: text(event.date),
    time: text(event.time),
    city: text(event.city),
    venue: { ...venue, name: text(venue.name), address: text(venue.address) },
    cover_image_url: text(event.cover_image_url),
    event_date: instant(event.event_date),
    ticket_price: typeof ticketPrice === 'number' && Number.isFinite(ticketPrice) && ticketPrice >= 0 ? ticketPrice : 0,
    status: text(event.status),
    event_type: text(event.event_type),
    external_url: text(event.external_url),
    is_recurring: flag(event.is_recurring),
    recurrence_pattern: text(event.recurrence_pattern),
    capacity: seatCount(event.capacity, 1),
    seats_left: seatCount(event.seats_left, 0),
    organizerId: optionalId(event.organizerId),
    series_id: optionalId(event.series_id),
    more_dates: typeof event.more_dates === 'number' && event.more_dates > 0 ? event.more_dates : 0,
    box_office_quota: seatCount(event.box_office_quota, 0) ?? 0,
    price_from: flag(event.price_from),
    promotion_labels: promotionLabelsFrom(event.promotion_labels),
    pulep_code: text(event.pulep_code),
    producer: producerFrom(event.producer),
    cancellation: cancellationFrom(event.cancellation),
    waitlist: typeof event.waitlist === 'object' && event.waitlist !== null ? waitlistCountFrom(event.waitlist) : null,
    sale_opens_at: instant(event.sale_opens_at),
    queue: flag(event.queue),
    queue_rate: queueRateOf(event.queue_rate),
    priority: datePriorityFrom(event.priority),
    seating_plan_id: optionalId(event.seating_plan_id),
    seat_categories: seatCategoriesFrom(event.seat_categories),
  };
}

/** An instant as stored, or as the page embedded it (ISO text); null when unreadable. */
function viewDate(value: unknown): Date | null {
  if (isStoredInstant(value)) return value.toDate();
  const date = value instanceof Date || typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * capacity and seats_left as the page shows them: seats_left never above the capacity, and without
 * a capacity (or a figure) there is no limit.
 */
function seatCounts(event: StoredEvent): Pick<ComedyEvent, 'capacity' | 'seats_left'> {
  const { capacity, seats_left: seatsLeft } = event;
  if (capacity === null || seatsLeft === null) return { capacity, seats_left: null };
  return { capacity, seats_left: Math.min(seatsLeft, capacity) };
}

/**
 * A date as the web shows it (listings, its page, the checkout, the dashboard), from its stored
 * fields — as Firestore answers them or as the page embedded them (dates as ISO text) — read by
 * `parseEvent`. Its start is the one field a page cannot do without: unreadable, it throws.
 */
export function eventView(id: string, data: Record<string, unknown>): ComedyEvent {
  const event = parseEvent(data);
  const start = viewDate(data.event_date);
  if (!start) throw new TypeError('Expected a timestamp or a date');
  const opensAt = viewDate(data.sale_opens_at);
  const previousDate = viewDate(data.previous_date);
  // the refunds so far, read from the stored progress as it is (`paid`, `refunded`, `done`)
  const cancellation = cancellationProgressFrom(data.cancellation);
  return {
    id,
    slug: event.slug,
    name: event.name,
    description: event.description,
    city: event.city,
    organizerId: event.organizerId,
    venue: { name: event.venue.name, address: event.venue.address },
    cover_image_url: event.cover_image_url,
    date: event.date,
    time: event.time,
    event_date: start,
    ticket_price: event.ticket_price,
    status: event.status,
    event_type: event.event_type,
    external_url: event.external_url,
    is_recurring: event.is_recurring,
    recurrence_pattern: event.recurrence_pattern,
    ...seatCounts(event),
    // ticket types at several prices: cards read "Desde $ …"
    ...(event.price_from && { price_from: true }),
    // its types' promotions: cards read "2x1"
    ...(event.promotion_labels && { promotion_labels: event.promotion_labels }),
    // funciones: the dates of one show share it; the listings add how many more dates follow
    ...(event.series_id && { series_id: event.series_id }),
    ...(event.more_dates > 0 && { more_dates: event.more_dates }),
    // where a listed date stands in the lists' order (the next page starts after it)
    ...(previousDate && { previous_date: previousDate }),
    ...(cancellation && { cancellation }),
    // the organizer's count of the date's waitlist
    ...(event.waitlist && { waitlist: event.waitlist }),
    // the on-sale: absent or malformed, no opening time on the page (the server refuses sales before it anyway)
    ...(opensAt && { sale_opens_at: opensAt }),
    ...(event.queue && { queue: true, queue_rate: event.queue_rate }),
    // the date's PULEP code, shown to buyers (a malformed one is not shown)
    ...(isPulepCode(event.pulep_code) && { pulep_code: event.pulep_code }),
    // "Organiza: {legal_name} · NIT {nit}"
    ...(event.producer && { producer: event.producer }),
    // a seated date (contract v6): its checkout draws the seat map
    ...(event.seating_plan_id && {
      seating_plan_id: event.seating_plan_id,
      seat_categories: event.seat_categories,
    }),
  };
}
