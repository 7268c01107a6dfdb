import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { firestoreLite } from '../../../lib/firestore-lite';
import { ticketConverter } from './ticket-converter';

/** Spec section 7: the current user's tickets, newest first (the rules require the userId filter). */
export function userTicketsQuery(firestore: Firestore, uid: string): Query<Ticket> {
  return query(
    collection(firestore, 'tickets').withConverter(ticketConverter),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** The user's tickets as they are now. */
export async function readUserTickets(uid: string): Promise<Ticket[]> {
  const result = await getDocs(userTicketsQuery(firestoreLite, uid));
  return result.docs.map((document) => document.data());
}

/**
 * These tickets as they are now, by id (the rules allow their owner). One that cannot be read (a
 * deleted ticket: the rules then refuse it) is left out rather than failing the others; only when
 * none could be read is the failure thrown (no connection).
 */
export async function readTicketsById(ids: string[]): Promise<Ticket[]> {
  const reads = await Promise.allSettled(
    ids.map((id) => getDoc(doc(firestoreLite, 'tickets', id).withConverter(ticketConverter))),
  );
  const failure = reads.find((read) => read.status === 'rejected');
  if (failure && reads.every((read) => read.status === 'rejected')) throw failure.reason;
  return reads.flatMap((read) => (read.status === 'fulfilled' ? (read.value.data() ?? []) : []));
}
