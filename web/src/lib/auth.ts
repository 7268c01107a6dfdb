import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { authLoaded } from './auth-loader';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/**
 * Firebase Auth, loaded on its own (auth-loader.ts) so no page's first paint waits for it.
 * Like getAuth() but without the popup/redirect sign-in machinery: the product signs in with
 * email and password only, so the chunk is smaller.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, EMULATOR_HOSTS.auth, { disableWarnings: true });
}

authLoaded(auth);
