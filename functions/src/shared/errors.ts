import { PURCHASE_ERROR_MESSAGES, type PurchaseErrorKey } from '@carcajada/domain';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { logUnexpectedError } from './log.js';

/** A purchase refused for a known reason; the reason picks the Spanish message and the callable code. */
export class PurchaseError extends Error {
  constructor(
    readonly reason: PurchaseErrorKey,
    options?: { cause?: unknown },
  ) {
    super(PURCHASE_ERROR_MESSAGES[reason], options);
    this.name = 'PurchaseError';
  }
}

const CALLABLE_CODE: Record<PurchaseErrorKey, FunctionsErrorCode> = {
  unauthenticated: 'unauthenticated',
  inactiveUser: 'permission-denied',
  userNotFound: 'permission-denied',
  invalidRequest: 'invalid-argument',
  invalidQuantity: 'invalid-argument',
  eventNotFound: 'not-found',
  eventUnavailable: 'failed-precondition',
  eventStarted: 'failed-precondition',
  externalEvent: 'failed-precondition',
  priceChanged: 'failed-precondition',
  paymentProviderUnavailable: 'unavailable',
  internal: 'internal',
};

/** The one mapping from domain errors to what the callable answers; anything unexpected is logged and becomes `internal`. */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof PurchaseError) return new HttpsError(CALLABLE_CODE[error.reason], error.message);
  logUnexpectedError('createTicketPreference', error);
  return new HttpsError('internal', PURCHASE_ERROR_MESSAGES.internal);
}
