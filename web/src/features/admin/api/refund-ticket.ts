import { useState } from 'react';
import {
  FUNCTION_TIMEOUT_MS,
  readRefusal,
  refusalMessage,
  type RefundTicketRequest,
  type RefundTicketResult,
} from '@carcajada/domain';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

/** The refundTicket callable: asks Mercado Pago for the refund; the webhook then cancels the ticket. */
export async function refundTicket(ticketId: string): Promise<RefundTicketResult> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('../../../lib/functions'),
  ]);
  const callable = httpsCallable<RefundTicketRequest, RefundTicketResult>(functions, 'refundTicket', {
    timeout: FUNCTION_TIMEOUT_MS,
  });
  const { data } = await callable({ ticketId });
  if (data?.refundRequested !== true || data.ticketId !== ticketId) throw new Error('Unexpected refundTicket answer');
  return data;
}

/** The refusal's Spanish text from `details.reason` (never the message), or the generic one. */
export function refundFailureMessage(error: unknown): string {
  const refusal = typeof error === 'object' && error !== null && 'details' in error ? readRefusal(error.details) : null;
  return refusal ? refusalMessage(refusal) : ADMIN_MESSAGES.refundFailed;
}

export interface TicketRefund {
  refunding: boolean;
  failure: string | null;
  /** True once the server asked Mercado Pago; on a refusal, false with `failure` set. */
  refund: (ticketId: string) => Promise<boolean>;
  clearFailure: () => void;
}

export function useRefundTicket(): TicketRefund {
  const [refunding, setRefunding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function refund(ticketId: string): Promise<boolean> {
    setFailure(null);
    setRefunding(true);
    try {
      await refundTicket(ticketId);
      return true;
    } catch (error) {
      setFailure(refundFailureMessage(error));
      return false;
    } finally {
      setRefunding(false);
    }
  }

  return { refunding, failure, refund, clearFailure: () => setFailure(null) };
}
