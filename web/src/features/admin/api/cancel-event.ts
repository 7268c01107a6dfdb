import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';
import { invalidateQueries } from '../../../lib/use-query';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { showDatesKey } from './show-dates';

export interface CancelEventRequest {
  eventId: string;
  /** Quoted in the mail each holder gets (up to 500 characters). */
  message?: string;
}

/**
 * cancelEvent (ADMIN or the show's organizer): the date stops selling at once; its tickets are
 * refunded or ended in the background. Answers how many tickets were live.
 */
export async function cancelEvent(request: CancelEventRequest, showId: string): Promise<{ tickets: number }> {
  const answer = await callFunction<CancelEventRequest, { tickets: number }>('cancelEvent', request, {
    parse: (data) => {
      const tickets = (data as { tickets?: unknown } | null)?.tickets;
      if (typeof tickets !== 'number') throw new Error('Unexpected cancelEvent answer');
      return { tickets };
    },
    fallbackMessage: ADMIN_MESSAGES.saveFailed,
  });
  invalidateQueries(showDatesKey(showId));
  return answer;
}

export function useCancelEvent() {
  const { run, pending, refusal, reset } = useCallableAction(cancelEvent, ADMIN_MESSAGES.saveFailed);
  return { cancelling: pending, failure: refusal?.message ?? null, cancel: run, clearFailure: reset };
}
