import { priorityAccess, type DatePriority } from '@carcajada/domain';
import { refusal } from '../common/errors.js';
import { ticketsCollection } from '../common/firestore.js';
import type { StoredEvent } from '../documents/event.js';
import { parsePriorityOffer, priorityOfferRef } from './offers.js';

type PriorityEvent = Pick<StoredEvent, 'priority'> & { id: string };

function priorityOf(event: PriorityEvent): DatePriority | null {
  return event.priority ? { fromEventId: event.priority.fromEventId, until: event.priority.until.toDate() } : null;
}

/**
 * The seats an account holds or bought of the date: its tickets not cancelled, counted from the
 * tickets themselves (no counter to keep in step), so a hold that runs out gives its seats back
 * to the offer as it gives them back to the show.
 */
async function seatsTakenBy(uid: string, eventId: string, repeatedTicketId: string | null): Promise<number> {
  const tickets = await ticketsCollection().where('userId', '==', uid).where('eventId', '==', eventId).get();
  return tickets.docs
    .filter((ticket) => ticket.id !== repeatedTicketId && ticket.get('ticketStatus') !== 'cancelled')
    .reduce((sum, ticket) => sum + Number(ticket.get('quantity') ?? 0), 0);
}

/**
 * previewOrder and createTicketPreference, beside the queue's turn: during a date's priority window
 * only an offered account prices or buys it, up to its seats (`priorityWindow`, `priorityLimit`).
 * True while the window decides: the offered account then needs no queue turn (everyone else
 * waits for the window's end, then queues as usual). `repeatedTicketId`: the ticket a repeated
 * purchase request names, not counted against its own request.
 */
export async function assertPriorityAccess(
  uid: string | null,
  event: PriorityEvent,
  quantity: number,
  now: Date,
  repeatedTicketId: string | null = null,
): Promise<boolean> {
  const priority = priorityOf(event);
  if (priorityAccess(priority, null, quantity, now) === 'open') return false;
  const offer = uid ? parsePriorityOffer((await priorityOfferRef(event.id, uid).get()).data()) : null;
  const seats = offer ? { seats: offer.seats, seatsTaken: await seatsTakenBy(uid!, event.id, repeatedTicketId) } : null;
  const access = priorityAccess(priority, seats, quantity, now);
  if (access === 'priorityWindow' || access === 'priorityLimit') throw refusal(access);
  return true;
}
