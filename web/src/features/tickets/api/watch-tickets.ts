import { doc, onSnapshot } from 'firebase/firestore';
import type { Ticket } from '@carcajada/domain';
import { liveFirestore } from '../../../lib/live-firestore';
import { ticketFromData } from './ticket-converter';

/**
 * Follows these tickets (by id, which the rules allow their owner) until the returned function
 * stops it. Loaded lazily with the full SDK, only when a ticket still waits for its payment.
 */
export function watchTickets(ids: string[], onTicket: (ticket: Ticket) => void, onError: (error: Error) => void) {
  const stops = ids.map((id) =>
    onSnapshot(
      doc(liveFirestore, 'tickets', id),
      (snapshot) => {
        const data = snapshot.data();
        if (data) onTicket(ticketFromData(snapshot.id, data));
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
