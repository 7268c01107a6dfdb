import {
  EVENT_STATUS_CANCELLED,
  refundRequestedOf,
  ticketReference,
  type AdmissionListEntry,
  type AdmissionListResult,
  type PaymentStatus,
  type TicketStatus,
} from '@carcajada/domain';
import { AdmissionListRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { eventRef, ticketsCollection } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';
import { authorizeDoor } from '../organizers/authorize-show.js';
import { boxOfficeView } from '../box-office/door-view.js';

/**
 * The only ticket fields the door reads: Firestore returns nothing else to this function, so no
 * buyer email, phone or QR can reach the answer even by mistake.
 */
const DOOR_FIELDS = [
  'eventId',
  'ticketStatus',
  'paymentStatus',
  'paymentMethod',
  'cancelReason',
  'refundRequestedAt',
  'quantity',
  'admittedCount',
  'firstAdmittedAt',
  'metadata.userName',
  // the current QR's version (a number, not the QR): the scanner refuses older codes offline
  'qrVersion',
  // a seated date's seats, so the door names them offline too
  'seats',
] as const;

function admissionEntry(id: string, ticket: StoredTicket, eventCancelled: boolean): AdmissionListEntry {
  return {
    id,
    reference: ticketReference(id),
    eventId: ticket.eventId,
    holderName: ticket.metadata.userName,
    ticketStatus: ticket.ticketStatus as TicketStatus,
    paymentStatus: ticket.paymentStatus as PaymentStatus,
    paymentMethod: ticket.paymentMethod,
    cancelReason: ticket.cancelReason,
    refundRequested: refundRequestedOf(ticket),
    ...(eventCancelled && { eventCancelled: true }),
    // a ticket from before quantities were stored holds one seat
    quantity: ticket.quantity || 1,
    admittedCount: ticket.admittedCount,
    firstAdmittedAt: ticket.firstAdmittedAt?.toDate().toISOString() ?? null,
    qrVersion: ticket.qrVersion,
    ...(ticket.seats.length > 0 && { seats: ticket.seats.map((seat) => seat.label) }),
  };
}

/**
 * The show's admission list for ADMIN, its organizer and its door staff (until a day after the
 * show; `authorizeDoor`): every ticket of the show, refused ones included, so the scanner judges
 * scans with no network. Door staff read no ticket document themselves (firestore.rules). A caller
 * who may sell at the door also gets the box office's figures (`boxOffice`: seats left, sellers, prices).
 */
export async function listAdmissions(uid: string | undefined, data: unknown): Promise<AdmissionListResult> {
  const caller = await readCaller(uid);
  const request = AdmissionListRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  const { eventId } = request.data;
  await authorizeDoor(caller, eventId);
  const [event, snapshot] = await Promise.all([
    eventRef(eventId).get(),
    ticketsCollection()
      .where('eventId', '==', eventId)
      .select(...DOOR_FIELDS)
      .get(),
  ]);
  const show = parseEvent(event.data());
  // every entry of a cancelled date carries it, so the scanner refuses them offline too
  const cancelled = show.status === EVENT_STATUS_CANCELLED;
  const tickets = snapshot.docs.map((document) => admissionEntry(document.id, parseTicket(document.data()), cancelled));
  const boxOffice = await boxOfficeView(caller, eventId, show, tickets);
  return { tickets, ...(boxOffice && { boxOffice }) };
}

export const admissionList = callable('admissionList', {}, (request): Promise<AdmissionListResult> =>
  listAdmissions(request.auth?.uid, request.data),
);
