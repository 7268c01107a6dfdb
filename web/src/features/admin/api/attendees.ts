import { collection, limit, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import { standingParafiscal, ticketReference, ticketSeatLabels, type ShowScope } from '@carcajada/domain';
import { parseStoredTicket, ticketView } from '@carcajada/domain/stored/ticket';
import { listenToQuery, liveFirestore } from '../../../lib/live-firestore';
import type { Listen } from '../../../lib/use-live';
import type { Attendee } from '../utils/attendee-status';

/** Far above any venue's seats (tickets ≤ seats): a show's list is bounded by its capacity. */
export const ATTENDEE_LIMIT = 1000;

/** tickets/{id} → Attendee, through the domain's one view of a ticket (unknown statuses: no refund button). */
export function attendeeOf(id: string, data: DocumentData): Attendee {
  const ticket = ticketView(id, data);
  const stored = parseStoredTicket(data);
  return {
    ticketId: id,
    reference: ticketReference(id),
    userId: ticket.userId,
    name: ticket.metadata.userName,
    email: ticket.buyerEmail,
    // copied from the buyer's account at purchase; older tickets have none (ADMIN then reads users/{uid})
    phone: stored.buyerPhone,
    quantity: ticket.quantity,
    ticketStatus: ticket.ticketStatus,
    paymentStatus: ticket.paymentStatus,
    paymentMethod: ticket.paymentMethod,
    ...(stored.boxOfficeMethod !== null && { boxOfficeMethod: stored.boxOfficeMethod }),
    cancelReason: ticket.cancelReason,
    admittedCount: stored.admittedCount,
    total: stored.price?.total ?? ticket.amount,
    createdAt: ticket.createdAt,
    refundRequestedAt: ticket.refundRequestedAt,
    pulepCode: stored.metadata.pulepCode ?? '',
    parafiscal: standingParafiscal(stored),
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
    (documents) => documents.map((document) => attendeeOf(document.id, document.data())),
  );
}
