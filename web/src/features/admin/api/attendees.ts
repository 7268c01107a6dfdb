import { collection, limit, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import {
  isCancelReason,
  PAYMENT_STATUSES,
  standingParafiscal,
  TICKET_STATUSES,
  ticketReference,
  ticketSeatLabels,
  type ShowScope,
} from '@carcajada/domain';
import { asNumber, asRecord, asString, toOptionalDate } from '../../../lib/firestore-convert';
import { listenToQuery, liveFirestore } from '../../../lib/live-firestore';
import type { Listen } from '../../../lib/use-live';
import type { Attendee } from '../utils/attendee-status';

/** Far above any venue's seats (tickets ≤ seats): a show's list is bounded by its capacity. */
export const ATTENDEE_LIMIT = 1000;

function createdAtOf(value: unknown): Date {
  return toOptionalDate(value) ?? new Date(0);
}

/** tickets/{id} → Attendee; unknown statuses read as the least privileged (no refund button). */
export function attendeeFromData(id: string, data: DocumentData): Attendee {
  const price = asRecord(data.price);
  return {
    ticketId: id,
    reference: ticketReference(id),
    userId: asString(data.userId),
    name: asString(asRecord(data.metadata).userName),
    email: asString(data.buyerEmail),
    // copied from the buyer's account at purchase; older tickets have none (ADMIN then reads users/{uid})
    phone: asString(data.buyerPhone),
    quantity: asNumber(data.quantity, 1),
    ticketStatus: TICKET_STATUSES.find((status) => status === data.ticketStatus) ?? 'reserved',
    paymentStatus: PAYMENT_STATUSES.find((status) => status === data.paymentStatus) ?? 'pending',
    paymentMethod: asString(data.paymentMethod),
    ...(typeof data.boxOfficeMethod === 'string' && { boxOfficeMethod: data.boxOfficeMethod }),
    cancelReason: isCancelReason(data.cancelReason) ? data.cancelReason : null,
    admittedCount: asNumber(data.admittedCount),
    total: asNumber(price.total, asNumber(data.amount)),
    createdAt: createdAtOf(data.createdAt),
    refundRequestedAt: toOptionalDate(data.refundRequestedAt),
    pulepCode: asString(asRecord(data.metadata).pulepCode),
    parafiscal: standingParafiscal({
      parafiscal: data.parafiscal,
      ticketStatus: asString(data.ticketStatus),
      paymentStatus: asString(data.paymentStatus),
    }),
    seats: ticketSeatLabels(data.seats),
  };
}

/**
 * One show's tickets, live, newest first (an ADMIN query the rules allow), so a refund shows
 * "Reembolso en curso" and then the webhook's cancellation without reloading. Full SDK, loaded
 * with the attendee page only.
 */
export function listenToAttendees(eventId: string, scope: ShowScope): Listen<Attendee[]> {
  return listenToQuery(
    query(
      collection(liveFirestore, 'tickets'),
      where('eventId', '==', eventId),
      // an ORGANIZER's query names its organizerId, as the rules demand
      ...(scope.role === 'ORGANIZER' ? [where('organizerId', '==', scope.organizerId)] : []),
      orderBy('createdAt', 'desc'),
      limit(ATTENDEE_LIMIT),
    ),
    (documents) => documents.map((document) => attendeeFromData(document.id, document.data())),
  );
}
