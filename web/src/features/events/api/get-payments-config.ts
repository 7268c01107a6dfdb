import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { preloadObservable, useObservable } from 'reactfire';
import { catchError, defer, of } from 'rxjs';
import { DEFAULT_PAYMENTS_CONFIG, paymentsConfigFrom, type PaymentsConfig } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';

export function paymentsConfigRef(firestore: Firestore) {
  return doc(firestore, 'config', 'payments_config');
}

/** Missing document → defaults; existing document → missing values become 0 (spec section 9). */
export async function fetchPaymentsConfig(firestore: Firestore): Promise<PaymentsConfig> {
  const snapshot = await getDoc(paymentsConfigRef(firestore));
  return paymentsConfigFrom(snapshot.exists() ? snapshot.data() : undefined);
}

const PAYMENTS_CONFIG_KEY = 'carcajada:payments-config';

/** A read failure falls back to the defaults (spec section 8). */
function paymentsConfig$() {
  return defer(() => fetchPaymentsConfig(firestoreLite)).pipe(catchError(() => of({ ...DEFAULT_PAYMENTS_CONFIG })));
}

/** Starts the read without suspending, so it runs alongside the event's read instead of after it. */
export function preloadPaymentsConfig(): void {
  preloadObservable(paymentsConfig$(), PAYMENTS_CONFIG_KEY);
}

/** Fees and taxes for the order summary. */
export function usePaymentsConfig(): PaymentsConfig {
  return useObservable(PAYMENTS_CONFIG_KEY, paymentsConfig$(), { suspense: true }).data;
}
