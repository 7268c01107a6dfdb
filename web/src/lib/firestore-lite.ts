import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/**
 * Every one-shot read and write (events, the payments config, the signed-in user's own
 * document and tickets) goes through Firestore Lite: a third of the full SDK and no long-lived
 * listen channel. What a screen follows live (the attendee list, the waiting room's place and the
 * queue's state) uses the full SDK in live-firestore, loaded only by those screens.
 */
export const firestoreLite = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestoreLite, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}
