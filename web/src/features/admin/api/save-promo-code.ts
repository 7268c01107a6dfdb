import { useMemo } from 'react';
import type {
  PromoCodeErrors,
  PromoCodeInput,
  PromoCodeView,
  SavePromoCodeRequest,
  SavePromoCodeResult,
} from '@carcajada/domain';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { CallableRefusal } from '../../../lib/callable';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { callDashboard } from './call-dashboard';

function codeOf(result: SavePromoCodeResult): PromoCodeView {
  if (!('code' in result) || typeof result.code?.code !== 'string') throw new Error('Unexpected savePromoCode answer');
  return result.code;
}

/** savePromoCode `create` (ADMIN or the show's organizer). */
export async function createPromoCode(input: Omit<PromoCodeInput, 'active'>): Promise<PromoCodeView> {
  return codeOf(
    await callDashboard<SavePromoCodeRequest, SavePromoCodeResult>('savePromoCode', { action: 'create', ...input }),
  );
}

/** savePromoCode `setActive`: deactivates (or reactivates) a code; its uses stay counted. */
export async function setPromoCodeActive(code: string, active: boolean): Promise<PromoCodeView> {
  return codeOf(
    await callDashboard<SavePromoCodeRequest, SavePromoCodeResult>('savePromoCode', {
      action: 'setActive',
      code,
      active,
    }),
  );
}

/** A refusal as the code form shows it: on its fields when it names them, else one message. */
export interface PromoCodeFailure {
  message: string;
  fieldErrors: PromoCodeErrors;
}

/** Read from `details.reason`, never from the message text. */
export function promoCodeFailure(error: unknown): PromoCodeFailure {
  const { refusal, message } = CallableRefusal.from(error, ADMIN_MESSAGES.promoCodeFailed);
  if (refusal?.reason === 'invalidPromoCode') return { message, fieldErrors: refusal.fieldErrors };
  if (refusal?.reason === 'promoCodeTaken') return { message, fieldErrors: { code: message } };
  return { message, fieldErrors: {} };
}

export function useCreatePromoCode() {
  const { run, pending, refusal, reset } = useCallableAction(createPromoCode, ADMIN_MESSAGES.promoCodeFailed);
  const failure = useMemo(() => refusal && promoCodeFailure(refusal), [refusal]);
  return { create: run, creating: pending, failure, reset };
}

export function useSetPromoCodeActive() {
  const { run, pending, refusal } = useCallableAction(setPromoCodeActive, ADMIN_MESSAGES.promoCodeFailed);
  return { setActive: run, switching: pending, failure: refusal?.message ?? null };
}
