import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { CURRENCY, DEFAULT_SEAT, isCancelReason, isPulepCode, type Ticket } from '@carcajada/domain';
import { parseStoredTicket, type StoredInstant } from '@carcajada/domain/stored/ticket';
import { readOnlyConverterWrite } from '../../../lib/firestore-convert';

/** Mercado Pago's checkout link; only an http(s) URL can become a link on the page. */
function asCheckoutUrl(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function dateOf(instant: StoredInstant | null): Date | null {
  return instant ? instant.toDate() : null;
}

/**
 * A ticket document's data → Ticket, for either SDK (the list reads through Lite, a pending
 * ticket is followed through the full SDK), through the domain's one schema of tickets/{id}. An
 * unknown status reads as the least privileged one (reserved / pending), so a malformed ticket can
 * never show an enabled QR button.
 */
export function ticketFromData(id: string, data: DocumentData): Ticket {
  const ticket = parseStoredTicket(data);
  return {
    id,
    userId: ticket.userId,
    eventId: ticket.eventId,
    amount: ticket.amount,
    currency: ticket.currency || CURRENCY,
    quantity: typeof data.quantity === 'number' ? ticket.quantity : 1,
    buyerEmail: ticket.buyerEmail,
    // only orders the list; a malformed date must not hide the user's other tickets
    createdAt: dateOf(ticket.createdAt) ?? new Date(0),
    ticketStatus: ticket.ticketStatus || 'reserved',
    paymentStatus: ticket.paymentStatus || 'pending',
    paymentMethod: ticket.paymentMethod,
    preferenceId: ticket.preferenceId || null,
    qrCode: ticket.qrCode || null,
    metadata: {
      userName: ticket.metadata.userName,
      eventName: ticket.metadata.eventName,
      eventDate: ticket.metadata.eventDate,
      eventTime: ticket.metadata.eventTime,
      venue: ticket.metadata.venue,
      city: ticket.metadata.city,
      seatNumber: ticket.metadata.seatNumber || DEFAULT_SEAT,
      // the show's PULEP code and producer at purchase (a malformed code is not shown)
      ...(isPulepCode(ticket.metadata.pulepCode) && { pulepCode: ticket.metadata.pulepCode }),
      ...(ticket.metadata.producer && { producer: ticket.metadata.producer }),
    },
    organizerId: ticket.organizerId || null,
    initPoint: asCheckoutUrl(ticket.initPoint),
    holdExpiresAt: dateOf(ticket.holdExpiresAt),
    cancelReason: isCancelReason(ticket.cancelReason) ? ticket.cancelReason : null,
    refundRequestedAt: dateOf(ticket.refundRequestedAt),
    // the Efecty voucher, and which kind of payment is under way (PSE)
    cashVoucherUrl: asCheckoutUrl(ticket.cashVoucherUrl),
    providerPaymentType: ticket.providerPaymentType || null,
    providerStatus: ticket.providerStatus || null,
    // only when stored, so older tickets read as before
    ...(typeof data.admittedCount === 'number' && { admittedCount: ticket.admittedCount }),
    ...(ticket.transferredFrom && { transferredFrom: ticket.transferredFrom }),
    // a seated date's seats (contract v6): Mis tickets, the QR dialog and the .ics name them
    ...(ticket.seats.length > 0 && { seats: ticket.seats }),
  };
}

/** tickets/{id} → Ticket. Clients never write tickets. */
export const ticketConverter: FirestoreDataConverter<Ticket, DocumentData> = {
  toFirestore: readOnlyConverterWrite,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ticketFromData(snapshot.id, snapshot.data()),
};
