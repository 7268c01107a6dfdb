import { transferRefusalMessage, TRANSFER_TEXTS, type TransferTicketResult } from '@carcajada/domain';
import type { TransferTicketRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';

/** A transfer as Mis tickets sends it: always with its request id. */
type Transfer = z.input<typeof TransferTicketRequest> & { requestId: string };

const TRANSFER_FAILED = 'No pudimos enviar las entradas. Revisa tu conexión e intenta de nuevo.';

/**
 * The transferTicket callable (contract "Transfer"). `requestId` names this one transfer, so a
 * call retried after a lost answer gives the seats once. The Functions SDK comes with the first call.
 */
export function transferTicket(request: Transfer): Promise<TransferTicketResult> {
  return callFunction<Transfer, TransferTicketResult>('transferTicket', request, {
    parse: (data) => {
      const answer = data as Partial<TransferTicketResult> | null;
      if (answer?.fromTicketId !== request.ticketId || typeof answer.ticketId !== 'string')
        throw new Error('Unexpected transferTicket answer');
      return answer as TransferTicketResult;
    },
    fallbackMessage: TRANSFER_FAILED,
  });
}

export interface TicketTransferAction {
  sending: boolean;
  /** The refusal in Spanish, worded for a transfer (by its reason key). */
  failure: string | null;
  send: (request: Transfer) => Promise<TransferTicketResult | null>;
  reset: () => void;
}

export function useTransferTicket(): TicketTransferAction {
  const { run, pending, refusal, reset } = useCallableAction(transferTicket, TRANSFER_FAILED);
  const failure = refusal ? (refusal.refusal ? transferRefusalMessage(refusal.refusal) : refusal.message) : null;
  return { sending: pending, failure, send: run, reset };
}

export { TRANSFER_TEXTS };
