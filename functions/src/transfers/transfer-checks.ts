import { isAnyoneAdmitted, isTransferable, MAX_HELD_SEATS_PER_ACCOUNT, refundRequestedOf } from '@carcajada/domain';
import { Timestamp, type DocumentData, type QuerySnapshot } from 'firebase-admin/firestore';
import { RefusalError, refusal } from '../common/errors.js';
import type { StoredTicket } from '../documents/ticket.js';
import { SEAT_HOLDING_STATUSES } from '../seats/inventory.js';

/** The ticket may be sent now, `quantity` of its seats (the caller already checked it is theirs). */
export function assertTicketTransferable(ticket: StoredTicket, data: DocumentData, quantity: number): void {
  if (isAnyoneAdmitted(ticket)) throw refusal('alreadyAdmitted');
  if (refundRequestedOf(data)) throw refusal('refundInProgress');
  if (!isTransferable({ ...ticket, refundRequestedAt: data.refundRequestedAt })) throw refusal('ticketClosed');
  if (quantity > ticket.quantity) throw refusal('invalidQuantity');
}

/** Its date is still ahead and not cancelled (`status: 'cancelled'`, contract v4 "Funciones"). */
export function assertDateOpen(event: DocumentData | undefined, now: Date): void {
  if (!event) throw refusal('eventNotFound');
  if (event.status === 'cancelled') throw refusal('eventUnavailable');
  const startsAt = event.event_date instanceof Timestamp ? event.event_date.toMillis() : 0;
  if (startsAt <= now.getTime()) throw refusal('eventStarted');
}

const HOLDING: readonly string[] = SEAT_HOLDING_STATUSES;

/**
 * The recipient stays within MAX_HELD_SEATS_PER_ACCOUNT seats of this date, counting every ticket
 * of theirs that holds seats (paid, reserved, admitted), read in the transfer's transaction.
 */
export function assertRecipientRoom(recipientTickets: QuerySnapshot, quantity: number): void {
  const held = recipientTickets.docs
    .filter((ticket) => HOLDING.includes(String(ticket.get('ticketStatus'))))
    .reduce((seats, ticket) => seats + Number(ticket.get('quantity') ?? 0), 0);
  if (held + quantity > MAX_HELD_SEATS_PER_ACCOUNT)
    throw new RefusalError({ reason: 'holdLimitReached', heldSeats: held });
}
