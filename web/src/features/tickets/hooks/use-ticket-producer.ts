import type { ShowProducer } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { useShowProducer } from '../../legal';

/**
 * The producer a ticket names: the one it was sold under, or for a show without an organizer the
 * operator of config/legal (one read for the whole list, only when a ticket needs it).
 */
export function useTicketProducer(ticket: Pick<Ticket, 'metadata' | 'organizerId'>): ShowProducer | null {
  return useShowProducer({ producer: ticket.metadata.producer, organizerId: ticket.organizerId });
}
