import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { appCheckEnforced } from '../config.js';
import { toHttpsError } from './errors.js';

/** What a callable may set for itself; the region and App Check are the same for all. */
export type CallableLimits = Pick<CallableOptions, 'maxInstances' | 'concurrency' | 'secrets' | 'timeoutSeconds'>;

/** Abuse limits of a callable unless it says otherwise (docs/hosting.md). */
const DEFAULT_LIMITS: CallableLimits = { maxInstances: 5, concurrency: 80 };

/**
 * Every callable: our region, App Check as configured, and one error path (a refusal becomes its
 * HttpsError with the reason in `details`; anything else is logged under `name` and answers internal).
 */
export function callable<T>(name: string, limits: CallableLimits, handler: (request: CallableRequest) => Promise<T>) {
  return onCall(
    { region: FUNCTIONS_REGION, enforceAppCheck: appCheckEnforced, ...DEFAULT_LIMITS, ...limits },
    async (request): Promise<T> => {
      try {
        return await handler(request);
      } catch (error) {
        throw toHttpsError(name, error);
      }
    },
  );
}
