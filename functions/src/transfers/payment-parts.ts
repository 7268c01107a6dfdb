import { isAnyoneAdmitted } from '@carcajada/domain';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { refusal } from '../common/errors.js';
import { ticketsCollection } from '../common/firestore.js';
import type { StoredTicket } from '../documents/ticket.js';
import { createCancellationMail } from '../mail/ticket-mail-writes.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { cancelTicketWrites } from '../seats/ticket-seats.js';

/** Another ticket paid by the same Mercado Pago payment: a part given away by a partial transfer. */
export interface PaymentPart {
  ref: DocumentReference;
  data: DocumentData;
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
    .filter((part) => part.id !== ticketId && part.get('ticketStatus') === 'paid')
    .map((part) => ({ ref: part.ref, data: part.data() }));
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
  const recipients = await Promise.all(parts.map((part) => verifiedRecipient(String(part.data.userId ?? ''))));
  parts.forEach((part, index) => {
    cancelTicketWrites(transaction, part.ref, part.data, 'refunded', { ...providerFields, qrCode: null });
    createCancellationMail(transaction, part.ref.id, part.data, 'refunded', recipients[index] ?? null);
  });
}

/**
 * A refund of a split payment returns every part's money, so it is refused (`alreadyAdmitted`)
 * once anyone entered on any part: those seats are spent. Read in the refund's transaction.
 */
export async function assertNoPartAdmitted(transaction: Transaction, ticket: DocumentData): Promise<void> {
  if (typeof ticket.chargedAmount !== 'number' || typeof ticket.paymentId !== 'string' || !ticket.paymentId) return;
  const parts = await transaction.get(ticketsCollection().where('paymentId', '==', ticket.paymentId));
  if (parts.docs.some((part) => isAnyoneAdmitted(part.data()))) throw refusal('alreadyAdmitted');
}
