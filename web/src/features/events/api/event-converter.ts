import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { ComedyEvent } from '@carcajada/domain';
import { eventView } from '@carcajada/domain/stored/event';
import { readOnlyConverterWrite } from '../../../lib/firestore-convert';

/** events/{id} → ComedyEvent through the domain's one view of a date (`eventView`). Clients never
 * write events. Events are public data, read through Firestore Lite (lib/firestore-lite). */
export const eventConverter: FirestoreDataConverter<ComedyEvent> = {
  toFirestore: readOnlyConverterWrite,
  fromFirestore: (snapshot: QueryDocumentSnapshot): ComedyEvent => eventView(snapshot.id, snapshot.data()),
};
