import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { ticketView, type Ticket } from '@carcajada/domain/stored/ticket';
import { readOnlyConverterWrite } from '../../../lib/firestore-convert';

/** tickets/{id} → Ticket (the domain's `ticketView`), for either SDK. Clients never write tickets. */
export const ticketConverter: FirestoreDataConverter<Ticket, DocumentData> = {
  toFirestore: readOnlyConverterWrite,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ticketView(snapshot.id, snapshot.data()),
};
