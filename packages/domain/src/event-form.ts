import { VALIDATION_MESSAGES, type FieldErrors } from './validation.js';
import { groupThousands } from './pricing.js';
import { EVENT_STATUS_ACTIVE, EXTERNAL_EVENT_TYPE, type ComedyEvent } from './models.js';
import type { TicketTypeInput } from './ticket-types.js';
import { normalizePulepCode, PULEP_MESSAGES, pulepCodeError } from './pulep.js';

/**
 * The organizer's event form (contract "Organizer dashboard"): what the dashboard sends to
 * `saveEvent` and what the callable validates again with the same function.
 */
export const INTERNAL_EVENT_TYPE = 'internal';
export const EVENT_TYPES = [INTERNAL_EVENT_TYPE, EXTERNAL_EVENT_TYPE] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_FORM_STATUSES = ['active', 'inactive'] as const;
export type EventFormStatus = (typeof EVENT_FORM_STATUSES)[number];

/** The seeded cities; the form offers them as suggestions, any other city is accepted. */
export const EVENT_CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla'] as const;

/** The posters shipped with the web app (`web/public/images/events/poster-N.jpg`), usable as cover. */
export const BUILT_IN_POSTERS = Array.from({ length: 8 }, (_, index) => `/images/events/poster-${index + 1}.jpg`);

export const EVENT_NAME_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 3000;
export const EVENT_TEXT_MAX = 200;
export const EVENT_URL_MAX = 1000;
export const EVENT_PRICE_MAX = 10_000_000;
export const EVENT_CAPACITY_MAX = 50_000;

export interface EventFormInput {
  /** Present when editing an existing event; absent creates a new one. */
  id?: string;
  name: string;
  description: string;
  city: string;
  venueName: string;
  venueAddress: string;
  /** 'YYYY-MM-DD', Bogotá calendar day. */
  date: string;
  /** 'HH:mm', Bogotá wall clock, 24 h. */
  time: string;
  /** COP, integer ≥ 0 (0 = free entry). */
  ticketPrice: number;
  /** Seats, integer ≥ 1; null (no limit) only for external_url events. */
  capacity: number | null;
  /** An https URL or one of BUILT_IN_POSTERS. */
  coverImageUrl: string;
  eventType: EventType;
  /** https URL when eventType is external_url; '' otherwise. */
  externalUrl: string;
  isRecurring: boolean;
  /** e.g. 'Todos los jueves' when recurring; '' otherwise. */
  recurrencePattern: string;
  /** active publishes, inactive hides. */
  status: EventFormStatus;
  /**
   * The date's PULEP code (4–20 letters, digits or dashes; upper-case once validated;
   * '' = none). Required to keep a paid date active (`pulepMissing`); absent reads as ''.
   */
  pulepCode?: string;
}

export type EventFormErrors = FieldErrors<keyof EventFormInput>;

/** Spanish message of each field of the event form. */
export const EVENT_FORM_MESSAGES = {
  idInvalid: 'El evento que intentas editar no es válido.',
  nameRequired: VALIDATION_MESSAGES.nameRequired,
  nameTooLong: `El nombre puede tener hasta ${EVENT_NAME_MAX} caracteres`,
  descriptionRequired: 'La descripción es requerida',
  descriptionTooLong: `La descripción puede tener hasta ${EVENT_DESCRIPTION_MAX} caracteres`,
  cityRequired: VALIDATION_MESSAGES.cityRequired,
  cityTooLong: `La ciudad puede tener hasta ${EVENT_TEXT_MAX} caracteres`,
  venueNameRequired: 'El nombre del lugar es requerido',
  venueNameTooLong: `El nombre del lugar puede tener hasta ${EVENT_TEXT_MAX} caracteres`,
  venueAddressRequired: 'La dirección del lugar es requerida',
  venueAddressTooLong: `La dirección puede tener hasta ${EVENT_TEXT_MAX} caracteres`,
  dateRequired: 'La fecha es requerida',
  dateInvalid: 'Ingresa una fecha válida (AAAA-MM-DD)',
  timeRequired: 'La hora es requerida',
  timeInvalid: 'Ingresa una hora válida en formato de 24 horas (HH:MM)',
  priceInvalid: 'El precio debe ser un número entero de pesos, 0 o más (0 = entrada libre)',
  priceTooHigh: `El precio no puede superar ${groupThousands(EVENT_PRICE_MAX)} COP`,
  capacityRequired: 'La capacidad es requerida',
  capacityKeep: 'Este show ya controla sus cupos: indica su capacidad (puede ser mayor que la actual)',
  capacityInvalid: `La capacidad debe ser un número entero entre 1 y ${groupThousands(EVENT_CAPACITY_MAX)}`,
  coverImageRequired: 'La imagen del evento es requerida',
  coverImageInvalid: 'La imagen debe ser un enlace https:// o uno de los pósters incluidos',
  eventTypeInvalid: 'Elige si el evento vende entradas aquí o en un sitio externo',
  externalUrlRequired: 'El enlace de compra externo es requerido',
  externalUrlInvalid: 'El enlace de compra externo debe ser un enlace https:// válido',
  recurringInvalid: 'Indica si el evento se repite',
  recurrencePatternRequired: 'Indica cuándo se repite (por ejemplo, Todos los jueves)',
  recurrencePatternTooLong: `La descripción de la repetición puede tener hasta ${EVENT_TEXT_MAX} caracteres`,
  statusInvalid: 'Elige si el evento está publicado u oculto',
  pulepCodeInvalid: PULEP_MESSAGES.invalid,
} as const;

