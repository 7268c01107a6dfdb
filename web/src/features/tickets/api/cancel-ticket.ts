import type { CancelTicketResult } from '@carcajada/domain';
import type { CancelTicketRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';
import { TICKET_MESSAGES } from '../utils/ticket-display';

/**
 * The cancelTicket callable (contract: a reserved ticket that is not paid; free reservations
 * too). The Functions SDK is fetched on the first cancellation, so Mis tickets does not ship it.
 */
export function cancelTicket(ticketId: string): Promise<CancelTicketResult> {
  return callFunction<z.input<typeof CancelTicketRequest>, CancelTicketResult>(
    'cancelTicket',
    { ticketId },
    {
      parse: (data) => {
        const answer = data as Partial<CancelTicketResult> | null;
        if (answer?.cancelled !== true || answer.ticketId !== ticketId)
          throw new Error('Unexpected cancelTicket answer');
        return answer as CancelTicketResult;
      },
      fallbackMessage: TICKET_MESSAGES.cancelFailed,
    },
  );
}

export interface TicketCancellation {
  cancelling: boolean;
  failure: string | null;
  /** True once the server confirmed; on a refusal, false with `failure` set. */
  cancel: (ticketId: string) => Promise<boolean>;
}

export function useCancelTicket(): TicketCancellation {
  const { run, pending, refusal } = useCallableAction(cancelTicket, TICKET_MESSAGES.cancelFailed);
  return { cancelling: pending, failure: refusal?.message ?? null, cancel: async (id) => (await run(id)) !== null };
}
