import { collection, type Firestore } from 'firebase/firestore/lite';
import { eventConverter } from './event-converter';

export function eventsCollection(firestore: Firestore) {
  return collection(firestore, 'events').withConverter(eventConverter);
}
