import { isAnyoneAdmitted, isProviderPaymentMethod, type RefundTicketResult } from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { RefundTicketRequest } from '@carcajada/domain/requests';
import { callable } from '../../common/callable.js';
import { mpAccessToken } from '../../config.js';
import { readCaller, scopeCovers, showScopeOf } from '../../common/caller.js';
import { refusal } from '../../common/errors.js';
import { runTransaction, ticketRef } from '../../common/firestore.js';
import { logRefundFailed, logRefundRequested } from '../log.js';
import { refundPayment } from '../../mercado-pago/client.js';
import { parseTicket, type StoredTicket, ticketUpdateOf } from '../../documents/ticket.js';
import { livePartsOfRefund } from '../../transfers/payment-parts.js';

/** Only a paid Mercado Pago ticket with its payment id can be refunded (free, unpaid, cancelled or used: no). */
function paymentToRefund(ticket: StoredTicket): string {
  // people are in on this ticket: its money and its seats are spent
  if (isAnyoneAdmitted(ticket)) throw refusal('alreadyAdmitted');
  const paid = ticket.ticketStatus === 'paid' && ticket.paymentStatus === 'approved';
  if (!paid || !isProviderPaymentMethod(ticket.paymentMethod) || !ticket.paymentId) throw refusal('notRefundable');
  if (ticket.refundRequestedAt) throw refusal('refundInProgress');
  return ticket.paymentId;
}

/**
 * ADMIN refunds a paid ticket. The request is recorded on the ticket first (`refundRequestedAt`,
 * so a second click is refused and the dashboard shows it in progress), then Mercado Pago's
 * refunds API is asked (idempotency key from the payment: never two refunds). The ticket is
 * cancelled later by the webhook Mercado Pago sends for the refunded payment, through the same
 * transaction as every other payment change (QR revoked, seats back once). If Mercado Pago
 * cannot be reached the mark is removed, so the refund can be asked again.
 */
export async function refundTicketAs(uid: string | undefined, data: unknown): Promise<RefundTicketResult> {
  // ADMIN any ticket; an ORGANIZER only tickets of its shows (the organizerId copied at creation)
  const scope = showScopeOf(await readCaller(uid));
  const request = RefundTicketRequest.safeParse(data);
  if (!request.success) throw refusal('ticketNotFound');
  const { ticketId } = request.data;
  const ref = ticketRef(ticketId);
  const { paymentId, marked } = await runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (!data) throw refusal('ticketNotFound');
    const ticket = parseTicket(data);
    if (!scopeCovers(scope, ticket.organizerId)) throw refusal('notYourShow');
    const paymentId = paymentToRefund(ticket);
    // a payment split by a partial transfer is refunded whole: every part is marked, none enters
    const parts = await livePartsOfRefund(transaction, ticketId, ticket);
    const marked = [ref, ...parts.map((part) => part.ref)];
    for (const markedRef of marked)
      transaction.update(
        markedRef,
        ticketUpdateOf({ refundRequestedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
      );
    return { paymentId, marked };
  });
  try {
    await refundPayment(paymentId);
  } catch (error) {
    logRefundFailed({ ticketId, paymentId, error });
    await Promise.all(marked.map((markedRef) => markedRef.update(ticketUpdateOf({ refundRequestedAt: null }))));
    throw refusal('refundProviderUnavailable', { cause: error });
  }
  logRefundRequested({ ticketId, paymentId, why: scope.role === 'ADMIN' ? 'admin' : 'organizer' });
  return { ticketId, refundRequested: true };
}

export const refundTicket = callable(
  'refundTicket',
  { secrets: [mpAccessToken] },
  (request): Promise<RefundTicketResult> => refundTicketAs(request.auth?.uid, request.data),
);
