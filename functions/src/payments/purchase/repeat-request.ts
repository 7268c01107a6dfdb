import type { CreateTicketPreferenceResult } from '@carcajada/domain';
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { refusal } from '../../common/errors.js';
import { COLLECTIONS, db } from '../../common/firestore.js';

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

/**
 * What a repeated request finds. A ticket still reserved is the answer again (same ticket, same
 * link); a closed one (paid, cancelled, expired) ended that attempt, so the request is a new
 * purchase. The same request id for another show or quantity is not a repeat: refused.
 */
export async function findRepeat(ref: DocumentReference, eventId: string, quantity: number): Promise<Repeat> {
  const ticket = (await ref.get()).data();
  if (!ticket || ticket.ticketStatus !== 'reserved') return { kind: 'new', idFree: !ticket };
  if (ticket.eventId !== eventId || ticket.quantity !== quantity) throw refusal('invalidRequest');
  // a free reservation or a courtesy: nothing to pay
  if (ticket.paymentMethod !== 'mercadopago') return { kind: 'answered', result: { ticketId: ref.id, reserved: true } };
  if (typeof ticket.initPoint === 'string' && typeof ticket.preferenceId === 'string') {
    return {
      kind: 'answered',
      result: { ticketId: ref.id, initPoint: ticket.initPoint, preferenceId: ticket.preferenceId },
    };
  }
  const holdExpiresAt = ticket.holdExpiresAt instanceof Timestamp ? ticket.holdExpiresAt.toDate() : new Date();
  return { kind: 'needs_checkout', holdExpiresAt };
}
