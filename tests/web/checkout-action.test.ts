import { describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { PURCHASE_ERROR_MESSAGES } from '@carcajada/domain';
import {
  CHECKOUT_ACTION_LABELS,
  checkoutActionLabel,
  isCheckoutActionDisabled,
  type CheckoutActionInput,
} from '../../web/src/features/checkout/utils/checkout-action';
import { purchaseErrorMessage, purchaseFailure } from '../../web/src/features/checkout/utils/checkout-messages';
import { purchaseResultFrom } from '../../web/src/features/checkout/utils/purchase-result';

const base: CheckoutActionInput = { signedIn: true, isFree: false, processing: false, paymentMethod: 'online' };

describe('checkout action button', () => {
  it.each([
    [{}, 'Pagar en línea'],
    [{ isFree: true }, 'Reservar ahora'],
    [{ processing: true }, 'Procesando...'],
    [{ signedIn: false }, '¡Crea tu cuenta y paga!'],
    [{ signedIn: false, isFree: true }, '¡Crea tu cuenta y reserva!'],
    [{ paymentMethod: 'whatsapp' as const }, 'Confirmar reserva'],
    [{ paymentMethod: 'whatsapp' as const, isFree: true }, 'Reservar ahora'],
  ])('%o → %s', (overrides, label) => {
    expect(checkoutActionLabel({ ...base, ...overrides })).toBe(label);
  });

  it('keeps the spec texts verbatim', () => {
    expect(Object.values(CHECKOUT_ACTION_LABELS)).toEqual([
      'Pagar en línea',
      'Reservar ahora',
      'Procesando...',
      '¡Crea tu cuenta y paga!',
      '¡Crea tu cuenta y reserva!',
      'Confirmar reserva',
    ]);
  });

  it('is disabled without an event, with quantity 0 or while processing', () => {
    expect(isCheckoutActionDisabled({ hasEvent: true, quantity: 1, processing: false })).toBe(false);
    expect(isCheckoutActionDisabled({ hasEvent: false, quantity: 1, processing: false })).toBe(true);
    expect(isCheckoutActionDisabled({ hasEvent: true, quantity: 0, processing: false })).toBe(true);
    expect(isCheckoutActionDisabled({ hasEvent: true, quantity: 2, processing: true })).toBe(true);
  });
});

describe('purchase error message', () => {
  it('shows the Spanish text of the refusal in the error’s details', () => {
    const error = new FunctionsError('failed-precondition', 'whatever the server wrote', { reason: 'priceChanged' });
    expect(purchaseErrorMessage(error)).toBe(PURCHASE_ERROR_MESSAGES.priceChanged);
  });

  it('reads notEnoughSeats with its number', () => {
    const error = new FunctionsError('resource-exhausted', 'x', { reason: 'notEnoughSeats', seatsLeft: 3 });
    expect(purchaseFailure(error)).toEqual({
      message: 'Solo quedan 3 entradas para este show. Elige 3 o menos e intenta de nuevo.',
      refusal: { reason: 'notEnoughSeats', seatsLeft: 3 },
    });
  });

  it.each([
    new FunctionsError('internal', 'internal'),
    new FunctionsError('internal', 'INTERNAL'),
    new FunctionsError('deadline-exceeded', 'deadline-exceeded'),
    // A Spanish sentence without details is not read: only the details carry the refusal.
    new FunctionsError('failed-precondition', PURCHASE_ERROR_MESSAGES.priceChanged),
    new FunctionsError('resource-exhausted', 'x', { reason: 'notEnoughSeats' }),
    new FunctionsError('failed-precondition', 'x', { reason: 'somethingNew' }),
    'not an error',
  ])('falls back to "Error al procesar la compra" for %o', (error) => {
    expect(purchaseErrorMessage(error)).toBe('Error al procesar la compra');
  });
});

describe('purchase-finished query', () => {
  it('reads the event, the value, the ticket and a rejection from Mercado Pago', () => {
    expect(
      purchaseResultFrom(
        new URLSearchParams('event=gran-gala&value=297800&status=approved&external_reference=AbC123xyz'),
      ),
    ).toEqual({ eventSlug: 'gran-gala', value: 297800, ticketId: 'AbC123xyz', rejected: false, paymentReported: true });
    expect(
      purchaseResultFrom(new URLSearchParams('event=x&value=abc&status=rejected&external_reference=../users/x')),
    ).toEqual({ eventSlug: 'x', value: null, ticketId: null, rejected: true, paymentReported: false });
    expect(purchaseResultFrom(new URLSearchParams(''))).toEqual({
      eventSlug: null,
      value: null,
      ticketId: null,
      rejected: false,
      paymentReported: false,
    });
  });
});
