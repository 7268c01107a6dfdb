import {
  bogotaInstant,
  BOX_OFFICE_QUOTA_MESSAGE,
  boxOfficeQuotaFrom,
  EXTERNAL_EVENT_TYPE,
  eventSlug,
  INTERNAL_EVENT_TYPE,
  isCalendarDate,
  promotionFromData,
  promotionLabelsOf,
  pulepMissing,
  type ComedyEvent,
  type EventFormInput,
  type EventFormStatus,
  type EventType,
  type TicketTypeInput,
} from '@carcajada/domain';
import { lowestVisiblePrice, typeInputFromDraft, type TicketTypeDraft } from './ticket-type-draft';
import { noSeating, type SeatingDraft } from './seated-date-draft';
import { wholeNumber } from './whole-number';

/** The form as typed: numbers stay text until they are sent (so "45.000" can be typed). */
export interface EventDraft {
  id?: string;
  name: string;
  description: string;
  city: string;
  venueName: string;
  venueAddress: string;
  date: string;
  time: string;
  ticketPrice: string;
  capacity: string;
  coverImageUrl: string;
  eventType: EventType;
  externalUrl: string;
  isRecurring: boolean;
  recurrencePattern: string;
  status: EventFormStatus;
  /** The date's PULEP code as typed ('' = none). */
  pulepCode: string;
  /** The show's ticket types in order; empty: the show sells at its single price. */
  ticketTypes: TicketTypeDraft[];
  /** The show had types when the form opened (so an empty list must be sent to retire them). */
  hadTicketTypes: boolean;
  /** Seats kept for the door ("Cupos para taquilla") as typed; '' = none. */
  boxOfficeQuota: string;
  /** A seated date's plan, categories and door seats ("Plano de sala"); no plan: general admission. */
  seating: SeatingDraft;
}

export function emptyDraft(): EventDraft {
  return {
    name: '',
    description: '',
    city: '',
    venueName: '',
    venueAddress: '',
    date: '',
    time: '20:00',
    ticketPrice: '',
    capacity: '',
    coverImageUrl: '',
    eventType: INTERNAL_EVENT_TYPE,
    externalUrl: '',
    isRecurring: false,
    recurrencePattern: '',
    status: 'active',
    pulepCode: '',
    ticketTypes: [],
    hadTicketTypes: false,
    boxOfficeQuota: '',
    seating: noSeating(),
  };
}

export function draftFromForm(
  form: EventFormInput,
  ticketTypes: TicketTypeDraft[] = [],
  stored = false,
  boxOfficeQuota = 0,
  seating: SeatingDraft = noSeating(),
): EventDraft {
  return {
    ...form,
    seating,
    boxOfficeQuota: boxOfficeQuota > 0 ? String(boxOfficeQuota) : '',
    ticketPrice: String(form.ticketPrice),
    capacity: form.capacity === null ? '' : String(form.capacity),
    pulepCode: form.pulepCode ?? '',
    ticketTypes,
    hadTicketTypes: stored && ticketTypes.length > 0,
  };
}

/**
 * What `validateEventForm` and `saveEvent` receive. External shows have no seat limit. With types,
 * the show's price is the lowest visible one (the server sets it to the lowest on sale).
 */
export function formFromDraft(draft: EventDraft): EventFormInput {
  const { ticketTypes, hadTicketTypes: _had, boxOfficeQuota: _quota, seating, ...fields } = draft;
  const external = draft.eventType === EXTERNAL_EVENT_TYPE;
  const typesPrice = !external && ticketTypes.length > 0 ? lowestVisiblePrice(ticketTypes) : null;
  // a seated date's capacity is its plan's sellable seats
  const seated = !external && isSeatedDraft(draft) && seating.sellableSeats > 0;
  return {
    ...fields,
    ticketPrice: typesPrice ?? wholeNumber(draft.ticketPrice),
    capacity: seated
      ? seating.sellableSeats
      : external || draft.capacity.trim() === ''
        ? null
        : wholeNumber(draft.capacity),
  };
}

