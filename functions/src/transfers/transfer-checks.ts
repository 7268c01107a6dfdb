import {
  holdsSeats,
  isAnyoneAdmitted,
  isTransferable,
  MAX_HELD_SEATS_PER_ACCOUNT,
  refundRequestedOf,
  transferSeatSplit,
  type TransferSeatSplit,
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

/** What a transfer request gives: how many seats, and on a seated ticket which ones (else null). */
export interface TransferPart {
  quantity: number;
  seats: TransferSeatSplit<StoredTicket['seats'][number]> | null;
}

/**
 * The part of the ticket a request gives, judged on the ticket as read: `quantity` (default: the
 * seats named, else all), and a seated ticket's seats (named, else the last ones). Seats named on
 * a ticket without seats are `seatedDateOnly`; seats not its own, repeated or not as many as given
 * are `transferSeatsInvalid`.
 */
export function transferPart(ticket: StoredTicket, input: { quantity?: number; seats?: string[] }): TransferPart {
  const quantity = input.quantity ?? input.seats?.length ?? ticket.quantity;
  assertTicketTransferable(ticket, quantity);
  if (ticket.seats.length === 0) {
    if (input.seats) throw refusal('seatedDateOnly');
    return { quantity, seats: null };
  }
  const seats = transferSeatSplit(ticket.seats, quantity, input.seats);
  if (!seats) throw refusal('transferSeatsInvalid');
  return { quantity, seats };
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
