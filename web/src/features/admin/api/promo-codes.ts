import { useEffect, useState } from 'react';
import type { PromoCodeView, SavePromoCodeRequest, SavePromoCodeResult } from '@carcajada/domain';
import { CallableRefusal } from '../../../lib/callable';
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

/** The show's codes, read again whenever `version` changes (after a create or a deactivation). */
export function usePromoCodes(eventId: string, version: number): PromoCodesState {
  const [state, setState] = useState<PromoCodesState & { key: string }>({ key: '', codes: null, failure: null });
  const key = `${eventId}:${version}`;
  useEffect(() => {
    let current = true;
    listPromoCodes(eventId).then(
      (codes) => current && setState({ key, codes, failure: null }),
      (error: unknown) =>
        current &&
        setState({
          key,
          codes: null,
          failure: CallableRefusal.from(error, ADMIN_MESSAGES.promoCodesLoadFailed).message,
        }),
    );
    return () => {
      current = false;
    };
  }, [eventId, key]);
  // the previous list stays on screen while the next one loads
  return { codes: state.codes, failure: state.key === key ? state.failure : null };
}
