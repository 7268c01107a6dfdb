import type { Ticket } from '@carcajada/domain/stored/ticket';
import { readOfflineCopy, saveOfflineCopy, type OfflineCopy } from '../../../lib/offline-copy';

const key = (uid: string) => `tickets:${uid}`;

/** Dates travel as ISO strings in the copy. */
function revivedTickets(json: unknown): Ticket[] {
  if (!Array.isArray(json)) throw new Error('not a list of tickets');
  return (json as Record<string, unknown>[]).map((ticket) => ({
    ...(ticket as unknown as Ticket),
    createdAt: new Date(String(ticket.createdAt)),
    holdExpiresAt: ticket.holdExpiresAt ? new Date(String(ticket.holdExpiresAt)) : null,
    refundRequestedAt: ticket.refundRequestedAt ? new Date(String(ticket.refundRequestedAt)) : null,
  }));
}

/** The list as last read from Firestore, for Mis tickets and the QR with no connection. */
export function saveTicketsCopy(uid: string, tickets: Ticket[]): void {
  saveOfflineCopy(key(uid), tickets);
}

export function readTicketsCopy(uid: string): OfflineCopy<Ticket[]> | null {
  return readOfflineCopy(key(uid), revivedTickets);
}
