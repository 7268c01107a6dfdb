import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/**
 * The full Firestore SDK (listeners and writes) for signed-in features: the user's document,
 * tickets, profile, sign-up. Only imported lazily (see loadLiveFirestore), never by the entry.
 */
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestore, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}