const M = EVENT_FORM_MESSAGES;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const EVENT_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function requiredText(value: unknown, max: number, required: string, tooLong: string): string | undefined {
  const trimmed = text(value);
  if (!trimmed) return required;
  return trimmed.length > max ? tooLong : undefined;
}

/** A real calendar day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

function isHttpsUrl(value: string): boolean {
  if (value.length > EVENT_URL_MAX) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isWholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function dateError(value: unknown): string | undefined {
  if (!text(value)) return M.dateRequired;
  return isCalendarDate(text(value)) ? undefined : M.dateInvalid;
}

function timeError(value: unknown): string | undefined {
  if (!text(value)) return M.timeRequired;
  return TIME_PATTERN.test(text(value)) ? undefined : M.timeInvalid;
}

function priceError(value: unknown): string | undefined {
  if (!isWholeIn(value, 0, Number.MAX_SAFE_INTEGER)) return M.priceInvalid;
  return value > EVENT_PRICE_MAX ? M.priceTooHigh : undefined;
}

function capacityError(value: unknown, external: boolean): string | undefined {
  if (value === null || value === undefined) return external ? undefined : M.capacityRequired;
  return isWholeIn(value, 1, EVENT_CAPACITY_MAX) ? undefined : M.capacityInvalid;
}

function coverError(value: unknown): string | undefined {
  const url = text(value);
  if (!url) return M.coverImageRequired;
  return BUILT_IN_POSTERS.includes(url) || isHttpsUrl(url) ? undefined : M.coverImageInvalid;
}

function externalUrlError(value: unknown, external: boolean): string | undefined {
  if (!external) return undefined;
  const url = text(value);
  if (!url) return M.externalUrlRequired;
  return isHttpsUrl(url) ? undefined : M.externalUrlInvalid;
}

function recurrenceError(record: Record<string, unknown>): string | undefined {
  if (record.isRecurring !== true) return undefined;
  return requiredText(
    record.recurrencePattern,
    EVENT_TEXT_MAX,
    M.recurrencePatternRequired,
    M.recurrencePatternTooLong,
  );
}

function fieldErrors(record: Record<string, unknown>): EventFormErrors {
  const external = record.eventType === EXTERNAL_EVENT_TYPE;
  const errors: Record<keyof EventFormInput, string | undefined> = {
    id:
      record.id === undefined || (typeof record.id === 'string' && EVENT_ID_PATTERN.test(record.id))
        ? undefined
        : M.idInvalid,
    name: requiredText(record.name, EVENT_NAME_MAX, M.nameRequired, M.nameTooLong),
    description: requiredText(record.description, EVENT_DESCRIPTION_MAX, M.descriptionRequired, M.descriptionTooLong),
    city: requiredText(record.city, EVENT_TEXT_MAX, M.cityRequired, M.cityTooLong),
    venueName: requiredText(record.venueName, EVENT_TEXT_MAX, M.venueNameRequired, M.venueNameTooLong),
    venueAddress: requiredText(record.venueAddress, EVENT_TEXT_MAX, M.venueAddressRequired, M.venueAddressTooLong),
    date: dateError(record.date),
    time: timeError(record.time),
    ticketPrice: priceError(record.ticketPrice),
    capacity: capacityError(record.capacity, external),
    coverImageUrl: coverError(record.coverImageUrl),
    eventType: EVENT_TYPES.includes(record.eventType as EventType) ? undefined : M.eventTypeInvalid,
    externalUrl: externalUrlError(record.externalUrl, external),
    isRecurring: typeof record.isRecurring === 'boolean' ? undefined : M.recurringInvalid,
    recurrencePattern: recurrenceError(record),
    status: EVENT_FORM_STATUSES.includes(record.status as EventFormStatus) ? undefined : M.statusInvalid,
    pulepCode: pulepCodeError(record.pulepCode),
  };
  const result: EventFormErrors = {};
  for (const [key, message] of Object.entries(errors) as [keyof EventFormInput, string | undefined][])
    if (message) result[key] = message;
  return result;
}

/** The valid form, trimmed; fields that do not apply are emptied (no external URL on an internal show). */
function normalized(record: Record<string, unknown>): EventFormInput {
  const eventType = record.eventType as EventType;
  const external = eventType === EXTERNAL_EVENT_TYPE;
  const isRecurring = record.isRecurring === true;
  return {
    ...(typeof record.id === 'string' ? { id: record.id } : {}),
    name: text(record.name),
    description: text(record.description),
    city: text(record.city),
    venueName: text(record.venueName),
    venueAddress: text(record.venueAddress),
    date: text(record.date),
    time: text(record.time),
    ticketPrice: record.ticketPrice as number,
    capacity: typeof record.capacity === 'number' ? record.capacity : null,
    coverImageUrl: text(record.coverImageUrl),
    eventType,
    externalUrl: external ? text(record.externalUrl) : '',
    isRecurring,
    recurrencePattern: isRecurring ? text(record.recurrencePattern) : '',
    status: record.status as EventFormStatus,
    pulepCode: normalizePulepCode(record.pulepCode),
  };
}

