import type { SendTicketConfirmationsResult } from '@carcajada/domain';
import { callFunction } from '../../../lib/callable';

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
