import { useEffect, useState } from 'react';
import { collection, getDocs, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore/lite';
import type { Ticket } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { browserOffline } from '../../../lib/offline-copy';
import { readTicketsCopy, saveTicketsCopy } from '../utils/tickets-copy';
import { ticketConverter } from './ticket-converter';

/** Spec section 7: the current user's tickets, newest first (the rules require the userId filter). */
export function userTicketsQuery(firestore: Firestore, uid: string): Query<Ticket> {
  return query(
    collection(firestore, 'tickets').withConverter(ticketConverter),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** A ticket whose payment the webhook has yet to settle: the only kind that changes while the page is open. */
const awaitsPayment = (ticket: Ticket) => ticket.paymentStatus === 'pending';

const loadTicketWatcher = () => import('./watch-tickets').then((module) => module.watchTickets);

/** Time for the list to finish painting (its images included) before anything else loads. */
const WATCH_DELAY_MS = 1000;

/**
 * Following a pending payment matters less than showing the tickets: the full SDK (about 80 kB)
 * is fetched after the list has painted, when the browser is idle, not in its way. Nothing is
 * missed meanwhile: a listener's first answer is the ticket's current state.
 */
function afterFirstPaint(start: () => void): () => void {
  let idleHandle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(start);
    else start();
  }, WATCH_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}

type TicketsLoad = { uid: string; tickets: Ticket[]; copyFrom?: Date } | { uid: string; error: Error };

/** The list to show: read now, or (copyFrom set) the last copy seen, when there is no connection. */
export interface UserTickets {
  tickets: Ticket[];
  copyFrom: Date | null;
}

/** The last copy as a load, or the read's own error when there is none. */
function copyOr(uid: string, error: Error): TicketsLoad {
  const copy = readTicketsCopy(uid);
  return copy ? { uid, tickets: copy.value, copyFrom: copy.savedAt } : { uid, error };
}

/**
 * The user's tickets, read once (and kept as the copy shown with no connection); tickets still waiting for their payment are then followed
 * live, so a payment confirmed by the webhook shows up without a reload. Undefined while
 * loading; a read failure is thrown to the nearest error boundary, whose retry remounts the
 * list and so reads again.
 */
export function useUserTickets(uid: string): UserTickets | undefined {
  const [load, setLoad] = useState<TicketsLoad | undefined>(undefined);

  useEffect(() => {
    let stopped = false;
    // the browser knows it is offline: the last copy at once, no read to wait on
    const read = browserOffline()
      ? Promise.reject(new Error('offline'))
      : getDocs(userTicketsQuery(firestoreLite, uid)).then((result) => result.docs.map((document) => document.data()));
    read.then(
      (tickets) => {
        saveTicketsCopy(uid, tickets);
        if (!stopped) setLoad({ uid, tickets });
      },
      (error: Error) => {
        if (!stopped) setLoad(copyOr(uid, error));
      },
    );
    return () => {
      stopped = true;
    };
  }, [uid]);

  const tickets = load?.uid === uid && 'tickets' in load && !load.copyFrom ? load.tickets : [];
  // A string, so the watch restarts only when the set of pending tickets changes (one settles).
  const pendingIds = tickets
    .filter(awaitsPayment)
    .map((ticket) => ticket.id)
    .join(',');

  useEffect(() => {
    if (!pendingIds) return;
    let stopped = false;
    let stopWatching: (() => void) | undefined;
    const replace = (changed: Ticket) =>
      setLoad((current) => {
        if (!current || !('tickets' in current)) return current;
        const tickets = current.tickets.map((ticket) => (ticket.id === changed.id ? changed : ticket));
        // a payment settled while the page is open: the copy for the door has its QR too (idempotent)
        saveTicketsCopy(uid, tickets);
        return { uid, tickets };
      });
    const cancelStart = afterFirstPaint(() => {
      void loadTicketWatcher().then((watch) => {
        if (!stopped) stopWatching = watch(pendingIds.split(','), replace, (error) => setLoad({ uid, error }));
      });
    });
    return () => {
      stopped = true;
      cancelStart();
      stopWatching?.();
    };
  }, [uid, pendingIds]);

  if (load?.uid !== uid) return undefined;
  if ('error' in load) throw load.error;
  return { tickets: load.tickets, copyFrom: load.copyFrom ?? null };
}
