import { collection, type Firestore } from 'firebase/firestore/lite';
import { EVENTS_COLLECTION } from '@carcajada/domain/stored/event';
import { eventConverter } from './event-converter';

export function eventsCollection(firestore: Firestore) {
  return collection(firestore, EVENTS_COLLECTION).withConverter(eventConverter);
}
