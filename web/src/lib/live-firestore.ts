import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';
import type { Listen } from './use-live';

/**
 * The full Firestore SDK, for what a screen follows live (useLive) and for the few reads made
 * beside a listener (the checkout's look at a queued date's turn). Imported lazily, by the
 * screens that follow something: never by an attendee's first paint.
 */
export const liveFirestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(liveFirestore, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}

/** One document, live, as `convert` reads its data (undefined: the document does not exist). */
export function listenToDoc<T>(path: string, convert: (data: DocumentData | undefined) => T): Listen<T> {
  return (onData, onError) =>
    onSnapshot(doc(liveFirestore, path), (snapshot) => onData(convert(snapshot.data())), onError);
}

/** A query's documents, live, as `convert` reads them. */
export function listenToQuery<T>(source: Query, convert: (documents: QueryDocumentSnapshot[]) => T): Listen<T> {
  return (onData, onError) => onSnapshot(source, (snapshot) => onData(convert(snapshot.docs)), onError);
}
