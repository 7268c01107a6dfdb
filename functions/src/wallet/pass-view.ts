import {
  EVENT_STATUS_CANCELLED,
  producedByOperator,
  showProducer,
  walletPassFacts,
  walletPassStanding,
  walletSeatText,
  type WalletPassFacts,
} from '@carcajada/domain';
import { eventRef, ticketRef } from '../common/firestore.js';
import { operatorRead } from '../common/legal-config.js';
import { parseEvent, type StoredEvent } from '../documents/event.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';

/** One holder's copy of a ticket's pass, as both wallets draw it. */
export interface PassView {
  ticketId: string;
  eventId: string;
  /** Whose copy: a pass given away stays on the old holder's phone, voided. */
  holderUid: string;
  /** False: refunded, cancelled, transferred away or of a cancelled date (the pass is voided). */
  live: boolean;
  facts: WalletPassFacts;
  start: Date;
  /** When the ticket was issued: a Google object is valid from then. */
  issuedAt: Date;
  /** The QR payload; null for a voided copy (never the new holder's code) or a ticket without one. */
  qrCode: string | null;
}

export interface StoredPassParts {
  ticketId: string;
  ticket: StoredTicket;
  event: StoredEvent;
}

/** The ticket and its date as stored; null when either is missing or the date has no start. */
export async function readPassParts(ticketId: string): Promise<StoredPassParts | null> {
  const ticketData = (await ticketRef(ticketId).get()).data();
  if (!ticketData) return null;
  const ticket = parseTicket(ticketData);
  const eventData = (await eventRef(ticket.eventId).get()).data();
  if (!eventData) return null;
  const event = parseEvent(eventData);
  return event.event_date ? { ticketId, ticket, event } : null;
}

export function isDateCancelled(event: StoredEvent): boolean {
  return event.status === EVENT_STATUS_CANCELLED;
}

/** `uid`'s standing on the ticket: its holder (live), a former holder or a dead ticket (notLive), or a stranger. */
export function standingOf({ ticket, event }: StoredPassParts, uid: string) {
  return walletPassStanding(ticket, isDateCancelled(event), uid);
}

/**
 * The pass `uid` holds for the ticket: the date as it stands now (a moved date moves the pass),
 * the code and the producer as the ticket was sold. Null for a stranger's copy.
 */
export async function passViewFor(parts: StoredPassParts, uid: string): Promise<PassView | null> {
  const standing = standingOf(parts, uid);
  if (standing === 'notHolder') return null;
  const { ticketId, ticket, event } = parts;
  const live = standing === 'holder';
  const start = event.event_date!.toDate();
  const producerFacts = { producer: ticket.metadata.producer ?? event.producer, organizerId: ticket.organizerId };
  const producer = showProducer(producerFacts, producedByOperator(producerFacts) ? await operatorRead()() : null);
  const facts = walletPassFacts({
    ticketId,
    showName: event.name || ticket.metadata.eventName,
    start,
    venueName: event.venue.name || ticket.metadata.venue,
    venueAddress: event.venue.address,
    city: event.city || ticket.metadata.city,
    seat: walletSeatText(ticket),
    // the old holder's copy names nobody: its name is not kept, and the new holder's is not theirs
    holderName: live ? ticket.metadata.userName : '',
    quantity: ticket.quantity,
    pulepCode: ticket.metadata.pulepCode ?? event.pulep_code,
    producer,
  });
  const issuedAt = ticket.createdAt?.toDate() ?? start;
  return {
    ticketId,
    eventId: ticket.eventId,
    holderUid: uid,
    live,
    facts,
    start,
    issuedAt,
    qrCode: live ? ticket.qrCode : null,
  };
}
