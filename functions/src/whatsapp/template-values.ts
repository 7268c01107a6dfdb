import {
  formatEventDate,
  formatEventTime,
  priorityCheckoutPath,
  whatsappSeatText,
  type WhatsAppTemplate,
  type WhatsAppTemplateValues,
} from '@carcajada/domain';
import { eventRef } from '../common/firestore.js';
import { parseEvent, type StoredEvent } from '../documents/event.js';
import type { StoredTicket } from '../documents/ticket.js';
import { refundOf } from '../events/cancellation/cancel-ticket-of-date.js';
import { refundText } from '../mail/show-change-mail.js';
import { webBaseUrl } from '../config.js';
import { whatsappQrLink } from './qr-link.js';

/** "viernes, 27 de diciembre a las 21:00". */
function dayAndTime(start: Date): string {
  return `${formatEventDate(start)} a las ${formatEventTime(start)}`;
}

/** "Teatro Nacional, Calle 71 # 10-25, Bogotá". */
function place(event: StoredEvent): string {
  return [event.venue.name, event.venue.address, event.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The header image of `entrada_confirmada`: the ticket's QR through whatsappQr's signed link; a
 * free reservation, which has no code (the door admits it by the list), shows the app's icon.
 */
function headerImage(ticketId: string, ticket: StoredTicket): string {
  if (ticket.qrCode) return whatsappQrLink(ticketId, ticket.qrCode);
  return `${webBaseUrl.value().replace(/\/+$/, '')}/icons/icon-512.png`;
}

/** `nueva_funcion`: the new date, the window's end and the seats offered, with a link to its checkout. */
export function offerTemplateValues(
  event: StoredEvent,
  offer: { seats: number; until: Date; category: string | null },
): WhatsAppTemplateValues & { template: 'nueva_funcion' } {
  const start = event.event_date?.toDate();
  if (!start) throw new Error(`the date ${event.slug} has no start to tell`);
  return {
    template: 'nueva_funcion',
    show: event.name,
    when: dayAndTime(start),
    venue: place(event),
    until: dayAndTime(offer.until),
    seats: offer.seats === 1 ? '1 entrada' : `${offer.seats} entradas`,
    // the button's URL is the web's base and this suffix
    checkoutPath: priorityCheckoutPath(event.slug, offer.seats, offer.category).slice(1),
  };
}

/** What a template says about this ticket and its show, read now (a moved date says its new day). */
export async function templateValues(
  template: Exclude<WhatsAppTemplate, 'nueva_funcion'>,
  ticketId: string,
  ticket: StoredTicket,
): Promise<WhatsAppTemplateValues> {
  const event = parseEvent((await eventRef(ticket.eventId).get()).data());
  const start = event.event_date?.toDate();
  if (!start) throw new Error(`events/${ticket.eventId} has no start to tell`);
  const show = event.name || ticket.metadata.eventName;
  switch (template) {
    case 'entrada_confirmada': {
      const typeName = typeof ticket.ticketTypeName === 'string' ? ticket.ticketTypeName : null;
      return {
        template,
        imageUrl: headerImage(ticketId, ticket),
        show,
        when: dayAndTime(start),
        venue: place(event),
        seat: whatsappSeatText(ticket.seats, typeName || ticket.metadata.seatNumber || null, ticket.quantity),
      };
    }
    case 'recordatorio_funcion':
      return { template, show, time: formatEventTime(start), venue: place(event) };
    case 'funcion_movida':
      return { template, show, when: dayAndTime(start), venue: place(event) };
    case 'funcion_cancelada':
      return { template, show, date: formatEventDate(start), refund: refundText(refundOf(ticket)) };
  }
}
