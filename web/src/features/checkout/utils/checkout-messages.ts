import { PURCHASE_ERROR_MESSAGES, type ComedyEvent } from '@carcajada/domain';

export const CHECKOUT_MESSAGES = {
  eventLoadFailed: 'Error al cargar los datos del evento',
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

/** Pre-filled chat for the WhatsApp reservation method (not offered today, see checkout-action). */
export function whatsappReservationMessage(
  event: Pick<ComedyEvent, 'name' | 'date' | 'time'>,
  quantity: number,
): string {
  const tickets = quantity === 1 ? '1 entrada' : `${quantity} entradas`;
  return `¡Hola Carcajada! Quiero reservar ${tickets} para "${event.name}" (${event.date} ${event.time}).`;
}
