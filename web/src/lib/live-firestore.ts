import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/**
 * The full Firestore SDK, for listeners only: the organizer's attendee list follows refunds and
 * check-ins as they happen. Imported lazily, never by an attendee's page.
 */
export const liveFirestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(liveFirestore, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}
