import {
  holdsSeats,
  isAnyoneAdmitted,
  isTransferable,
  MAX_HELD_SEATS_PER_ACCOUNT,
  refundRequestedOf,
} from '@carcajada/domain';
import type { QuerySnapshot } from 'firebase-admin/firestore';
import { RefusalError, refusal } from '../common/errors.js';
import { startMillis, type StoredEvent } from '../documents/event.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';

/** The ticket may be sent now, `quantity` of its seats (the caller already checked it is theirs). */
export function assertTicketTransferable(ticket: StoredTicket, quantity: number): void {
  if (isAnyoneAdmitted(ticket)) throw refusal('alreadyAdmitted');
  if (refundRequestedOf(ticket)) throw refusal('refundInProgress');
  if (!isTransferable(ticket)) throw refusal('ticketClosed');
  if (quantity > ticket.quantity) throw refusal('invalidQuantity');
}

/** Its date is still ahead and not cancelled (`status: 'cancelled'`, contract "Funciones"). */
export function assertDateOpen(event: StoredEvent | null, now: Date): asserts event is StoredEvent {
  if (!event) throw refusal('eventNotFound');
  if (event.status === 'cancelled') throw refusal('eventUnavailable');
  if (startMillis(event) <= now.getTime()) throw refusal('eventStarted');
}

/**
 * The recipient stays within MAX_HELD_SEATS_PER_ACCOUNT seats of this date, counting every ticket
 * of theirs that holds seats (paid, reserved, admitted), read in the transfer's transaction.
 */
export function assertRecipientRoom(recipientTickets: QuerySnapshot, quantity: number): void {
  const held = recipientTickets.docs
    .map((doc) => parseTicket(doc.data()))
    .filter((ticket) => holdsSeats(ticket.ticketStatus))
    .reduce((seats, ticket) => seats + ticket.quantity, 0);
  if (held + quantity > MAX_HELD_SEATS_PER_ACCOUNT)
    throw new RefusalError({ reason: 'holdLimitReached', heldSeats: held });
}