/** A date sold by seat: it has a plan and sells here. */
export function isSeatedDraft(draft: Pick<EventDraft, 'seating' | 'eventType'>): boolean {
  return draft.eventType !== EXTERNAL_EVENT_TYPE && draft.seating.planId !== '';
}

/**
 * The PULEP rule on the draft: a published date selling above 0 needs its code.
 * The types judged are the ones the form holds (sent or, untouched, the stored ones it opened with).
 */
export function draftNeedsPulep(draft: EventDraft): boolean {
  const form = formFromDraft(draft);
  return pulepMissing({ ...form, typePrices: draft.ticketTypes.map((type) => wholeNumber(type.price)) });
}

/** The `ticketTypes` to send: the list when the show has or had types, else absent (types left alone). */
export function typesFromDraft(draft: EventDraft): TicketTypeInput[] | undefined {
  // an external show sells elsewhere: it keeps no types
  const types = draft.eventType === EXTERNAL_EVENT_TYPE ? [] : draft.ticketTypes;
  if (types.length === 0 && !draft.hadTicketTypes) return undefined;
  return types.map(typeInputFromDraft);
}

/**
 * The `boxOfficeQuota` to send: a whole number from 0 to the capacity (an external show or one
 * without capacity keeps none); null with the field's message when it is not.
 */
export function quotaFromDraft(draft: EventDraft): { value: number } | { error: string } {
  // a seated date's door quota is its door seats' count
  if (isSeatedDraft(draft)) return { value: draft.seating.doorSeats.length };
  const form = formFromDraft(draft);
  const typed = draft.boxOfficeQuota.trim();
  const capacity = draft.eventType === EXTERNAL_EVENT_TYPE ? null : form.capacity;
  const value = typed === '' || capacity === null ? 0 : wholeNumber(typed);
  const quota = boxOfficeQuotaFrom(value, typeof capacity === 'number' ? capacity : null);
  return quota === null || quota === undefined ? { error: BOX_OFFICE_QUOTA_MESSAGE } : { value: quota };
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A blank poster until a cover is chosen (the card always draws an image). */
const NO_COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23222'/%3E%3C/svg%3E";

/**
 * The card as the home page would show it. Seats: the ones already taken (an edit of a show with
 * sales) still count against the new capacity.
 */
export function previewEvent(draft: EventDraft, stored: ComedyEvent | null, now = new Date()): ComedyEvent {
  const form = formFromDraft(draft);
  const validWhen = isCalendarDate(form.date) && TIME_PATTERN.test(form.time);
  const taken =
    stored && stored.capacity !== null && stored.seats_left !== null ? stored.capacity - stored.seats_left : 0;
  const capacity = typeof form.capacity === 'number' && Number.isInteger(form.capacity) ? form.capacity : null;
  return {
    id: stored?.id ?? 'vista-previa',
    slug: eventSlug(form.name, form.date),
    name: form.name || 'Tu show',
    description: form.description,
    city: form.city,
    venue: { name: form.venueName, address: form.venueAddress },
    cover_image_url: form.coverImageUrl || NO_COVER,
    date: form.date,
    time: form.time,
    event_date: validWhen ? bogotaInstant(form.date, form.time) : now,
    ticket_price: Number.isFinite(form.ticketPrice) ? form.ticketPrice : 0,
    status: form.status,
    event_type: form.eventType,
    external_url: form.externalUrl,
    is_recurring: form.isRecurring,
    recurrence_pattern: form.recurrencePattern,
    capacity,
    seats_left: capacity === null ? null : Math.max(0, capacity - taken),
    price_from:
      new Set((typesFromDraft(draft) ?? []).filter((type) => !type.hidden).map((type) => type.price)).size > 1,
    promotion_labels: promotionLabelsOf(
      (typesFromDraft(draft) ?? []).map((type) => ({ ...type, promotion: promotionFromData(type.promotion) })),
    ),
  };
}
