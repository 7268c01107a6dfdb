/** Longest organizer message `cancelEvent` takes (quoted in every holder's mail). */
export const CANCEL_MESSAGE_MAX_LENGTH = 500;

/** `cancelEvent`'s answer: how many tickets were live (paid, free reservations, courtesies). */
export interface CancelEventResult {
  tickets: number;
}

/**
 * events/{id}.cancellation: the progress of a date's cancellation, written at once by
 * `cancelEvent` and brought up to date by every pass of its background work.
 */
export interface EventCancellation {
  /** When the date was cancelled (Timestamp in Firestore, ISO text on the web). */
  requestedAt: unknown;
  requestedBy: string;
  /** The organizer's message, '' when none. */
  message: string;
  /** Live tickets when it was cancelled. */
  tickets: number;
  /** Of those, paid through Mercado Pago: each is refunded in full. */
  paid: number;
  /** Paid tickets whose refund Mercado Pago confirmed (the ticket is cancelled). */
  refunded: number;
  /** Live tickets ended so far (refunded, or free reservation / courtesy cancelled). */
  ended: number;
  /** Holders mailed so far (`ticket-<id>-event-cancelled`; unverified accounts are not mailed). */
  mailed: number;
  /** Unpaid holds ended. */
  holdsEnded: number;
  /** True once nothing is left to refund, end or mail. */
  done: boolean;
  /** Background passes run so far (a pass that met a Mercado Pago outage leaves the rest to the next). */
  passes: number;
  /** Tickets a pass could not finish (Mercado Pago down): each was taken up again by a later pass. */
  failures: number;
}
