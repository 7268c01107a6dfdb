import type { SaveOnSaleResult } from '@carcajada/domain';
import type { SaveOnSaleRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

/** saveOnSale (ADMIN or the show's organizer): the opening and the queue of a date or of its whole show. */
export function saveOnSale(request: z.input<typeof SaveOnSaleRequest>): Promise<SaveOnSaleResult> {
  return callFunction<z.input<typeof SaveOnSaleRequest>, SaveOnSaleResult>('saveOnSale', request, {
    fallbackMessage: ADMIN_MESSAGES.saveFailed,
  });
}

export function useSaveOnSale() {
  return useCallableAction(saveOnSale, ADMIN_MESSAGES.saveFailed);
}
