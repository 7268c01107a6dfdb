export type PaymentMethod = 'online' | 'whatsapp';

/** Spec section 9: online payment is the default; the WhatsApp reservation exists but is not offered. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'online';
export const OFFERED_PAYMENT_METHODS: readonly PaymentMethod[] = ['online'];

export const CHECKOUT_ACTION_LABELS = {
  payOnline: 'Pagar en línea',
  reserveFree: 'Reservar ahora',
  processing: 'Procesando...',
  signUpToPay: '¡Crea tu cuenta y paga!',
  signUpToReserve: '¡Crea tu cuenta y reserva!',
  confirmWhatsApp: 'Confirmar reserva',
} as const;

export interface CheckoutActionInput {
  signedIn: boolean;
  isFree: boolean;
  processing: boolean;
  paymentMethod: PaymentMethod;
}

/** Spec section 2 (checkout): the text of the main action button. */
export function checkoutActionLabel({ signedIn, isFree, processing, paymentMethod }: CheckoutActionInput): string {
  if (processing) return CHECKOUT_ACTION_LABELS.processing;
  if (!signedIn) return isFree ? CHECKOUT_ACTION_LABELS.signUpToReserve : CHECKOUT_ACTION_LABELS.signUpToPay;
  // A free show skips the payment method choice (section 9).
  if (isFree) return CHECKOUT_ACTION_LABELS.reserveFree;
  return paymentMethod === 'whatsapp' ? CHECKOUT_ACTION_LABELS.confirmWhatsApp : CHECKOUT_ACTION_LABELS.payOnline;
}

export interface CheckoutAvailabilityInput {
  hasEvent: boolean;
  quantity: number;
  processing: boolean;
}

/**
 * Spec section 5 disables the button without an event, with quantity 0 or while processing.
 * For anonymous visitors the same button leads to sign-up (docs/payments.md, "Anonymous checkout button"), so being
 * signed out does not disable it.
 */
export function isCheckoutActionDisabled({ hasEvent, quantity, processing }: CheckoutAvailabilityInput): boolean {
  return !hasEvent || quantity < 1 || processing;
}
