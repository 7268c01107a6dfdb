import { useMemo, useRef } from 'react';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { browserOffline, type OfflineCopy } from '../../../lib/offline-copy';
import { useQuery } from '../../../lib/use-query';
import { readTicketsCopy, saveTicketsCopy } from '../utils/tickets-copy';

/** A ticket whose payment the webhook has yet to settle: the only kind that changes while the page is open. */
const awaitsPayment = (ticket: Ticket) => ticket.paymentStatus === 'pending';

/**
 * Firestore Lite comes with the read, not with the page: the last copy is drawn before it (or Auth,
 * which it waits on) has loaded or run.
 */
const ticketReads = () => import('./read-user-tickets');

/**
 * A pending payment is read again after these waits (the last one repeats): soon at first, when
 * Mercado Pago's webhook usually lands, then less often while the buyer keeps the page open; back
 * to the first wait whenever a read changed something. A one-shot read each time: no listener, so
 * no full Firestore SDK on this page (its size: docs/performance/first-load.md, "First load and chunks"). A
 * hidden page (a phone's other app) reads nothing and reads at once when shown again; a read that
 * fails (no signal) is tried again at the next turn, the tickets on screen staying as they are.
 */
export const PENDING_READ_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000];

/** A read with no answer by then fails, so a lost request cannot stop the pending reads for good. */
export const TICKETS_READ_TIMEOUT_MS = 30_000;

function nextPendingRead(tickets: Ticket[] | undefined, turn: number): number | false {
  if (!tickets?.some(awaitsPayment)) return false;
  return PENDING_READ_DELAYS_MS[Math.min(turn, PENDING_READ_DELAYS_MS.length - 1)]!;
}

/**
 * The tickets read, with each one that is as the list already showed it kept as that same object:
 * their cards do not draw again when the read only confirms the copy (the usual case).
 */
function keepUnchanged(shown: readonly Ticket[] | undefined, tickets: Ticket[]): Ticket[] {
  if (!shown) return tickets;
  const before = new Map(shown.map((ticket) => [ticket.id, ticket]));
  return tickets.map((ticket) => {
    const previous = before.get(ticket.id);
    return previous && JSON.stringify(previous) === JSON.stringify(ticket) ? previous : ticket;
  });
}

/** The whole list, kept as the new copy for a visit with no connection. */
async function readAllTickets(uid: string, copy: readonly Ticket[] | undefined): Promise<Ticket[]> {
  const tickets = await (await ticketReads()).readUserTickets(uid);
  saveTicketsCopy(uid, tickets);
  return keepUnchanged(copy, tickets);
}

/**
 * Only the pending tickets of the list shown, read again. The same list when nothing changed (so
 * the poll backs off); when a payment settled, the copy for the door gets its QR too.
 */
async function readPendingAgain(uid: string, shown: Ticket[]): Promise<Ticket[]> {
  const pendingIds = shown.filter(awaitsPayment).map((ticket) => ticket.id);
  if (pendingIds.length === 0) return shown;
  const changed = new Map(
    (await (await ticketReads()).readTicketsById(pendingIds)).map((ticket) => [ticket.id, ticket]),
  );
  const tickets = keepUnchanged(
    shown,
    shown.map((ticket) => changed.get(ticket.id) ?? ticket),
  );
  if (tickets.every((ticket, index) => ticket === shown[index])) return shown;
  saveTicketsCopy(uid, tickets);
  return tickets;
}

/** The list to show; `copyFrom` is set when it is the last copy seen because there is no connection. */
export interface UserTickets {
  tickets: Ticket[];
  copyFrom: Date | null;
  /** Reads the whole list again (after a transfer changed tickets that were not pending). */
  reload?: () => void;
}

const fromCopy = (copy: OfflineCopy<Ticket[]>, offline: boolean): UserTickets => ({
  tickets: copy.value,
  copyFrom: offline ? copy.savedAt : null,
});

/**
 * The user's tickets: the last copy at once, then read once (and kept as the new copy); tickets
 * still waiting for their payment are then read again while the page is open, so a payment
 * confirmed by the webhook shows up without a reload. `read` is false until Auth knows the
 * account (the rules need it): the copy shows meanwhile. Undefined while there is nothing to
 * show; a read failure with no copy is thrown to the nearest error boundary, whose retry
 * remounts the list and reads again.
 */
export function useUserTickets(uid: string, read = true): UserTickets | undefined {
  // the last copy seen, drawn at once while the read is on its way
  const copy = useMemo(() => readTicketsCopy(uid), [uid]);
  // set by reload(): the next read is of the whole list, not only the pending tickets
  const readAll = useRef(false);
  const { data, error, refetch } = useQuery(
    ['tickets', uid],
    ({ previous }) => {
      // the browser knows it is offline: the last copy at once, no read to wait on
      if (browserOffline()) return Promise.reject(new Error('offline'));
      if (previous && !readAll.current) return readPendingAgain(uid, previous);
      readAll.current = false;
      return readAllTickets(uid, previous ?? copy?.value);
    },
    { enabled: read, refetchInterval: nextPendingRead, timeoutMs: TICKETS_READ_TIMEOUT_MS },
  );
  const reload = () => {
    readAll.current = true;
    refetch();
  };

  // a pending read that failed leaves the list read before as it is
  if (data) return { tickets: data, copyFrom: null, reload };
  if (error) {
    if (copy) return fromCopy(copy, true);
    throw error;
  }
  return copy ? fromCopy(copy, browserOffline()) : undefined;
}
