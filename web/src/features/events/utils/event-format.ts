import { formatEventDate, quantityFromQuery, type ComedyEvent } from '@carcajada/domain';

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

/** What the date's page chose, carried through the waiting room to the checkout. */
export interface QueuedOrder {
  quantity: number;
  typeId?: string;
}

/** `?quantity=N`, with `&tipo=<typeId>` when the show sells ticket types. */
function orderQuery(order: QueuedOrder): string {
  const tipo = order.typeId ? `&tipo=${encodeURIComponent(order.typeId)}` : '';
  return `?quantity=${order.quantity}${tipo}`;
}

/** The date's waiting room (contract "The on-sale"), with the order chosen on its page when there is one. */
export function queuePath(event: Pick<ComedyEvent, 'slug' | 'id'>, order?: QueuedOrder): string {
  return `/fila/${eventPathSegment(event)}${order ? orderQuery(order) : ''}`;
}

/** The order a waiting room (or a checkout) was opened with: a valid quantity (1 without one) and the type. */
export function queuedOrderFromQuery(searchParams: URLSearchParams): QueuedOrder {
  const typeId = searchParams.get('tipo');
  return { quantity: quantityFromQuery(searchParams.get('quantity')), ...(typeId && { typeId }) };
}

/** /compra/{slug}?quantity=N, with &tipo=<typeId> when the show sells ticket types. */
export function checkoutPath(event: Pick<ComedyEvent, 'slug' | 'id'>, quantity: number, typeId?: string): string {
  return `/compra/${eventPathSegment(event)}${orderQuery({ quantity, typeId })}`;
}
