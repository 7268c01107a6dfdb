import type { PromoCodeView, SavePromoCodeRequest, SavePromoCodeResult } from '@carcajada/domain';
import { CallableRefusal } from '../../../lib/callable';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { callDashboard } from './call-dashboard';

/**
 * A show's promo codes with their uses and the discount each gave, through savePromoCode's `list`
 * (no client reads promo_codes; the function sums `discountTotal` over each code's live tickets).
 */
export async function listPromoCodes(eventId: string): Promise<PromoCodeView[]> {
  const result = await callDashboard<SavePromoCodeRequest, SavePromoCodeResult>('savePromoCode', {
    action: 'list',
    eventId,
  });
  if (!('codes' in result) || !Array.isArray(result.codes)) throw new Error('Unexpected savePromoCode answer');
  return [...result.codes].sort((a, b) => a.code.localeCompare(b.code));
}

export interface PromoCodesState {
  /** null while loading (and after a failure: then `failure` is set). */
  codes: PromoCodeView[] | null;
  failure: string | null;
}

const promoCodesKey = (eventId: string) => ['promo-codes', eventId];

/** The show's codes; the list on screen stays while it is read again after a change. */
export function usePromoCodes(eventId: string): PromoCodesState {
  const { data, error } = useQuery(promoCodesKey(eventId), () =>
    listPromoCodes(eventId).catch((failure: unknown) => {
      throw CallableRefusal.from(failure, ADMIN_MESSAGES.promoCodesLoadFailed);
    }),
  );
  return { codes: error ? null : (data ?? null), failure: error?.message ?? null };
}

/** After a code is created, deactivated or reactivated: its show's list is read again. */
export function invalidatePromoCodes(eventId: string): void {
  invalidateQueries(promoCodesKey(eventId));
}
