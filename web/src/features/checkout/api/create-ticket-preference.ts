import type { CreateTicketPreferenceResult } from '@carcajada/domain';
import type { TicketCreationPayload } from '../utils/ticket-creation-payload';
import { callFunction } from '../../../lib/callable';
import { CHECKOUT_MESSAGES } from '../utils/checkout-messages';

/** The callable behind "Pagar en línea" / "Reservar ahora" (contract: createTicketPreference). */
export function createTicketPreference(payload: TicketCreationPayload): Promise<CreateTicketPreferenceResult> {
  return callFunction<TicketCreationPayload, CreateTicketPreferenceResult>('createTicketPreference', payload, {
    fallbackMessage: CHECKOUT_MESSAGES.genericFailure,
    // the payload's requestId makes a repeat answer with the same ticket
    idempotent: true,
  });
}
