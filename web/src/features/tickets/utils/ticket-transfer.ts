import { bogotaInstant, isTransferable } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';

/**
 * Whether Mis tickets offers "Transferir" on this ticket: live, nobody in, no refund asked, and
 * its show still ahead (the server checks all of it again, and that the date is not cancelled).
 */
export function canSendTicket(ticket: Ticket, now: Date = new Date()): boolean {
  const { eventDate, eventTime } = ticket.metadata;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(eventDate) || !/^\d{2}:\d{2}$/.test(eventTime)) return false;
  if (bogotaInstant(eventDate, eventTime).getTime() <= now.getTime()) return false;
  return isTransferable(ticket);
}
