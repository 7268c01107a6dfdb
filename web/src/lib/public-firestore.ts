import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/**
 * One-shot reads of public data (events, the payments config) through Firestore Lite: a third
 * of the full SDK and no long-lived listen channel, so the pages anonymous visitors land on
 * load fast. Nothing public needs live updates.
 */
export const publicFirestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(publicFirestore, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}
