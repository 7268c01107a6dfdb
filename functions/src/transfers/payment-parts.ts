import { isAnyoneAdmitted } from '@carcajada/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { refusal } from '../common/errors.js';
import { ticketsCollection } from '../common/firestore.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';
import { createCancellationMail } from '../mail/ticket-mail-writes.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { cancelTicketWrites } from '../seats/ticket-seats.js';

/** Another ticket paid by the same Mercado Pago payment: a part given away by a partial transfer. */
export interface PaymentPart {
  ref: DocumentReference;
  ticket: StoredTicket;
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
  if (ticket.chargedAmount === null || !paymentId) return [];
  const parts = await transaction.get(ticketsCollection().where('paymentId', '==', paymentId));
  return parts.docs
    .map((part) => ({ ref: part.ref, ticket: parseTicket(part.data()) }))
    .filter((part) => part.ref.id !== ticketId && part.ticket.ticketStatus === 'paid');
}

/**
 * Mercado Pago refunds a payment whole (docs/decisions.md, "Ticket transfer"): when the ticket it
 * was made for is refunded, every part of it is cancelled as refunded too (seats back once each,
 * the holder's QR revoked, their mail), so no seat stays live on money that went back.
 */
export async function cancelPaymentParts(
  transaction: Transaction,
  parts: readonly PaymentPart[],
  providerFields: Record<string, unknown>,
): Promise<void> {
  const recipients = await Promise.all(parts.map((part) => verifiedRecipient(part.ticket.userId)));
  parts.forEach((part, index) => {
    cancelTicketWrites(transaction, part.ref, part.ticket, 'refunded', { ...providerFields, qrCode: null });
    createCancellationMail(transaction, part.ref.id, part.ticket, 'refunded', recipients[index] ?? null);
  });
}

/**
 * A refund of a split payment returns every part's money, so it is refused (`alreadyAdmitted`)
 * once anyone entered on any part: those seats are spent. Read in the refund's transaction.
 */
export async function assertNoPartAdmitted(transaction: Transaction, ticket: StoredTicket): Promise<void> {
  if (ticket.chargedAmount === null || !ticket.paymentId) return;
  const parts = await transaction.get(ticketsCollection().where('paymentId', '==', ticket.paymentId));
  if (parts.docs.some((part) => isAnyoneAdmitted(parseTicket(part.data())))) throw refusal('alreadyAdmitted');
}
