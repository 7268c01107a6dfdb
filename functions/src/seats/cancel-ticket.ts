import { isAnyoneAdmitted, isSettledStatus, type CancelTicketResult } from '@carcajada/domain';
import { CancelTicketRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { runTransaction, ticketRef } from '../common/firestore.js';
import { logTicketCancelled } from './log.js';
import { parseTicket } from '../documents/ticket.js';
import { cancelTicketWrites } from './ticket-seats.js';

/**
 * The owner cancels a free reservation or an unpaid checkout (`user_cancelled`, seats back).
 * A paid ticket is refused (refunds go through support); another user's ticket reads as not found.
 */
export async function cancelOwnTicket(uid: string | undefined, data: unknown): Promise<CancelTicketResult> {
  if (!uid) throw refusal('unauthenticated');
  const request = CancelTicketRequest.safeParse(data);
  if (!request.success) throw refusal('invalidTicketId');
  const { ticketId } = request.data;
  const ref = ticketRef(ticketId);
  await runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const ticket = parseTicket(data);
    if (!data || ticket.userId !== uid) throw refusal('ticketNotFound');
    // someone came in on it: its seats are in use, they cannot go back on sale
    if (isAnyoneAdmitted(ticket)) throw refusal('alreadyAdmitted');
    if (isSettledStatus(ticket.ticketStatus)) throw refusal('ticketPaid');
    if (ticket.ticketStatus !== 'reserved') throw refusal('ticketClosed');
    cancelTicketWrites(transaction, ref, ticket, 'user_cancelled');
  });
  logTicketCancelled({ ticketId, uid, reason: 'user_cancelled' });
  return { ticketId, cancelled: true };
}

export const cancelTicket = callable('cancelTicket', {}, (request): Promise<CancelTicketResult> =>
  cancelOwnTicket(request.auth?.uid, request.data),
);
