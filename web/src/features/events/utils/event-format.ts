import { formatEventDate, type ComedyEvent } from '@carcajada/domain';

export { FREE_ENTRY_LABEL, priceLabel } from '@carcajada/domain';

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);
}

/** "Viernes, 27 de noviembre - 21:00" (Bogotá date, the event's wall-clock time). */
export function eventDateTimeLabel(event: Pick<ComedyEvent, 'event_date' | 'time'>): string {
  const date = capitalized(formatEventDate(event.event_date));
  return event.time ? `${date} - ${event.time}` : date;
}

/** Cards show the recurrence pattern ("Todos los jueves") instead of one date for recurring shows. */
export function eventScheduleLabel(
  event: Pick<ComedyEvent, 'event_date' | 'time' | 'is_recurring' | 'recurrence_pattern'>,
): string {
  return event.is_recurring && event.recurrence_pattern ? event.recurrence_pattern : eventDateTimeLabel(event);
}

/** Slug when the event has one, else its id (legacy events). */
export function eventPathSegment(event: Pick<ComedyEvent, 'slug' | 'id'>): string {
  return encodeURIComponent(event.slug || event.id);
}

export function eventPath(event: Pick<ComedyEvent, 'slug' | 'id'>): string {
  return `/evento/${eventPathSegment(event)}`;
}

/** The date's waiting room (contract "The on-sale"). */
export function queuePath(event: Pick<ComedyEvent, 'slug' | 'id'>): string {
  return `/fila/${eventPathSegment(event)}`;
}

/** /compra/{slug}?quantity=N, with &tipo=<typeId> when the show sells ticket types. */
export function checkoutPath(event: Pick<ComedyEvent, 'slug' | 'id'>, quantity: number, typeId?: string): string {
  const tipo = typeId ? `&tipo=${encodeURIComponent(typeId)}` : '';
  return `/compra/${eventPathSegment(event)}?quantity=${quantity}${tipo}`;
}
