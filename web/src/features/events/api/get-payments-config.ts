import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { catchError, defer, of } from 'rxjs';
import { DEFAULT_PAYMENTS_CONFIG, paymentsConfigFrom, type PaymentsConfig } from '@carcajada/domain';
import { publicFirestore } from '../../../lib/public-firestore';

export function paymentsConfigRef(firestore: Firestore) {
  return doc(firestore, 'config', 'payments_config');
}

/** Missing document → defaults; existing document → missing values become 0 (spec section 9). */
export async function fetchPaymentsConfig(firestore: Firestore): Promise<PaymentsConfig> {
  const snapshot = await getDoc(paymentsConfigRef(firestore));
  return paymentsConfigFrom(snapshot.exists() ? snapshot.data() : undefined);
}

/** Fees and taxes for the order summary. A read failure falls back to the defaults (spec section 8). */
export function usePaymentsConfig(): PaymentsConfig {
  const config$ = defer(() => fetchPaymentsConfig(publicFirestore)).pipe(
    catchError(() => of({ ...DEFAULT_PAYMENTS_CONFIG })),
  );
  return useObservable('carcajada:payments-config', config$, { suspense: true }).data;
}
