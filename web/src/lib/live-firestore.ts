import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/**
 * The full Firestore SDK, for listeners only: the tickets page follows a ticket whose payment
 * is still pending until the webhook settles it. Imported lazily, never by the entry.
 */
export const liveFirestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(liveFirestore, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}
