import type { PreviewOrderResult } from '@carcajada/domain';
import type { PreviewOrderRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { callFunction } from '../../../lib/callable';
import { CHECKOUT_MESSAGES } from '../utils/checkout-messages';

/** The order priced with a promo code before paying (previewOrder), or its refusal. */
export function previewOrder(request: z.input<typeof PreviewOrderRequest>): Promise<PreviewOrderResult> {
  return callFunction<z.input<typeof PreviewOrderRequest>, PreviewOrderResult>('previewOrder', request, {
    fallbackMessage: CHECKOUT_MESSAGES.genericFailure,
    idempotent: true,
  });
}
