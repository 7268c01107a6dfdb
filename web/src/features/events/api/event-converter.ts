import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import {
  cancellationProgressFrom,
  isPulepCode,
  producerFrom,
  promotionLabelsFrom,
  queueRateOf,
  waitlistCountFrom,
  type ComedyEvent,
} from '@carcajada/domain';
import {
  asBoolean,
  asNumber,
  asRecord,
  asString,
  readOnlyConverterWrite,
  toDate,
  toOptionalDate,
} from '../../../lib/firestore-convert';

/** A whole number of seats at least `min`; anything else (absent, negative, fractional) means no figure. */
function asSeatCount(value: unknown, min: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min ? value : null;
}

/**
 * capacity (≥ 1) and seats_left (≥ 0) as the server keeps them; absent or malformed → null (no
 * limit). seats_left never reads above the capacity, and without a capacity there is no limit.
 */
function seatCounts(data: Record<string, unknown>): Pick<ComedyEvent, 'capacity' | 'seats_left'> {
  const capacity = asSeatCount(data.capacity, 1);
  const seatsLeft = asSeatCount(data.seats_left, 0);
  if (capacity === null || seatsLeft === null) return { capacity, seats_left: null };
  return { capacity, seats_left: Math.min(seatsLeft, capacity) };
}

/** { [categoryName]: ticketTypeId }, keeping only text entries. */
function seatCategoriesFrom(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(asRecord(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** events/{id} → ComedyEvent (Timestamp → Date, id from the document). Clients never write events.
 * Events are public data, read through Firestore Lite (lib/firestore-lite). */
export const eventConverter: FirestoreDataConverter<ComedyEvent> = {
  toFirestore: readOnlyConverterWrite,
  fromFirestore: (snapshot: QueryDocumentSnapshot): ComedyEvent => eventFromData(snapshot.id, snapshot.data()),
};

/** An event's stored fields → ComedyEvent: from Firestore, or as the page embedded them (dates as ISO text). */
export function eventFromData(id: string, data: Record<string, unknown>): ComedyEvent {
  const venue = asRecord(data.venue);
  const promotionLabels = promotionLabelsFrom(data.promotion_labels);
  return {
    id,
    slug: asString(data.slug),
    name: asString(data.name),
    description: asString(data.description),
    city: asString(data.city),
    organizerId: typeof data.organizerId === 'string' && data.organizerId ? data.organizerId : null,
    venue: { name: asString(venue.name), address: asString(venue.address) },
    cover_image_url: asString(data.cover_image_url),
    date: asString(data.date),
    time: asString(data.time),
    event_date: toDate(data.event_date),
    ticket_price: asNumber(data.ticket_price),
    status: asString(data.status),
    event_type: asString(data.event_type),
    external_url: asString(data.external_url),
    is_recurring: asBoolean(data.is_recurring),
    recurrence_pattern: asString(data.recurrence_pattern),
    ...seatCounts(data),
    // ticket types at several prices: cards read "Desde $ …"
    ...(data.price_from === true && { price_from: true }),
    // its types' promotions: cards read "2x1"
    ...(promotionLabels && { promotion_labels: promotionLabels }),
    // funciones: the dates of one show share it; the listings add how many more dates follow
    ...(typeof data.series_id === 'string' && data.series_id && { series_id: data.series_id }),
    ...(typeof data.more_dates === 'number' && data.more_dates > 0 && { more_dates: data.more_dates }),
    ...(cancellationProgressFrom(data.cancellation) && { cancellation: cancellationProgressFrom(data.cancellation) }),
    // the organizer's count of the date's waitlist
    ...(typeof data.waitlist === 'object' && data.waitlist !== null && { waitlist: waitlistCountFrom(data.waitlist) }),
    // the on-sale (an opening time, a virtual queue)
    // absent or malformed: no opening time on the page (the server refuses sales before it anyway)
    ...(toOptionalDate(data.sale_opens_at) && { sale_opens_at: toOptionalDate(data.sale_opens_at) }),
    ...(data.queue === true && { queue: true, queue_rate: queueRateOf(data.queue_rate) }),
    // the date's PULEP code, shown to buyers (a malformed one is not shown)
    ...(isPulepCode(data.pulep_code) && { pulep_code: data.pulep_code }),
    // "Organiza: {legal_name} · NIT {nit}"
    ...(producerFrom(data.producer) && { producer: producerFrom(data.producer) }),
    // a seated date (contract v6): its checkout draws the seat map
    ...(typeof data.seating_plan_id === 'string' &&
      data.seating_plan_id && {
        seating_plan_id: data.seating_plan_id,
        seat_categories: seatCategoriesFrom(data.seat_categories),
      }),
  };
}
