import type { CancelEventResult } from '@carcajada/domain';
import type { CancelEventRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';
import { invalidateQueries } from '../../../lib/use-query';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { showDatesKey } from './show-dates';

/**
 * cancelEvent (ADMIN or the show's organizer): the date stops selling at once; its tickets are
 * refunded or ended in the background. Answers how many tickets were live.
 */
export async function cancelEvent(
  request: z.input<typeof CancelEventRequest>,
  showId: string,
): Promise<CancelEventResult> {
  const answer = await callFunction<z.input<typeof CancelEventRequest>, CancelEventResult>('cancelEvent', request, {
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
