import { isProviderPaymentMethod, type CreateTicketPreferenceResult } from '@carcajada/domain';
import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { refusal } from '../../common/errors.js';
import { COLLECTIONS, db } from '../../common/firestore.js';
import { parseTicket, type StoredTicket } from '../../documents/ticket.js';
import type { SaleOffer } from './sale-offer.js';

/**
 * The ticket a request id stands for: its id is derived from the caller and the request id, so
 * a repeat of the same checkout attempt names the same document, and two users never collide.
 */
export function requestedTicketRef(uid: string, requestId: string): DocumentReference {
  const id = createHash('sha256').update(`${uid}:${requestId}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 20);
  return db().collection(COLLECTIONS.tickets).doc(id);
}

export type Repeat =
  /** No live ticket for the request: `idFree` says whether its own id is still unused. */
  | { kind: 'new'; idFree: boolean }
  | { kind: 'answered'; result: CreateTicketPreferenceResult }
  /** The ticket exists and holds its seats but has no checkout link yet (a crash, or the first call still working). */
  | { kind: 'needs_checkout'; holdExpiresAt: Date };

/** Everything that prices a checkout: a repeat must ask for the same show, quantity, type and code. */
export interface RepeatKey {
  eventId: string;
  quantity: number;
  ticketTypeId: string | null;
  promoCode: string | null;
}

export function repeatKey(eventId: string, offer: SaleOffer): RepeatKey {
  return {
    eventId,
    quantity: offer.order.quantity,
    ticketTypeId: offer.type?.id ?? null,
    promoCode: offer.promo?.code ?? null,
  };
}

function sameCheckout(ticket: StoredTicket, key: RepeatKey): boolean {
  return (
    ticket.eventId === key.eventId &&
    ticket.quantity === key.quantity &&
    ticket.ticketTypeId === key.ticketTypeId &&
    ticket.promoCode === key.promoCode
  );
}

/**
 * What a repeated request finds. A ticket still reserved is the answer again (same ticket, same
 * link); a closed one (paid, cancelled, expired) ended that attempt, so the request is a new
 * purchase. The same request id for another show, quantity, type or code is not a repeat: refused.
 */
export async function findRepeat(ref: DocumentReference, key: RepeatKey): Promise<Repeat> {
  const data = (await ref.get()).data();
  const ticket = parseTicket(data);
  if (!data || ticket.ticketStatus !== 'reserved') return { kind: 'new', idFree: !data };
  if (!sameCheckout(ticket, key)) throw refusal('invalidRequest');
  // a free reservation or a courtesy: nothing to pay
  if (!isProviderPaymentMethod(ticket.paymentMethod))
    return { kind: 'answered', result: { ticketId: ref.id, reserved: true } };
  if (ticket.initPoint !== null && ticket.preferenceId !== null) {
    return {
      kind: 'answered',
      result: { ticketId: ref.id, initPoint: ticket.initPoint, preferenceId: ticket.preferenceId },
    };
  }
  const holdExpiresAt = ticket.holdExpiresAt?.toDate() ?? new Date();
  return { kind: 'needs_checkout', holdExpiresAt };
}
