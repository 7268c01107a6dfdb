import { useState } from 'react';
import { normalizePromoCode, refusalMessage } from '@carcajada/domain';
import { CallableRefusal } from '../../../lib/callable';
import { previewOrder } from '../api/preview-order';

/** A code the server accepted for this order: its stored form and the COP it takes off each ticket. */
export interface AppliedPromo {
  code: string;
  discountPerTicket: number;
}

/** The order a code is judged for (a seated date's names its seats or best available). */
export interface PromoOrder {
  eventId: string;
  ticketTypeId?: string;
  quantity: number;
  seats?: string[];
  bestAvailable?: { category: string; quantity: number };
}

export interface PromoCodeState {
  applied: AppliedPromo | null;
  checking: boolean;
  /** The refusal's Spanish text, shown under the field. */
  error: string | null;
  apply: (typed: string, order: PromoOrder) => Promise<void>;
  remove: () => void;
}

/** "¿Tienes un código?": previewOrder judges the code with the server's own rules before paying. */
export function usePromoCode(): PromoCodeState {
  const [applied, setApplied] = useState<AppliedPromo | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(typed: string, order: PromoOrder) {
    setError(null);
    const code = normalizePromoCode(typed);
    if (!code) {
      setError(refusalMessage({ reason: 'promoUnknown' }));
      return;
    }
    setChecking(true);
    try {
      const preview = await previewOrder({ ...order, promoCode: code });
      setApplied({ code, discountPerTicket: preview.discountPerTicket });
    } catch (failure) {
      setApplied(null);
      // the refusal's Spanish text (read from details.reason), or the generic one
      setError(CallableRefusal.from(failure).message);
    } finally {
      setChecking(false);
    }
  }

  return { applied, checking, error, apply, remove: () => setApplied(null) };
}
