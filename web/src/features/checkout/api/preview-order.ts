import type { PreviewOrderRequest, PreviewOrderResult } from '@carcajada/domain';
import { callFunction } from '../../../lib/callable';
import { CHECKOUT_MESSAGES } from '../utils/checkout-messages';

/** The order priced with a promo code before paying (previewOrder), or its refusal. */
export function previewOrder(request: PreviewOrderRequest): Promise<PreviewOrderResult> {
  return callFunction<PreviewOrderRequest, PreviewOrderResult>('previewOrder', request, {
    fallbackMessage: CHECKOUT_MESSAGES.genericFailure,
    idempotent: true,
  });
}
