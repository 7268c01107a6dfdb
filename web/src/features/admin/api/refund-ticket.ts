import type { RefundTicketResult } from '@carcajada/domain';
import type { RefundTicketRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

/** The refundTicket callable: asks Mercado Pago for the refund; the webhook then cancels the ticket. */
export function refundTicket(ticketId: string): Promise<RefundTicketResult> {
  return callFunction<z.input<typeof RefundTicketRequest>, RefundTicketResult>(
    'refundTicket',
    { ticketId },
    {
      parse: (data) => {
        const answer = data as Partial<RefundTicketResult> | null;
        if (answer?.refundRequested !== true || answer.ticketId !== ticketId)
          throw new Error('Unexpected refundTicket answer');
        return answer as RefundTicketResult;
      },
      fallbackMessage: ADMIN_MESSAGES.refundFailed,
    },
  );
}

export interface TicketRefund {
  refunding: boolean;
  failure: string | null;
  /** True once the server asked Mercado Pago; on a refusal, false with `failure` set. */
  refund: (ticketId: string) => Promise<boolean>;
  clearFailure: () => void;
}

export function useRefundTicket(): TicketRefund {
  const { run, pending, refusal, reset } = useCallableAction(refundTicket, ADMIN_MESSAGES.refundFailed);
  return {
    refunding: pending,
    failure: refusal?.message ?? null,
    refund: async (ticketId) => (await run(ticketId)) !== null,
    clearFailure: reset,
  };
}
