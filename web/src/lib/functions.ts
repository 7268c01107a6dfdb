import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FUNCTIONS_REGION } from '@carcajada/domain';
import { EMULATOR_HOSTS, firebaseApp, usesEmulators } from './firebase';

/** Cloud Functions; imported lazily by `callable.ts` only, so pages that call no function do not ship the SDK. */
export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (usesEmulators) {
  connectFunctionsEmulator(functions, EMULATOR_HOSTS.functions.host, EMULATOR_HOSTS.functions.port);
}
