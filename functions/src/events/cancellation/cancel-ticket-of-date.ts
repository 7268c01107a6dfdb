import { isAnyoneAdmitted, isLiveTicket } from '@carcajada/domain';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db, ticketRef } from '../../common/firestore.js';
import { parseTicket } from '../../documents/ticket.js';
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
export function isRefundable(data: DocumentData): boolean {
  return data.ticketStatus === 'paid' && data.paymentMethod === 'mercadopago' && typeof data.paymentId === 'string';
}

export function workOf(data: DocumentData): TicketWork {
  if (isAnyoneAdmitted(data)) return null;
  if (isRefundable(data)) return 'refund';
  if (isLiveTicket(data) || data.ticketStatus === 'reserved' || data.ticketStatus === 'paid') return 'end';
  if (data.eventCancelledAt && data.ticketStatus === 'cancelled' && !data.cancellationMailedAt) return 'mail';
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
  return db().runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (!data || data.eventId !== eventId || isAnyoneAdmitted(data)) return 'none';
    const now = Timestamp.now();
    if (isRefundable(data)) {
      if (!data.eventCancelledAt || !data.refundRequestedAt)
        transaction.update(ref, {
          eventCancelledAt: data.eventCancelledAt ?? now,
          refundRequestedAt: data.refundRequestedAt ?? now,
          updatedAt: FieldValue.serverTimestamp(),
        });
      return 'refund';
    }
    if (data.ticketStatus !== 'reserved' && data.ticketStatus !== 'paid') return 'none';
    // a live ticket (free, courtesy, paid some other way) is told; an unpaid hold was never a ticket
    const live = isLiveTicket(data) || data.ticketStatus === 'paid';
    cancelTicketWrites(transaction, ref, data, 'event_cancelled', live ? { eventCancelledAt: now } : {});
    return 'ended';
  });
}

/** The amount that goes back: a Mercado Pago ticket's whole amount, nothing for one that cost nothing. */
function refundedAmount(data: DocumentData): number {
  return data.paymentMethod === 'mercadopago' ? Number(data.amount ?? 0) : 0;
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
  return db().runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (!data?.eventCancelledAt || data.ticketStatus !== 'cancelled' || data.cancellationMailedAt) return false;
    const ticket = parseTicket(data);
    if (to) {
      const message = eventCancelledMessage(
        {
          ticketId,
          holderName: ticket.metadata.userName,
          quantity: ticket.quantity,
          refunded: refundedAmount(data),
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
