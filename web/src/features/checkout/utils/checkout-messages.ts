import { PURCHASE_ERROR_MESSAGES } from '@carcajada/domain';

export const CHECKOUT_MESSAGES = {
  missingPaymentLink: 'No se pudo generar el enlace de pago',
  genericFailure: PURCHASE_ERROR_MESSAGES.internal,
} as const;

/**
 * The SDK's own messages are bare status names ('internal', 'deadline-exceeded', 'INTERNAL');
 * the function's Spanish messages are sentences. Only the latter are worth showing.
 */
const BARE_STATUS_NAME = /^[a-z-]+$|^[A-Z_]+$/;

/** Spec section 8: the error's message, or 'Error al procesar la compra'. */
export function purchaseErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() && !BARE_STATUS_NAME.test(error.message.trim())) {
    return error.message;
  }
  return CHECKOUT_MESSAGES.genericFailure;
}
