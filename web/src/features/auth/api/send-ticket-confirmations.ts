import type { SendTicketConfirmationsResult } from '@carcajada/domain';
import { callFunction } from '../../../lib/callable';
import { useQuery } from '../../../lib/use-query';
import { clearConfirmationsPending, confirmationsPending } from '../utils/confirmations-pending';

/**
 * `sendTicketConfirmations`: once the account is verified, the confirmations of its live tickets
 * are mailed (the server checks Auth itself and sends each once).
 */
export function sendTicketConfirmations(): Promise<SendTicketConfirmationsResult> {
  return callFunction<Record<string, never>, SendTicketConfirmationsResult>(
    'sendTicketConfirmations',
    {},
    {
      parse: (data) => {
        const answer = data as Partial<SendTicketConfirmationsResult> | null;
        if (typeof answer?.verified !== 'boolean' || typeof answer.queued !== 'number')
          throw new Error('Unexpected sendTicketConfirmations answer');
        return answer as SendTicketConfirmationsResult;
      },
    },
  );
}

/**
 * Sends the confirmations this device still owes a verified account, once per visit; a failed call
 * keeps them owed, for the next visit (the call is idempotent: the server sends each once).
 */
export function useSendOwedConfirmations(uid: string | null, verified: boolean): void {
  const owed = uid !== null && verified && confirmationsPending(uid) ? uid : null;
  useQuery(owed ? ['ticket-confirmations', owed] : null, async () => {
    const result = await sendTicketConfirmations();
    if (owed) clearConfirmationsPending(owed);
    return result;
  });
}
