import {
  parseStoredTicket,
  ticketChange,
  type StoredInstant,
  type StoredTicket,
  type TicketChange,
} from '@carcajada/domain/stored/ticket';
import type { DocumentData, DocumentReference, FieldValue } from 'firebase-admin/firestore';

export type { StoredTicket };

/** tickets/{id} as every flow reads it: the domain's one schema (see `storedTicketSchema`). */
export function parseTicket(data: DocumentData | undefined): StoredTicket {
  return parseStoredTicket(data);
}

/** The ticket as it stands, read without a lock; null when there is none. */
export async function readTicket(ref: DocumentReference): Promise<StoredTicket | null> {
  const data = (await ref.get()).data();
  return data ? parseTicket(data) : null;
}

/** An instant as the functions write it: a Timestamp (one read back too), or the server's time (a sentinel). */
export type ServerInstant = StoredInstant | FieldValue;

/** The fields a flow changes on an existing ticket, checked by the domain (`TicketChange`). */
export type TicketUpdate = TicketChange<ServerInstant>;

/** A change to an existing ticket, checked: only the fields the domain names, of their types. */
export function ticketUpdateOf(change: TicketUpdate): TicketUpdate {
  return ticketChange(change);
}
