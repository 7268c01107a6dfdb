import {
  refusalMessage,
  PURCHASE_ERROR_MESSAGES,
  type RefusalDetails,
  type RefusalNumbers,
  type RefusalReason,
} from '@carcajada/domain';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { logUnexpectedError } from './log.js';

/**
 * A callable refused for a known reason. The details (reason key and its numbers) travel to the
 * client in `HttpsError.details`; the message is the domain package's Spanish text for them.
 */
export class RefusalError extends Error {
  constructor(
    readonly details: RefusalDetails,
    options?: { cause?: unknown },
  ) {
    super(refusalMessage(details), options);
    this.name = 'RefusalError';
  }

  get reason(): RefusalReason {
    return this.details.reason;
  }
}

/** A refusal whose message needs no numbers. */
export function refusal(
  reason: Exclude<RefusalReason, keyof RefusalNumbers>,
  options?: { cause?: unknown },
): RefusalError {
  return new RefusalError({ reason }, options);
}

const CALLABLE_CODE: Record<RefusalReason, FunctionsErrorCode> = {
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
  notEnoughSeats: 'resource-exhausted',
  holdLimitReached: 'resource-exhausted',
  paymentProviderUnavailable: 'unavailable',
  ticketNotFound: 'not-found',
  notDoorRefund: 'failed-precondition',
  ticketPaid: 'failed-precondition',
  ticketClosed: 'failed-precondition',
  adminOnly: 'permission-denied',
  organizerOnly: 'permission-denied',
  notYourShow: 'permission-denied',
  doorAccessEnded: 'permission-denied',
  recipientNotVerified: 'failed-precondition',
  notTicketHolder: 'permission-denied',
  pulepRequired: 'failed-precondition',
  liveTicketsFirst: 'failed-precondition',
  recentSignInRequired: 'failed-precondition',
  organizerNotFound: 'not-found',
  organizerInactive: 'failed-precondition',
  memberOfAnotherOrganizer: 'failed-precondition',
  adminAccount: 'failed-precondition',
  invalidOrganizer: 'invalid-argument',
  invalidEvent: 'invalid-argument',
  capacityBelowTaken: 'failed-precondition',
  notRefundable: 'failed-precondition',
  refundInProgress: 'failed-precondition',
  refundProviderUnavailable: 'unavailable',
  alreadyAdmitted: 'failed-precondition',
  tooManyCancellations: 'resource-exhausted',
  invalidCheckIn: 'invalid-argument',
  invalidTicketId: 'invalid-argument',
  ticketTypeUnknown: 'invalid-argument',
  saleNotStarted: 'failed-precondition',
  saleEnded: 'failed-precondition',
  overMaxPerOrder: 'invalid-argument',
  promoUnknown: 'failed-precondition',
  promoExpired: 'failed-precondition',
  promoUsedUp: 'failed-precondition',
  emailNotVerified: 'failed-precondition',
  notSoldOut: 'failed-precondition',
  waitlistAlreadyOffered: 'failed-precondition',
  waitlistOfferUnavailable: 'failed-precondition',
  promoNotForType: 'failed-precondition',
  promoNotWithPromotion: 'failed-precondition',
  tableSize: 'invalid-argument',
  promoCodeTaken: 'already-exists',
  promoTooManyAttempts: 'resource-exhausted',
  quotaBelowSold: 'failed-precondition',
  invalidPromoCode: 'invalid-argument',
  invalidDates: 'invalid-argument',
  eventCancelled: 'failed-precondition',
  saleNotOpen: 'failed-precondition',
  queueTurnRequired: 'failed-precondition',
  priorityWindow: 'failed-precondition',
  priorityLimit: 'failed-precondition',
  queueNotOpenYet: 'failed-precondition',
  queueNotUsed: 'failed-precondition',
  queueFirst: 'failed-precondition',
  queueJoinLimit: 'resource-exhausted',
  queuePlaceTaken: 'failed-precondition',
  doorNotOpen: 'failed-precondition',
  doorClosed: 'failed-precondition',
  boxOfficeQuotaBelowSold: 'failed-precondition',
  boxOfficeQuotaTooLarge: 'failed-precondition',
  seatingPlanNotFound: 'not-found',
  notYourSeatingPlan: 'permission-denied',
  planInvalid: 'invalid-argument',
  planInUse: 'failed-precondition',
  seatTaken: 'resource-exhausted',
  seatNotInPlan: 'invalid-argument',
  seatBlocked: 'invalid-argument',
  seatCategoryMismatch: 'invalid-argument',
  seatedDateOnly: 'invalid-argument',
  seatsRequired: 'invalid-argument',
  ticketNotLive: 'failed-precondition',
  notYourTicket: 'permission-denied',
  doorSeatsTaken: 'failed-precondition',
  seatNotAtDoor: 'invalid-argument',
  internal: 'internal',
  transferSeatsInvalid: 'invalid-argument',
  waitlistCategoryRequired: 'invalid-argument',
};

/** The one mapping from domain errors to what a callable answers; anything unexpected is logged and becomes `internal`. */
export function toHttpsError(where: string, error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof RefusalError) return new HttpsError(CALLABLE_CODE[error.reason], error.message, error.details);
  logUnexpectedError(where, error);
  return new HttpsError('internal', PURCHASE_ERROR_MESSAGES.internal, { reason: 'internal' });
}
