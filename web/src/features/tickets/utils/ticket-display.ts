import {
  bogotaInstant,
  formatEventDate,
  formatEventTime,
  ticketReference,
  type CalendarEntry,
  type TicketMetadata,
} from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';

/** "viernes, 27 de noviembre" from the ticket's stored date, or the stored text if it is malformed. */
export function ticketDateLabel(metadata: Pick<TicketMetadata, 'eventDate' | 'eventTime'>): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(metadata.eventDate)) return metadata.eventDate;
  const time = /^\d{2}:\d{2}$/.test(metadata.eventTime) ? metadata.eventTime : '00:00';
  return formatEventDate(bogotaInstant(metadata.eventDate, time));
}

/** A seated date's ticket: its seats as tickets name them ("Platea · Fila F · Silla 12"); [] otherwise. */
export function ticketSeatLabels(ticket: Pick<Ticket, 'seats'>): string[] {
  return (ticket.seats ?? []).map((seat) => seat.label).filter(Boolean);
}

/** "Silla" or "Sillas", for the line that names them. */
export function seatsTerm(labels: string[]): string {
  return labels.length === 1 ? 'Silla' : 'Sillas';
}

/**
 * The ticket's show as a calendar entry, from what the ticket keeps of it (the same uid as the
 * event's own entry, so adding both keeps one); null when its stored date or time is malformed.
 */
export function ticketCalendarEntry(ticket: Ticket, baseUrl: string): CalendarEntry | null {
  const { metadata } = ticket;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(metadata.eventDate) || !/^\d{2}:\d{2}$/.test(metadata.eventTime)) return null;
  const entries = ticket.quantity === 1 ? '1 entrada' : `${ticket.quantity} entradas`;
  const seats = ticketSeatLabels(ticket);
  const seatLine = seats.length > 0 ? ` ${seatsTerm(seats)}: ${seats.join('; ')}.` : '';
  return {
    uid: `event-${ticket.eventId}@carcajada.co`,
    title: metadata.eventName || 'Evento',
    description: `${entries} · Ref. ${ticketReference(ticket.id)}.${seatLine} Tus entradas están en Mis tickets.`,
    location: [metadata.venue, metadata.city].filter(Boolean).join(', '),
    start: bogotaInstant(metadata.eventDate, metadata.eventTime),
    url: `${baseUrl}/tickets`,
  };
}

/** A link for the code when it cannot be drawn: the code itself if it is a URL, else a text file. */
export function qrCodeLink(qrCode: string): { href: string; download?: string } {
  if (/^https?:\/\//i.test(qrCode)) return { href: qrCode };
  return { href: `data:text/plain;charset=utf-8,${encodeURIComponent(qrCode)}`, download: 'codigo-ticket.txt' };
}

/** Mis tickets and the QR with no connection say which copy they show (Bogotá time). */
export function offlineCopyLabel(savedAt: Date): string {
  return `Sin conexión: datos de ${formatEventTime(savedAt)}`;
}

export const TICKET_MESSAGES = {
  loadFailed: 'Error al cargar los tickets. Por favor, intenta de nuevo.',
  qrUnavailable: 'QR no disponible',
  qrPending: 'Tu código QR se generará cuando se confirme el pago.',
  cancelFailed: 'No pudimos cancelar la reserva. Intenta de nuevo en unos minutos.',
  cancelQuestion: '¿Quieres cancelar la reserva? Las entradas quedarán libres para otras personas.',
} as const;
