import { PURCHASE_ERROR_MESSAGES, type ComedyEvent, type RefusalDetails } from '@carcajada/domain';
import { CallableRefusal } from '../../../lib/callable';

export const CHECKOUT_MESSAGES = {
  eventLoadFailed: 'Error al cargar los datos del evento',
  missingPaymentLink: 'No se pudo generar el enlace de pago',
  genericFailure: PURCHASE_ERROR_MESSAGES.internal,
} as const;

/** Why the purchase failed, as the checkout shows it. */
export interface PurchaseFailure {
  message: string;
  /** The callable's refusal (reason and numbers), when the error carried a known one. */
  refusal: RefusalDetails | null;
}

/** Spec section 8: the refusal's Spanish text, or 'Error al procesar la compra'. Message text is never parsed. */
export function purchaseFailure(error: unknown): PurchaseFailure {
  const { message, refusal } = CallableRefusal.from(error, CHECKOUT_MESSAGES.genericFailure);
  return { message, refusal };
}

export function purchaseErrorMessage(error: unknown): string {
  return purchaseFailure(error).message;
}

/** Pre-filled chat for the WhatsApp reservation method (not offered today, see checkout-action). */
export function whatsappReservationMessage(
  event: Pick<ComedyEvent, 'name' | 'date' | 'time'>,
  quantity: number,
): string {
  const tickets = quantity === 1 ? '1 entrada' : `${quantity} entradas`;
  return `¡Hola Carcajada! Quiero reservar ${tickets} para "${event.name}" (${event.date} ${event.time}).`;
}
