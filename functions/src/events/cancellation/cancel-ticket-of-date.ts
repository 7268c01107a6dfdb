import { isAnyoneAdmitted, isLiveTicket } from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { runTransaction, ticketRef } from '../../common/firestore.js';
import { parseTicket, type StoredTicket } from '../../documents/ticket.js';
import { webBaseUrl } from '../../config.js';
import { verifiedRecipient } from '../../mail/recipient.js';
import { mailRef } from '../../mail/mail-document.js';
import { eventCancelledMessage, eventCancelledMailId } from '../../mail/show-change-mail.js';
import type { MailEvent } from '../../mail/ticket-mail.js';
import { cancelTicketWrites } from '../../seats/ticket-seats.js';

/**
 * What one ticket of a cancelled date still needs: a paid Mercado Pago ticket its refund
 * (`refund`), any other live ticket or unpaid hold its end (`end`), an ended live ticket its
 * mail (`mail`); else nothing.
 */
export type TicketWork = 'refund' | 'end' | 'mail' | null;

/** Paid through Mercado Pago with a payment to refund. */
export function isRefundable(ticket: StoredTicket): boolean {
  return ticket.ticketStatus === 'paid' && ticket.paymentMethod === 'mercadopago' && ticket.paymentId !== null;
}

export function workOf(ticket: StoredTicket): TicketWork {
  if (isAnyoneAdmitted(ticket)) return null;
  if (isRefundable(ticket)) return 'refund';
  if (isLiveTicket(ticket) || ticket.ticketStatus === 'reserved' || ticket.ticketStatus === 'paid') return 'end';
  if (ticket.eventCancelledAt && ticket.ticketStatus === 'cancelled' && !ticket.cancellationMailedAt) return 'mail';
  return null;
}

/**
 * In one transaction on the ticket: a paid Mercado Pago ticket is marked (`eventCancelledAt`, and
 * `refundRequestedAt` as refundTicket marks one, so reconciliation finishes its refund even if
 * every pass fails); a free reservation, courtesy or unpaid hold ends (`event_cancelled`) through
 * the one seat-return path, seats and code uses back once. Answers whether a refund is due.
 */
export async function endOrMarkForRefund(ticketId: string, eventId: string): Promise<'refund' | 'ended' | 'none'> {
  const ref = ticketRef(ticketId);
  return runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const ticket = parseTicket(data);
    if (!data || ticket.eventId !== eventId || isAnyoneAdmitted(ticket)) return 'none';
    const now = Timestamp.now();
    if (isRefundable(ticket)) {
      if (!ticket.eventCancelledAt || !ticket.refundRequestedAt)
        transaction.update(ref, {
          eventCancelledAt: ticket.eventCancelledAt ?? now,
          refundRequestedAt: ticket.refundRequestedAt ?? now,
          updatedAt: FieldValue.serverTimestamp(),
        });
      return 'refund';
    }
    if (ticket.ticketStatus !== 'reserved' && ticket.ticketStatus !== 'paid') return 'none';
    // a live ticket (free, courtesy, paid some other way) is told; an unpaid hold was never a ticket
    const live = isLiveTicket(ticket) || ticket.ticketStatus === 'paid';
    cancelTicketWrites(transaction, ref, ticket, 'event_cancelled', live ? { eventCancelledAt: now } : {});
    return 'ended';
  });
}

/** The amount that goes back: a Mercado Pago ticket's whole amount, nothing for one that cost nothing. */
function refundedAmount(ticket: StoredTicket): number {
  return ticket.paymentMethod === 'mercadopago' ? ticket.amount : 0;
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
    if (!ticket.eventCancelledAt || ticket.ticketStatus !== 'cancelled' || ticket.cancellationMailedAt) return false;
    if (to) {
      const message = eventCancelledMessage(
        {
          ticketId,
          holderName: ticket.metadata.userName,
          quantity: ticket.quantity,
          refunded: refundedAmount(ticket),
        },
        event,
        organizerMessage,
        webBaseUrl.value(),
      );
      transaction.create(mailRef(eventCancelledMailId(ticketId)), { to, message });
    }
    transaction.update(ref, { cancellationMailedAt: FieldValue.serverTimestamp(), cancellationMailed: to !== null });
    return to !== null;
  });
}
