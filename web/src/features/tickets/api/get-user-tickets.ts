import { useEffect, useState } from 'react';
import type { Ticket } from '@carcajada/domain';
import { browserOffline } from '../../../lib/offline-copy';
import { readTicketsCopy, saveTicketsCopy } from '../utils/tickets-copy';

/** A ticket whose payment the webhook has yet to settle: the only kind that changes while the page is open. */
const awaitsPayment = (ticket: Ticket) => ticket.paymentStatus === 'pending';

/**
 * Firestore Lite comes with the read, not with the page: the last copy is drawn before it (or Auth,
 * which it waits on) has loaded or run.
 */
const ticketReads = () => import('./read-user-tickets');
const readUserTickets = (uid: string) => ticketReads().then((module) => module.readUserTickets(uid));
const readTicketsById = (ids: string[]) => ticketReads().then((module) => module.readTicketsById(ids));

/**
 * A pending payment is read again after these waits (the last one repeats): soon at first, when
 * Mercado Pago's webhook usually lands, then less often while the buyer keeps the page open. A
 * one-shot read each time: no listener, so no full Firestore SDK on this page (its size:
 * docs/performance.md, "First load and chunks").
 */
export const PENDING_READ_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000];

/**
 * Calls `read` after each of the waits above, until stopped; a hidden page (a phone's other app)
 * reads nothing, and reads at once when it is shown again. A read that fails (no signal) is
 * simply tried again at the next turn: the tickets on screen stay as they are.
 */
function readAgainWhileOpen(read: () => Promise<void>): () => void {
  let turn = 0;
  let timer: number | undefined;
  // a turn that came while the page was hidden, taken when it is shown again
  let paused = false;
  let stopped = false;
  const next = () => {
    const delay = PENDING_READ_DELAYS_MS[Math.min(turn, PENDING_READ_DELAYS_MS.length - 1)]!;
    turn += 1;
    timer = window.setTimeout(tick, delay);
  };
  const tick = () => {
    paused = document.hidden;
    if (paused) return;
    void read()
      .catch(() => undefined)
      .then(() => {
        if (!stopped) next();
      });
  };
  const onVisible = () => {
    if (paused && !document.hidden && !stopped) tick();
  };
  document.addEventListener('visibilitychange', onVisible);
  next();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * `read`: fresh from Firestore. `copy`: the last copy seen, drawn at once while the read is on its
 * way (the list is on screen before Auth and Firestore have even loaded). `offline`: that copy
 * again because the read failed, marked with its time.
 */
type TicketsLoad =
  | { uid: string; source: 'read'; tickets: Ticket[] }
  | { uid: string; source: 'copy' | 'offline'; tickets: Ticket[]; savedAt: Date }
  | { uid: string; error: Error };

/** The tickets of a load that is a read from Firestore (the only ones read again or updated). */
function readTickets(load: TicketsLoad | undefined): Ticket[] | null {
  return load && 'source' in load && load.source === 'read' ? load.tickets : null;
}

/** The list to show; `copyFrom` is set when it is the last copy seen because there is no connection. */
export interface UserTickets {
  tickets: Ticket[];
  copyFrom: Date | null;
}

/**
 * The tickets read, with each one that is as the list already showed it kept as that same object:
 * their cards do not draw again when the read only confirms the copy (the usual case).
 */
function keepUnchanged(shown: TicketsLoad | undefined, tickets: Ticket[]): Ticket[] {
  if (!shown || !('tickets' in shown)) return tickets;
  const before = new Map(shown.tickets.map((ticket) => [ticket.id, ticket]));
  return tickets.map((ticket) => {
    const previous = before.get(ticket.id);
    return previous && JSON.stringify(previous) === JSON.stringify(ticket) ? previous : ticket;
  });
}

/** The copy as a load: marked as offline at once when the browser already knows it has no network. */
function lastCopy(
  uid: string,
  source: 'copy' | 'offline' = browserOffline() ? 'offline' : 'copy',
): TicketsLoad | undefined {
  const copy = readTicketsCopy(uid);
  return copy ? { uid, source, tickets: copy.value, savedAt: copy.savedAt } : undefined;
}

/**
 * The user's tickets: the last copy at once, then read once (and kept as the new copy); tickets
 * still waiting for their payment are then read again while the page is open, so a payment
 * confirmed by the webhook shows up without a reload. `read` is false until Auth knows the
 * account (the rules need it): the copy shows meanwhile. Undefined while there is nothing to
 * show; a read failure with no copy is thrown to the nearest error boundary, whose retry
 * remounts the list and reads again.
 */
export function useUserTickets(uid: string, read = true): UserTickets | undefined {
  const [load, setLoad] = useState<TicketsLoad | undefined>(() => lastCopy(uid));

  useEffect(() => {
    if (!read) return;
    let stopped = false;
    // the browser knows it is offline: the last copy at once, no read to wait on
    const tickets = browserOffline() ? Promise.reject(new Error('offline')) : readUserTickets(uid);
    tickets.then(
      (tickets) => {
        saveTicketsCopy(uid, tickets);
        if (!stopped) setLoad((current) => ({ uid, source: 'read', tickets: keepUnchanged(current, tickets) }));
      },
      (error: Error) => {
        if (!stopped) setLoad(lastCopy(uid, 'offline') ?? { uid, error });
      },
    );
    return () => {
      stopped = true;
    };
  }, [uid, read]);

  const shown = load?.uid === uid ? load : lastCopy(uid);
  // only fresh tickets are read again: a copy's pending payment may have settled long ago
  const tickets = readTickets(shown) ?? [];
  // A string, so the reads restart only when the set of pending tickets changes (one settles).
  const pendingIds = tickets
    .filter(awaitsPayment)
    .map((ticket) => ticket.id)
    .join(',');

  useEffect(() => {
    if (!pendingIds) return;
    let stopped = false;
    const replace = (changed: Ticket[]) => {
      if (stopped) return;
      setLoad((current) => {
        const shownTickets = current?.uid === uid ? readTickets(current) : null;
        if (!shownTickets) return current;
        const byId = new Map(changed.map((ticket) => [ticket.id, ticket]));
        const tickets = keepUnchanged(
          current,
          shownTickets.map((ticket) => byId.get(ticket.id) ?? ticket),
        );
        if (tickets.every((ticket, index) => ticket === shownTickets[index])) return current;
        // a payment settled while the page is open: the copy for the door has its QR too (idempotent)
        saveTicketsCopy(uid, tickets);
        return { uid, source: 'read', tickets };
      });
    };
    const stopReading = readAgainWhileOpen(() => readTicketsById(pendingIds.split(',')).then(replace));
    return () => {
      stopped = true;
      stopReading();
    };
  }, [uid, pendingIds]);

  if (!shown) return undefined;
  if ('error' in shown) throw shown.error;
  return { tickets: shown.tickets, copyFrom: shown.source === 'offline' ? shown.savedAt : null };
}
