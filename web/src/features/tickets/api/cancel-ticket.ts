import { useState } from 'react';
import {
  FUNCTION_TIMEOUT_MS,
  readRefusal,
  refusalMessage,
  type CancelTicketRequest,
  type CancelTicketResult,
} from '@carcajada/domain';
import { TICKET_MESSAGES } from '../utils/ticket-display';

/**
 * The cancelTicket callable (contract: a reserved ticket that is not paid; free reservations
 * too). The Functions SDK is fetched on the first cancellation, so Mis tickets does not ship it.
 */
export async function cancelTicket(ticketId: string): Promise<CancelTicketResult> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('../../../lib/functions'),
  ]);
  const callable = httpsCallable<CancelTicketRequest, CancelTicketResult>(functions, 'cancelTicket', {
    timeout: FUNCTION_TIMEOUT_MS,
  });
  const { data } = await callable({ ticketId });
  if (data?.cancelled !== true || data.ticketId !== ticketId) throw new Error('Unexpected cancelTicket answer');
  return data;
}

/** The refusal's Spanish text (from `details`, never the message), or the generic one. */
export function cancelFailureMessage(error: unknown): string {
  const refusal = typeof error === 'object' && error !== null && 'details' in error ? readRefusal(error.details) : null;
  return refusal ? refusalMessage(refusal) : TICKET_MESSAGES.cancelFailed;
}

export interface TicketCancellation {
  cancelling: boolean;
  failure: string | null;
  /** True once the server confirmed; on a refusal, false with `failure` set. */
  cancel: (ticketId: string) => Promise<boolean>;
}

export function useCancelTicket(): TicketCancellation {
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function cancel(ticketId: string): Promise<boolean> {
    setFailure(null);
    setCancelling(true);
    try {
      await cancelTicket(ticketId);
      return true;
    } catch (error) {
      setFailure(cancelFailureMessage(error));
      return false;
    } finally {
      setCancelling(false);
    }
  }

  return { cancelling, failure, cancel };
}
