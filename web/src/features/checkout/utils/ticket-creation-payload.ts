import {
  ticketMetadata,
  type AppUser,
  type ComedyEvent,
  type OrderSummary,
  type TicketMetadata,
} from '@carcajada/domain';
import type { CreateTicketPreferenceRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';

/**
 * Spec section 3's payload: what createTicketPreference parses, and the buyer's fields the spec
 * names, which the server ignores.
 */
export type TicketCreationPayload = z.input<typeof CreateTicketPreferenceRequest> & {
  userId: string;
  buyerEmail: string;
  metadata: TicketMetadata;
};

/**
 * Spec section 3. The server trusts only eventId and quantity and recomputes the price; the
 * amount is the total the buyer saw, so a price change is caught instead of charged. The request
 * id makes a repeat of the same attempt (double tap, retry, back button) answer the same ticket.
 */
export function ticketCreationPayload(
  event: ComedyEvent,
  user: AppUser,
  order: OrderSummary,
  requestId: string,
): TicketCreationPayload {
  return {
    requestId,
    userId: user.uid,
    eventId: event.id,
    amount: order.total,
    quantity: order.quantity,
    buyerEmail: user.email,
    metadata: ticketMetadata(user.name, event),
  };
}
