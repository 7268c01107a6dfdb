import { isAnyoneAdmitted, isCashHold, isLiveTicket, isProviderPaymentMethod, owesDoorRefund } from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { runTransaction, ticketRef } from '../../common/firestore.js';
import { parseTicket, type StoredTicket, ticketUpdateOf } from '../../documents/ticket.js';
import { webBaseUrl } from '../../config.js';
import { verifiedRecipient } from '../../mail/recipient.js';
import { mailRef } from '../../mail/mail-document.js';
import { eventCancelledMessage, eventCancelledMailId, type CancelledRefund } from '../../mail/show-change-mail.js';
import type { MailEvent } from '../../mail/ticket-mail.js';
import { cancelTicketWrites } from '../../seats/ticket-seats.js';

/**
 * What one ticket of a cancelled date still needs: a ticket paid through Mercado Pago its refund
 * (`refund`), any other live ticket or unpaid hold its end (`end`), an ended one its holder's
 * mail (`mail`); else nothing.
 */
export type TicketWork = 'refund' | 'end' | 'mail' | null;

/** Paid through Mercado Pago (checkout, PSE or an Efecty voucher) with a payment to refund. */
export function isRefundable(ticket: StoredTicket): boolean {
  return ticket.ticketStatus === 'paid' && isProviderPaymentMethod(ticket.paymentMethod) && ticket.paymentId !== null;
}

/** Ended because its date was cancelled: refunded, ended live, or an unpaid hold ended. */
function endedWithDate(ticket: StoredTicket): boolean {
  return ticket.ticketStatus === 'cancelled' && ticket.cancelReason === 'event_cancelled';
}

export function workOf(ticket: StoredTicket): TicketWork {
  if (isAnyoneAdmitted(ticket)) return null;
  if (isRefundable(ticket)) return 'refund';
  if (isLiveTicket(ticket) || ticket.ticketStatus === 'reserved' || ticket.ticketStatus === 'paid') return 'end';
  if (endedWithDate(ticket) && !ticket.cancellationMailedAt) return 'mail';
  return null;
}

/** What `endOrMarkForRefund` did: a refund is due, or the ticket ended (an Efecty voucher to cancel with it). */
export type TicketOfDateStep = { step: 'refund' | 'none' } | { step: 'ended'; voucherPaymentId: string | null };

/**
 * In one transaction on the ticket: a ticket paid through Mercado Pago is marked
 * (`eventCancelledAt`, and `refundRequestedAt` as refundTicket marks one, so reconciliation
 * finishes its refund even if every pass fails); a free reservation, courtesy or unpaid hold ends
 * (`event_cancelled`) through the one seat-return path, seats and code uses back once.
 */
export async function endOrMarkForRefund(ticketId: string, eventId: string): Promise<TicketOfDateStep> {
  const ref = ticketRef(ticketId);
  return runTransaction(async (transaction): Promise<TicketOfDateStep> => {
    const data = (await transaction.get(ref)).data();
    const ticket = parseTicket(data);
    if (!data || ticket.eventId !== eventId || isAnyoneAdmitted(ticket)) return { step: 'none' };
    const now = Timestamp.now();
    if (isRefundable(ticket)) {
      if (!ticket.eventCancelledAt || !ticket.refundRequestedAt)
        transaction.update(
          ref,
          ticketUpdateOf({
            eventCancelledAt: ticket.eventCancelledAt ?? now,
            refundRequestedAt: ticket.refundRequestedAt ?? now,
            updatedAt: FieldValue.serverTimestamp(),
          }),
        );
      return { step: 'refund' };
    }
    if (ticket.ticketStatus !== 'reserved' && ticket.ticketStatus !== 'paid') return { step: 'none' };
    // a live ticket (free, courtesy, paid some other way) is marked; an unpaid hold was never a ticket
    const live = isLiveTicket(ticket) || ticket.ticketStatus === 'paid';
    const owed = owesDoorRefund({ ...ticket, ticketStatus: 'cancelled', cancelReason: 'event_cancelled' });
    const marks = live ? { eventCancelledAt: now, ...(owed && { doorRefundDue: true }) } : {};
    cancelTicketWrites(transaction, ref, ticket, 'event_cancelled', marks);
    // an unpaid Efecty voucher must not stay payable at the counter
    const voucherPaymentId = !live && isCashHold(ticket) ? ticket.paymentId : null;
    return { step: 'ended', voucherPaymentId };
  });
}

/**
 * What the holder's mail says goes back to them: the whole payment for its payer through Mercado
 * Pago (all of it when a partial transfer split it), the door's money at the door, nothing for one
 * that cost nothing, and `received` for one they got from someone else (the refund goes to whoever paid).
 */
export function refundOf(ticket: StoredTicket): CancelledRefund {
  if (ticket.doorRefundDue) return { kind: 'door', amount: ticket.amount };
  // marked for refund: it was paid (an unpaid hold of the date ends unmarked)
  if (!ticket.refundRequestedAt) return { kind: 'none' };
  if (ticket.transferredFrom) return { kind: 'received' };
  return { kind: 'provider', amount: ticket.chargedAmount ?? ticket.amount };
}

/**
 * The holder's one mail about the cancelled date, once the ticket has ended: created with the
 * ticket's `cancellationMailedAt` in one transaction, so a second pass never mails again (an
 * unverified account is marked and not mailed). Answers whether a mail was written.
 */
export async function mailHolder(ticketId: string, event: MailEvent, organizerMessage: string): Promise<boolean> {
  const ref = ticketRef(ticketId);
  const first = parseTicket((await ref.get()).data());
  const to = await verifiedRecipient(first.userId);
  return runTransaction(async (transaction) => {
    const ticket = parseTicket((await transaction.get(ref)).data());
    if (!endedWithDate(ticket) || ticket.cancellationMailedAt) return false;
    if (to) {
      const message = eventCancelledMessage(
        {
          ticketId,
          holderName: ticket.metadata.userName,
          quantity: ticket.quantity,
          refund: refundOf(ticket),
        },
        event,
        organizerMessage,
        webBaseUrl.value(),
      );
      transaction.create(mailRef(eventCancelledMailId(ticketId)), { to, recipientUid: ticket.userId, message });
    }
    transaction.update(
      ref,
      ticketUpdateOf({ cancellationMailedAt: FieldValue.serverTimestamp(), cancellationMailed: to !== null }),
    );
    return to !== null;
  });
}
