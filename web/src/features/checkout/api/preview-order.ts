import { httpsCallable, type Functions } from 'firebase/functions';
import { FUNCTION_TIMEOUT_MS, type PreviewOrderRequest, type PreviewOrderResult } from '@carcajada/domain';

/** The order priced with a promo code before paying (contract v3: previewOrder), or its refusal. */
export async function previewOrder(functions: Functions, request: PreviewOrderRequest): Promise<PreviewOrderResult> {
  const callable = httpsCallable<PreviewOrderRequest, PreviewOrderResult>(functions, 'previewOrder', {
    timeout: FUNCTION_TIMEOUT_MS,
  });
  const { data } = await callable(request);
  return data;
}
