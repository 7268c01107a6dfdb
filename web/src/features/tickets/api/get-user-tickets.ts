import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { collection, onSnapshot, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { Ticket } from '@carcajada/domain';
import { ticketConverter } from './ticket-converter';

/** Spec section 7: the current user's tickets, newest first (the rules require the userId filter). */
export function userTicketsQuery(firestore: Firestore, uid: string): Query<Ticket> {
  return query(
    collection(firestore, 'tickets').withConverter(ticketConverter),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

type TicketsSnapshot = { uid: string; tickets: Ticket[] } | { uid: string; error: Error };

/**
 * Live list of the user's tickets (a payment confirmed by the webhook shows up without a
 * reload). Undefined while loading; a read failure is thrown to the nearest error boundary,
 * whose retry remounts the list and so subscribes again.
 */
export function useUserTickets(uid: string): Ticket[] | undefined {
  const firestore = useFirestore();
  const [snapshot, setSnapshot] = useState<TicketsSnapshot | undefined>(undefined);

  useEffect(
    () =>
      onSnapshot(
        userTicketsQuery(firestore, uid),
        (result) => setSnapshot({ uid, tickets: result.docs.map((document) => document.data()) }),
        (error) => setSnapshot({ uid, error }),
      ),
    [firestore, uid],
  );

  if (snapshot?.uid !== uid) return undefined;
  if ('error' in snapshot) throw snapshot.error;
  return snapshot.tickets;
}
