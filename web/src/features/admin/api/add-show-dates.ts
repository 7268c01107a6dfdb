import type { AddShowDatesRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';
import { invalidateQueries } from '../../../lib/use-query';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { showDatesKey } from './show-dates';

/** addShowDates (ADMIN or the show's organizer): copies the show to each new date, all or none. */
export async function addShowDates(request: z.input<typeof AddShowDatesRequest>): Promise<{ eventIds: string[] }> {
  const answer = await callFunction<z.input<typeof AddShowDatesRequest>, { eventIds: string[] }>(
    'addShowDates',
    request,
    {
      parse: (data) => {
        const eventIds = (data as { eventIds?: unknown } | null)?.eventIds;
        if (!Array.isArray(eventIds)) throw new Error('Unexpected addShowDates answer');
        return { eventIds: eventIds.map(String) };
      },
      fallbackMessage: ADMIN_MESSAGES.saveFailed,
    },
  );
  invalidateQueries(showDatesKey(request.eventId));
  return answer;
}

/** Adding dates: pending while the call is out; a refusal's Spanish text by its reason (`invalidDates`). */
export function useAddShowDates() {
  const { run, pending, refusal, reset } = useCallableAction(addShowDates, ADMIN_MESSAGES.saveFailed);
  return { adding: pending, failure: refusal?.message ?? null, add: run, clearFailure: reset };
}
