/**
 * Spanish messages that createTicketPreference sends with its HttpsErrors. The web app
 * shows them as they come (spec section 8: "the error's message").
 */
export const PURCHASE_ERROR_MESSAGES = {
  unauthenticated: 'Usuario debe estar autenticado',
  inactiveUser: 'Tu cuenta no está activa. Escríbenos por WhatsApp para ayudarte.',
  userNotFound: 'No encontramos tu cuenta. Cierra sesión e inicia sesión de nuevo.',
  invalidRequest: 'La solicitud de compra no es válida.',
  invalidQuantity: 'La cantidad debe ser un número entero entre 1 y 10.',
  eventNotFound: 'Evento no encontrado',
  eventUnavailable: 'Este evento ya no está disponible.',
  eventStarted: 'Este evento ya comenzó. No es posible comprar entradas.',
  externalEvent: 'Las entradas de este evento se compran en un sitio externo.',
  priceChanged: 'El precio del evento cambió. Revisa el resumen e intenta de nuevo.',
  paymentProviderUnavailable:
    'No pudimos conectar con Mercado Pago. No se hizo ningún cobro; intenta de nuevo en unos minutos.',
  internal: 'Error al procesar la compra',
} as const;

export type PurchaseErrorKey = keyof typeof PURCHASE_ERROR_MESSAGES;
