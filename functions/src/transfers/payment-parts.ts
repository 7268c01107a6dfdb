import { isAnyoneAdmitted } from '@carcajada/domain';
import type { StoredInstant } from '@carcajada/domain/stored/ticket';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { refusal } from '../common/errors.js';
import { ticketsCollection } from '../common/firestore.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';
import { requestTicketMail } from '../mail/requested-mail.js';
import { cancelTicketWrites } from '../seats/ticket-seats.js';

/** Another ticket paid by the same Mercado Pago payment: a part given away by a partial transfer. */
export interface PaymentPart {
  ref: DocumentReference;
  ticket: StoredTicket;
}

/** Every ticket paid by `paymentId`, the ticket itself included, when a partial transfer split it (none otherwise). */
async function readWholePayment(
  transaction: Transaction,
  ticket: StoredTicket,
  paymentId: string,
): Promise<PaymentPart[]> {
  if (ticket.chargedAmount === null || !paymentId) return [];
  const parts = await transaction.get(ticketsCollection().where('paymentId', '==', paymentId));
  return parts.docs.map((part) => ({ ref: part.ref, ticket: parseTicket(part.data()) }));
}

/**
 * The other paid tickets of a payment a partial transfer split (`chargedAmount` set), read in the
 * webhook's transaction before anything is written; none for an ordinary ticket (no query).
 */
export async function readPaymentParts(
  transaction: Transaction,
  ticketId: string,
  ticket: StoredTicket,
  paymentId: string,
): Promise<PaymentPart[]> {
  const whole = await readWholePayment(transaction, ticket, paymentId);
  return whole.filter((part) => part.ref.id !== ticketId && part.ticket.ticketStatus === 'paid');
}

/**
 * Mercado Pago refunds a payment whole (docs/transfers.md): when the ticket it
 * was made for is refunded, every part of it is cancelled too (seats back once each, the holder's
 * QR revoked), so no seat stays live on money that went back. A refund of a cancelled date
 * (`dateCancelledAt`) ends the parts as the date's, and the cancellation mails their holders with
 * the organizer's message; any other refund requests their notices here (rendered after the
 * commit). Answers the ids of the mails requested.
 */
export function cancelPaymentParts(
  transaction: Transaction,
  parts: readonly PaymentPart[],
  providerFields: Record<string, unknown>,
  dateCancelledAt: StoredInstant | null,
): string[] {
  return parts.flatMap((part) => {
    cancelTicketWrites(transaction, part.ref, part.ticket, dateCancelledAt ? 'event_cancelled' : 'refunded', {
      ...providerFields,
      qrCode: null,
      ...(dateCancelledAt && {
        eventCancelledAt: part.ticket.eventCancelledAt ?? dateCancelledAt,
        refundRequestedAt: part.ticket.refundRequestedAt ?? dateCancelledAt,
      }),
    });
    return dateCancelledAt ? [] : [requestTicketMail(transaction, { kind: 'cancelled', ticketId: part.ref.id })];
  });
}

/**
 * A refund of a split payment returns every part's money, so it is refused (`alreadyAdmitted`)
 * once anyone entered on any part: those seats are spent. Otherwise the other live parts are
 * answered, read in the refund's transaction, so the refund marks them too: from then on none of
 * them enters, online or on the door's offline list.
 */
export async function livePartsOfRefund(
  transaction: Transaction,
  ticketId: string,
  ticket: StoredTicket,
): Promise<PaymentPart[]> {
  const whole = await readWholePayment(transaction, ticket, ticket.paymentId ?? '');
  if (whole.some((part) => isAnyoneAdmitted(part.ticket))) throw refusal('alreadyAdmitted');
  return whole.filter((part) => part.ref.id !== ticketId && part.ticket.ticketStatus === 'paid');
}
