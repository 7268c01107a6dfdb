import { preloadObservable, useObservable } from 'reactfire';
import { catchError, of } from 'rxjs';
import { DEFAULT_PAYMENTS_CONFIG, EMBEDDED_KEYS, paymentsConfigFrom, type PaymentsConfig } from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
import { eventReads } from './event-reads';

/** A read failure falls back to the defaults (spec section 8). The checkout page carries it (eventPage): no read. */
function paymentsConfig$() {
  return embeddedOr(EMBEDDED_KEYS.paymentsConfig, embeddedPaymentsConfig, async () => {
    const { fetchPaymentsConfig, firestore } = await eventReads();
    return fetchPaymentsConfig(firestore);
  }).pipe(catchError(() => of({ ...DEFAULT_PAYMENTS_CONFIG })));
}

function embeddedPaymentsConfig(value: unknown): PaymentsConfig | undefined {
  return value && typeof value === 'object' ? paymentsConfigFrom(value as Record<string, unknown>) : undefined;
}

/**
 * Starts the read without suspending, so it runs alongside the event's read instead of after it.
 * Preloaded as a suspending read (the third argument): a value preloaded otherwise is forgotten
 * when nobody subscribed to it within 30 s, and usePaymentsConfig would then wait for good on a
 * first value nothing fetches again (docs/web-app.md, "Loading and first paint").
 */
export function preloadPaymentsConfig(): void {
  preloadObservable(paymentsConfig$(), EMBEDDED_KEYS.paymentsConfig, true);
}

/** Fees and taxes for the order summary. */
export function usePaymentsConfig(): PaymentsConfig {
  return useObservable(EMBEDDED_KEYS.paymentsConfig, paymentsConfig$(), { suspense: true }).data;
}
