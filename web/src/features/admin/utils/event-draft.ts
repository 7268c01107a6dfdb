import {
  bogotaInstant,
  EXTERNAL_EVENT_TYPE,
  eventSlug,
  INTERNAL_EVENT_TYPE,
  isCalendarDate,
  type ComedyEvent,
  type EventFormInput,
  type EventFormStatus,
  type EventType,
} from '@carcajada/domain';

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
  };
}

export function draftFromForm(form: EventFormInput): EventDraft {
  return {
    ...form,
    ticketPrice: String(form.ticketPrice),
    capacity: form.capacity === null ? '' : String(form.capacity),
  };
}

/** "45.000", "45 000" and "45000" are the same COP; anything else stays invalid (NaN). */
function wholeNumber(text: string): number {
  const compact = text.trim().replace(/[.\s]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What `validateEventForm` and `saveEvent` receive. External shows have no seat limit. */
export function formFromDraft(draft: EventDraft): EventFormInput {
  const external = draft.eventType === EXTERNAL_EVENT_TYPE;
  return {
    ...draft,
    ticketPrice: wholeNumber(draft.ticketPrice),
    capacity: external || draft.capacity.trim() === '' ? null : wholeNumber(draft.capacity),
  };
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
  };
}
