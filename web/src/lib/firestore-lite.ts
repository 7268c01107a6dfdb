import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/**
 * Every one-shot read and write (events, the payments config, the signed-in user's own
 * document and tickets) goes through Firestore Lite: a third of the full SDK and no long-lived
 * listen channel. Only the organizer's attendee list is followed live (live-firestore).
 */
export const firestoreLite = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestoreLite, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}
