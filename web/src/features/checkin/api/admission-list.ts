import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { AdmissionTicket, PaymentStatus, TicketStatus } from '@carcajada/domain';
import { admittedCountOf, refundRequestedOf, ticketReference } from '@carcajada/domain';
import { asNumber, asRecord, asString } from '../../../lib/firestore-convert';
import { firestoreLite } from '../../../lib/firestore-lite';

/** One ticket of the show as the door keeps it for judging offline. */
export interface AdmissionEntry extends AdmissionTicket {
  id: string;
  reference: string;
  holderName: string;
  email: string;
  ticketStatus: TicketStatus;
  paymentStatus: PaymentStatus;
  admittedCount: number;
  /** ISO-8601, when the first person of this ticket came in. */
  firstAdmittedAt: string | null;
}

function isoOf(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function')
    return (value.toDate() as Date).toISOString();
  return typeof value === 'string' ? value : null;
}

/**
 * The show's admission list (decision: a query the rules already allow to ADMIN, the show's
 * organizer and its door staff, `tickets where
 * eventId == X`, instead of a callable): every ticket of the show, refused ones included, so the
 * door can judge a scan with no network.
 */
export async function getAdmissionList(eventId: string, organizerId: string | null = null): Promise<AdmissionEntry[]> {
  // an ORGANIZER's query names its organizerId; door staff and ADMIN read the show's tickets
  const own = organizerId ? [where('organizerId', '==', organizerId)] : [];
  const snapshot = await getDocs(query(collection(firestoreLite, 'tickets'), where('eventId', '==', eventId), ...own));
  return snapshot.docs.map((document) => {
    const data = document.data();
    return {
      id: document.id,
      reference: ticketReference(document.id),
      eventId: asString(data.eventId),
      holderName: asString(asRecord(data.metadata).userName),
      email: asString(data.buyerEmail),
      quantity: asNumber(data.quantity, 1),
      admittedCount: admittedCountOf(data),
      ticketStatus: asString(data.ticketStatus) as TicketStatus,
      paymentStatus: asString(data.paymentStatus) as PaymentStatus,
      paymentMethod: asString(data.paymentMethod),
      cancelReason: typeof data.cancelReason === 'string' ? data.cancelReason : null,
      refundRequested: refundRequestedOf(data),
      firstAdmittedAt: isoOf(data.firstAdmittedAt),
    };
  });
}