export type EventFormValidation = { ok: true; value: EventFormInput } | { ok: false; fieldErrors: EventFormErrors };

/** The one validation of the event form: the web form shows `fieldErrors`, `saveEvent` refuses with them. */
export function validateEventForm(input: unknown): EventFormValidation {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const errors = fieldErrors(record);
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, value: normalized(record) };
}

const SLUG_NAME_MAX = 60;

/** "Noche de Risas Ñoñas!" + "2026-12-04" → "noche-de-risas-nonas-2026-12-04": lowercase ASCII, hyphens. */
export function eventSlug(name: string, date: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_NAME_MAX)
    .replace(/^-+|-+$/g, '');
  return `${base || 'evento'}-${date}`;
}

/** The slug with its collision suffix: attempt 1 is the slug itself, then "-2", "-3"… */
export function slugCandidate(slug: string, attempt: number): string {
  return attempt <= 1 ? slug : `${slug}-${attempt}`;
}

/** The form filled from a stored event, to edit it. */
export function eventFormFromEvent(event: ComedyEvent): EventFormInput {
  const external = event.event_type === EXTERNAL_EVENT_TYPE;
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    city: event.city,
    venueName: event.venue.name,
    venueAddress: event.venue.address,
    date: event.date,
    time: event.time,
    ticketPrice: event.ticket_price,
    capacity: event.capacity,
    coverImageUrl: event.cover_image_url,
    eventType: external ? EXTERNAL_EVENT_TYPE : INTERNAL_EVENT_TYPE,
    externalUrl: external ? event.external_url : '',
    isRecurring: event.is_recurring,
    recurrencePattern: event.is_recurring ? event.recurrence_pattern : '',
    status: event.status === EVENT_STATUS_ACTIVE ? 'active' : 'inactive',
    pulepCode: event.pulep_code ?? '',
  };
}

/** "YYYY-MM-DD" plus `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The same show a week later, as a new event (no id). */
export function duplicateForNextWeek(form: EventFormInput): EventFormInput {
  const copy: EventFormInput = { ...form, date: addCalendarDays(form.date, 7) };
  delete copy.id;
  return copy;
}

/** saveEvent's request and answer. */
export interface SaveEventRequest {
  event: EventFormInput;
  /** The show's ticket types in their order; absent leaves them as they are. */
  ticketTypes?: TicketTypeInput[];
  /** Seats kept from the online sale for the door (`box_office_quota`); absent leaves it as it is. */
  boxOfficeQuota?: number;
  /** A new date opened from this sold-out date's demand ("Abrir otra función"): its priority window. */
  priorityFromEventId?: string;
  /** The window's hours (default 24). */
  priorityHours?: number;
  /** A seated date (docs/seated-dates.md): its organizer's plan; absent leaves the date as it is. */
  seating_plan_id?: string;
  /** { [categoryName]: ticketTypeId, or the name of a type of the same save }: every category with seats to sell. */
  seat_categories?: Record<string, string>;
  /** The seats the door sells (the date's `box_office_quota` is their count). */
  box_office_seats?: string[];
  /** A new show's organizer, as ADMIN gives it (an ORGANIZER's new show is its own whatever this says). */
  organizerId?: string;
}
export interface SaveEventResult {
  eventId: string;
  slug: string;
}

/** refundTicket's answer (the webhook that follows cancels the ticket). */
export interface RefundTicketResult {
  ticketId: string;
  refundRequested: true;
}
