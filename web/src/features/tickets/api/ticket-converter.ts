import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import {
  CURRENCY,
  DEFAULT_SEAT,
  isCancelReason,
  isPulepCode,
  producerFrom,
  PAYMENT_STATUSES,
  TICKET_STATUSES,
  type PaymentStatus,
  type Ticket,
  type TicketMetadata,
  type TicketStatus,
} from '@carcajada/domain';
import { asNumber, asRecord, asString, readOnlyConverterWrite, toDate } from '../../../lib/firestore-convert';

function asTicketStatus(value: unknown): TicketStatus {
  return TICKET_STATUSES.find((status) => status === value) ?? 'reserved';
}

function asPaymentStatus(value: unknown): PaymentStatus {
  return PAYMENT_STATUSES.find((status) => status === value) ?? 'pending';
}

function asNullableString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Mercado Pago's checkout link; only an http(s) URL can become a link on the page. */
function asCheckoutUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Absent (older tickets, free reservations) or malformed → null: no hold to count down. */
function asOptionalDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  try {
    return toDate(value);
  } catch {
    return null;
  }
}

/** Only orders the list; a malformed date must not hide the user's other tickets. */
function asCreatedAt(value: unknown): Date {
  try {
    return toDate(value);
  } catch {
    return new Date(0);
  }
}

function asMetadata(value: unknown): TicketMetadata {
  const metadata = asRecord(value);
  return {
    userName: asString(metadata.userName),
    eventName: asString(metadata.eventName),
    eventDate: asString(metadata.eventDate),
    eventTime: asString(metadata.eventTime),
    venue: asString(metadata.venue),
    city: asString(metadata.city),
    seatNumber: asString(metadata.seatNumber, DEFAULT_SEAT),
    ...(isPulepCode(metadata.pulepCode) && { pulepCode: metadata.pulepCode }),
    ...(producerFrom(metadata.producer) && { producer: producerFrom(metadata.producer)! }),
  };
}

/**
 * A ticket document's data → Ticket, for either SDK (the list reads through Lite, a pending
 * ticket is followed through the full SDK). An unknown status reads as the least privileged
 * one (reserved / pending), so a malformed ticket can never show an enabled QR button.
 */
export function ticketFromData(id: string, data: DocumentData): Ticket {
  return {
    id,
    userId: asString(data.userId),
    eventId: asString(data.eventId),
    amount: asNumber(data.amount),
    currency: asString(data.currency, CURRENCY),
    quantity: asNumber(data.quantity, 1),
    buyerEmail: asString(data.buyerEmail),
    createdAt: asCreatedAt(data.createdAt),
    ticketStatus: asTicketStatus(data.ticketStatus),
    paymentStatus: asPaymentStatus(data.paymentStatus),
    paymentMethod: asString(data.paymentMethod),
    preferenceId: asNullableString(data.preferenceId),
    qrCode: asNullableString(data.qrCode),
    metadata: asMetadata(data.metadata),
    initPoint: asCheckoutUrl(data.initPoint),
    holdExpiresAt: asOptionalDate(data.holdExpiresAt),
    cancelReason: isCancelReason(data.cancelReason) ? data.cancelReason : null,
    refundRequestedAt: asOptionalDate(data.refundRequestedAt),
    // contract v4: the Efecty voucher, and which kind of payment is under way (PSE)
    cashVoucherUrl: asCheckoutUrl(data.cashVoucherUrl),
    providerPaymentType: asNullableString(data.providerPaymentType),
    providerStatus: asNullableString(data.providerStatus),
    // only when stored, so older tickets read as before
    ...(typeof data.admittedCount === 'number' && { admittedCount: data.admittedCount }),
    ...(asTransferredFrom(data.transferredFrom) && { transferredFrom: asTransferredFrom(data.transferredFrom) }),
  };
}

function asTransferredFrom(value: unknown): Ticket['transferredFrom'] {
  if (typeof value !== 'object' || value === null) return null;
  const from = value as Record<string, unknown>;
  return typeof from.userId === 'string' && typeof from.ticketId === 'string'
    ? { userId: from.userId, ticketId: from.ticketId }
    : null;
}

/** tickets/{id} → Ticket. Clients never write tickets. */
export const ticketConverter: FirestoreDataConverter<Ticket, DocumentData> = {
  toFirestore: readOnlyConverterWrite,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ticketFromData(snapshot.id, snapshot.data()),
};
