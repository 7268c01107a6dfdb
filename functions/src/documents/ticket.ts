import { parseStoredTicket, type StoredTicket } from '@carcajada/domain/stored/ticket';
import type { DocumentData } from 'firebase-admin/firestore';

export type { StoredTicket };

/** tickets/{id} as every flow reads it: the domain's one schema (see `storedTicketSchema`). */
export function parseTicket(data: DocumentData | undefined): StoredTicket {
  return parseStoredTicket(data);
}
