import {
  MAX_CANCELLATIONS_PER_SHOW_PER_DAY,
  MAX_HELD_SEATS_PER_ACCOUNT,
  MAX_TICKETS_PER_ORDER,
  MIN_TICKETS_PER_ORDER,
} from './constants.js';
import { QUEUE_JOIN_LEAD_MINUTES } from './on-sale.js';
import { PULEP_MESSAGES } from './pulep.js';

/**
 * The one error contract of the callables: every refusal carries a stable reason key (and the
 * numbers its message needs) in `HttpsError.details`; the Spanish text comes from here by that
 * key, on the server (the HttpsError message) and in the web app alike. Nobody parses message text.
 */
export const PURCHASE_ERROR_MESSAGES = {
  unauthenticated: 'Usuario debe estar autenticado',
  inactiveUser: 'Tu cuenta no está activa. Escríbenos por WhatsApp para ayudarte.',
  userNotFound: 'No encontramos tu cuenta. Cierra sesión e inicia sesión de nuevo.',
  invalidRequest: 'La solicitud no es válida.',
  invalidQuantity: `La cantidad debe ser un número entero entre ${MIN_TICKETS_PER_ORDER} y ${MAX_TICKETS_PER_ORDER}.`,
  eventNotFound: 'Evento no encontrado',
  eventUnavailable: 'Este evento ya no está disponible.',
  eventStarted: 'Este evento ya comenzó. No es posible comprar entradas.',
  externalEvent: 'Las entradas de este evento se compran en un sitio externo.',
  priceChanged: 'El precio del evento cambió. Revisa el resumen e intenta de nuevo.',
  paymentProviderUnavailable:
    'No pudimos conectar con Mercado Pago. No se hizo ningún cobro; intenta de nuevo en unos minutos.',
  ticketNotFound: 'No encontramos este ticket.',
  notDoorRefund: 'Esta entrada no tiene una devolución pendiente en taquilla.',
  ticketPaid: 'Este ticket ya está pagado y no se puede cancelar desde aquí. Escríbenos por WhatsApp y te ayudamos.',
  ticketClosed: 'Este ticket ya no se puede cancelar.',
  adminOnly: 'Solo un administrador puede hacer esto.',
  organizerOnly: 'Solo un organizador o un administrador puede hacer esto.',
  notYourShow: 'Este show es de otro organizador: no puedes verlo ni cambiarlo.',
  doorAccessEnded:
    'Tu acceso a la puerta de este show terminó: el personal de puerta puede escanear hasta un día después de la función.',
  recipientNotVerified:
    'No hay ninguna cuenta de Carcajada con ese correo confirmado. Pídele a la persona que cree su cuenta y confirme su correo primero.',
  notTicketHolder: 'Solo quien tiene el ticket puede transferirlo.',
  organizerNotFound: 'No encontramos ese organizador.',
  organizerInactive: 'Este organizador está inactivo: actívalo antes de agregarle miembros o shows.',
  memberOfAnotherOrganizer: 'Esa cuenta ya es miembro de otro organizador. Quítala de allí primero.',
  adminAccount: 'Esa cuenta es de un administrador de la plataforma y no puede ser miembro de un organizador.',
  notRefundable: 'Este ticket no se puede reembolsar: solo se reembolsan tickets pagados que no estén cancelados.',
  refundProviderUnavailable:
    'No pudimos pedir el reembolso a Mercado Pago. El ticket sigue pagado; intenta de nuevo en unos minutos.',
  refundInProgress:
    'Ya pedimos el reembolso de este ticket a Mercado Pago. Se cancelará cuando Mercado Pago lo confirme.',
  alreadyAdmitted:
    'Alguien ya ingresó al show con este ticket: no se puede cancelar ni reembolsar. Escríbenos por WhatsApp si necesitas ayuda.',
  tooManyCancellations: `Cancelaste o dejaste vencer ${MAX_CANCELLATIONS_PER_SHOW_PER_DAY} reservas de este show hoy. Podrás reservar de nuevo mañana.`,
  invalidCheckIn: 'El código o la referencia no es válido para el ingreso.',
  invalidTicketId: 'La referencia del ticket no es válida.',
  ticketTypeUnknown: 'Este tipo de entrada no está disponible. Elige otro tipo de entrada.',
  saleNotStarted: 'La venta de este tipo de entrada todavía no ha empezado.',
  saleEnded: 'La venta de este tipo de entrada ya terminó. Elige otro tipo de entrada.',
  promoUnknown: 'Este código no existe o no es válido para este show.',
  promoExpired: 'Este código ya venció.',
  promoUsedUp: 'Este código ya se usó el máximo de veces permitido.',
  promoNotForType: 'Este código no aplica para este tipo de entrada.',
  promoNotWithPromotion:
    'Este tipo de entrada ya tiene una promoción (2x1, mesa…) y no se combina con códigos: se aplica la promoción. Quita el código para comprar.',
  promoCodeTaken: 'Ya existe un código con ese nombre. Elige otro.',
  eventCancelled: 'Esta función fue cancelada: ya no se venden entradas.',
  doorNotOpen: 'La taquilla abre 2 horas antes de la función: todavía no se puede vender en la puerta.',
  doorClosed: 'La taquilla de esta función ya cerró: cierra 3 horas después del inicio.',
  invalidDates:
    'Revisa las fechas: no pueden estar en el pasado ni repetir una fecha y hora que el show ya tiene. No se agregó ninguna.',
  promoTooManyAttempts: 'Probaste demasiados códigos que no existen. Espera una hora e intenta de nuevo.',
  emailNotVerified:
    'Confirma tu correo antes de unirte a la lista de espera o a la fila: revisa tu bandeja de entrada.',
  notSoldOut: 'Todavía hay entradas a la venta para esta función: puedes comprarlas ahora.',
  waitlistAlreadyOffered: 'Ya tienes entradas apartadas para ti en esta función: cómpralas desde el enlace del correo.',
  waitlistOfferUnavailable: 'Esta oferta de la lista de espera ya no está disponible: venció o ya la usaste.',
  saleNotOpen: 'La venta de esta función todavía no ha abierto. Vuelve a la hora de apertura.',
  queueTurnRequired: 'Esta función se vende con fila virtual: entra a la fila y espera tu turno para comprar.',
  queueNotOpenYet: `La fila virtual abre ${QUEUE_JOIN_LEAD_MINUTES} minutos antes de la venta. Vuelve un poco más tarde.`,
  queueFirst:
    'Esta función se vende con fila virtual: la lista de espera abre solo cuando la fila termine con las entradas agotadas. Entra a la fila.',
  priorityWindow:
    'Esta función se abrió primero para quienes quedaron esperando entradas de la función agotada. Sale a la venta para todos cuando termine su turno de prioridad.',
  priorityLimit:
    'Durante la prioridad puedes comprar solo las entradas que pediste en la lista de espera o la fila. Elige menos entradas.',
  queueNotUsed: 'Esta función no se vende con fila virtual: puedes comprar directamente.',
  queueJoinLimit: 'Se unieron demasiadas cuentas a esta fila desde tu conexión. Intenta de nuevo en una hora.',
  queuePlaceTaken:
    'Tu correo ya tuvo un lugar en la fila de esta función con otra cuenta. Cada correo tiene un solo lugar por función.',
  pulepRequired: PULEP_MESSAGES.required,
  liveTicketsFirst:
    'Tienes entradas para funciones que aún no pasan o un pago pendiente. Usa, transfiere o cancela esas entradas (o espera a que el pago termine) antes de eliminar tu cuenta.',
  recentSignInRequired: 'Por seguridad, escribe de nuevo tu contraseña para eliminar tu cuenta.',
  seatingPlanNotFound: 'No encontramos ese plano de sala.',
  notYourSeatingPlan: 'Este plano de sala es de otro organizador: no puedes verlo ni cambiarlo.',
  seatCategoryMismatch: 'Elige sillas de una misma localidad en cada compra.',
  seatedDateOnly: 'Esta función no tiene sillas numeradas: elige solo la cantidad de entradas.',
  seatsRequired: 'Esta función tiene sillas numeradas: elige tus sillas en el mapa o pide las mejores disponibles.',
  notYourTicket: 'Esta entrada no está en tu cuenta: solo quien la tiene puede guardarla en su billetera.',
  ticketNotLive:
    'Esta entrada ya no es válida (se reembolsó, se canceló, la transferiste o su función se canceló): no se puede guardar en la billetera.',
  internal: 'Error al procesar la compra',
  transferSeatsInvalid:
    'Elige las sillas que envías entre las de este ticket, cada una una vez y tantas como entradas envías.',
  waitlistCategoryRequired: 'Esta función tiene sillas numeradas: elige en qué localidad quieres tus entradas.',
} as const;

/** Reasons whose message carries numbers from `details` (or, for `invalidEvent`, each field's message). */
export interface RefusalNumbers {
  notEnoughSeats: { seatsLeft: number };
  holdLimitReached: { heldSeats: number };
  capacityBelowTaken: { seatsTaken: number };
  invalidEvent: { fieldErrors: Record<string, string> };
  invalidOrganizer: { fieldErrors: Record<string, string> };
  overMaxPerOrder: { maxPerOrder: number };
  /** A type sold by tables: the order must be a whole number of tables of this many tickets. */
  tableSize: { tableSize: number };
  /** `ticketTypeIndex`: the type's place in the list `saveEvent` received, so the form marks its quota. */
  quotaBelowSold: { seatsTaken: number; ticketTypeIndex?: number };
  invalidPromoCode: { fieldErrors: Record<string, string> };
  /** The door already sold this many of the seats kept for it. */
  boxOfficeQuotaBelowSold: { seatsTaken: number };
  /** Seats not sold online: the most the door can keep. */
  boxOfficeQuotaTooLarge: { seatsLeft: number };
  /** What is wrong with the plan or the pretix file, in Spanish (at most MAX_LISTED_PROBLEMS and a count). */
  planInvalid: { problems: string[] };
  /** The labels of the seats sold or held on dates to come that the change would remove or move. */
  planInUse: { seats: string[] };
  /** Seat ids: those another buyer took first, and as many free seats of the category nearby. */
  seatTaken: { taken: string[]; suggestion: string[] };
  /** Seat ids the date's plan does not have. */
  seatNotInPlan: { seats: string[] };
  /** Seat ids that are not on sale here (blocked, or kept for the door). */
  seatBlocked: { seats: string[] };
  /** The labels of seats a save would add to or take from the door's while a ticket holds them. */
  doorSeatsTaken: { seats: string[] };
  /** Seat ids a door sale asked for that are not the door's (`box_office_seats`). */
  seatNotAtDoor: { seats: string[] };
}

export const INVALID_EVENT_MESSAGE = 'Revisa los datos del evento: hay campos con errores.';
export const INVALID_ORGANIZER_MESSAGE = 'Revisa los datos del organizador: hay campos con errores.';
export const PLAN_INVALID_MESSAGE = 'El plano de sala tiene errores: revisa la lista y corrígelos. No se guardó nada.';
export const INVALID_PROMO_CODE_MESSAGE = 'Revisa los datos del código: hay campos con errores.';

export type StaticRefusal = keyof typeof PURCHASE_ERROR_MESSAGES;
export type RefusalReason = StaticRefusal | keyof RefusalNumbers;

/** What `HttpsError.details` holds for a refusal. */
export type RefusalDetails =
  { reason: StaticRefusal } | { [K in keyof RefusalNumbers]: { reason: K } & RefusalNumbers[K] }[keyof RefusalNumbers];

function seatsLeftMessage(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Este show está agotado: ya no quedan entradas.';
  if (seatsLeft === 1) return 'Solo queda 1 entrada para este show. Elige 1 e intenta de nuevo.';
  return `Solo quedan ${seatsLeft} entradas para este show. Elige ${seatsLeft} o menos e intenta de nuevo.`;
}

function holdLimitMessage(heldSeats: number): string {
  return (
    `Ya tienes ${heldSeats} ${heldSeats === 1 ? 'entrada apartada' : 'entradas apartadas'} sin pagar o reservadas para este show ` +
    `y puedes apartar hasta ${MAX_HELD_SEATS_PER_ACCOUNT} a la vez. ` +
    'Completa o cancela tu pago pendiente o tu reserva en Mis tickets, o elige menos entradas.'
  );
}

function capacityBelowTakenMessage(seatsTaken: number): string {
  const taken =
    seatsTaken === 1 ? 'Ya hay 1 entrada vendida o apartada' : `Ya hay ${seatsTaken} entradas vendidas o apartadas`;
  return `${taken} para este show: la capacidad no puede ser menor que ${seatsTaken}.`;
}

function overMaxPerOrderMessage(maxPerOrder: number): string {
  return maxPerOrder === 1
    ? 'Este tipo de entrada se vende de a 1 por compra.'
    : `Este tipo de entrada se vende hasta ${maxPerOrder} por compra. Elige ${maxPerOrder} o menos.`;
}

function tableSizeMessage(tableSize: number): string {
  return `Este tipo de entrada se vende por mesas de ${tableSize}: elige ${tableSize}, ${tableSize * 2}… entradas.`;
}

function quotaBelowSoldMessage(seatsTaken: number): string {
  return `Este tipo de entrada ya tiene ${seatsTaken} ${seatsTaken === 1 ? 'entrada vendida o apartada' : 'entradas vendidas o apartadas'}: su cupo no puede ser menor que ${seatsTaken}.`;
}

function boxOfficeQuotaBelowSoldMessage(seatsTaken: number): string {
  return `La taquilla ya vendió ${seatsTaken} ${seatsTaken === 1 ? 'entrada' : 'entradas'} de su cupo: el cupo de taquilla no puede ser menor que ${seatsTaken}.`;
}

function boxOfficeQuotaTooLargeMessage(seatsLeft: number): string {
  return `Solo ${seatsLeft === 1 ? 'queda 1 entrada' : `quedan ${seatsLeft} entradas`} sin vender en línea: el cupo de taquilla puede ser de ${seatsLeft} como máximo.`;
}

function seatTakenMessage(taken: string[], suggestion: string[]): string {
  const lost =
    taken.length === 1
      ? 'Alguien tomó una de tus sillas antes que tú.'
      : 'Alguien tomó algunas de tus sillas antes que tú.';
  if (suggestion.length === 0) return `${lost} Ya no quedan sillas libres en esa localidad.`;
  return `${lost} Te proponemos ${suggestion.length === 1 ? 'otra silla cerca' : 'otras sillas cerca'}: revísalas y confirma.`;
}

function planInUseMessage(seats: string[]): string {
  const named = seats.slice(0, 5).join('; ') + (seats.length > 5 ? ` y ${seats.length - 5} más` : '');
  return `${seats.length === 1 ? 'Esta silla está vendida o apartada' : 'Estas sillas están vendidas o apartadas'} en una función próxima y no se pueden quitar ni cambiar de categoría: ${named}.`;
}

function doorSeatsTakenMessage(seats: string[]): string {
  const named = seats.slice(0, 5).join('; ') + (seats.length > 5 ? ` y ${seats.length - 5} más` : '');
  return `${seats.length === 1 ? 'Esta silla ya está vendida o apartada' : 'Estas sillas ya están vendidas o apartadas'}: no pueden entrar ni salir de las sillas de taquilla: ${named}.`;
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The Spanish text of a refusal. */
export function refusalMessage(details: RefusalDetails): string {
  switch (details.reason) {
    case 'notEnoughSeats':
      return seatsLeftMessage(details.seatsLeft);
    case 'holdLimitReached':
      return holdLimitMessage(details.heldSeats);
    case 'capacityBelowTaken':
      return capacityBelowTakenMessage(details.seatsTaken);
    case 'invalidEvent':
      return INVALID_EVENT_MESSAGE;
    case 'invalidOrganizer':
      return INVALID_ORGANIZER_MESSAGE;
    case 'overMaxPerOrder':
      return overMaxPerOrderMessage(details.maxPerOrder);
    case 'tableSize':
      return tableSizeMessage(details.tableSize);
    case 'quotaBelowSold':
      return quotaBelowSoldMessage(details.seatsTaken);
    case 'invalidPromoCode':
      return INVALID_PROMO_CODE_MESSAGE;
    case 'boxOfficeQuotaBelowSold':
      return boxOfficeQuotaBelowSoldMessage(details.seatsTaken);
    case 'boxOfficeQuotaTooLarge':
      return boxOfficeQuotaTooLargeMessage(details.seatsLeft);
    case 'planInvalid':
      return PLAN_INVALID_MESSAGE;
    case 'planInUse':
      return planInUseMessage(details.seats);
    case 'seatTaken':
      return seatTakenMessage(details.taken, details.suggestion);
    case 'seatNotInPlan':
      return details.seats.length === 1
        ? 'Esa silla no existe en el plano de esta función.'
        : 'Algunas de esas sillas no existen en el plano de esta función.';
    case 'seatBlocked':
      return details.seats.length === 1
        ? 'Esa silla no está a la venta en línea.'
        : 'Algunas de esas sillas no están a la venta en línea.';
    case 'doorSeatsTaken':
      return doorSeatsTakenMessage(details.seats);
    case 'seatNotAtDoor':
      return details.seats.length === 1
        ? 'Esa silla no es de la taquilla: la taquilla vende solo las sillas que el organizador le reservó.'
        : 'Algunas de esas sillas no son de la taquilla: la taquilla vende solo las sillas que el organizador le reservó.';
    default:
      return PURCHASE_ERROR_MESSAGES[details.reason];
  }
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isMessageRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/** Reads `HttpsError.details` as the web receives it; null when it is not a known refusal. */
export function readRefusal(details: unknown): RefusalDetails | null {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  const record = details as Record<string, unknown>;
  const { reason } = record;
  if (reason === 'notEnoughSeats' && isWholeNumber(record.seatsLeft)) return { reason, seatsLeft: record.seatsLeft };
  if (reason === 'holdLimitReached' && isWholeNumber(record.heldSeats)) return { reason, heldSeats: record.heldSeats };
  if ((reason === 'capacityBelowTaken' || reason === 'boxOfficeQuotaBelowSold') && isWholeNumber(record.seatsTaken))
    return { reason, seatsTaken: record.seatsTaken };
  if (reason === 'boxOfficeQuotaTooLarge' && isWholeNumber(record.seatsLeft))
    return { reason, seatsLeft: record.seatsLeft };
  if (
    (reason === 'invalidEvent' || reason === 'invalidOrganizer' || reason === 'invalidPromoCode') &&
    isMessageRecord(record.fieldErrors)
  )
    return { reason, fieldErrors: record.fieldErrors };
  if (reason === 'planInvalid' && isTextList(record.problems)) return { reason, problems: record.problems };
  if ((reason === 'planInUse' || reason === 'seatNotInPlan' || reason === 'seatBlocked') && isTextList(record.seats))
    return { reason, seats: record.seats };
  if ((reason === 'doorSeatsTaken' || reason === 'seatNotAtDoor') && isTextList(record.seats))
    return { reason, seats: record.seats };
  if (reason === 'seatTaken' && isTextList(record.taken) && isTextList(record.suggestion))
    return { reason, taken: record.taken, suggestion: record.suggestion };
  if (reason === 'overMaxPerOrder' && isWholeNumber(record.maxPerOrder))
    return { reason, maxPerOrder: record.maxPerOrder };
  if (reason === 'tableSize' && isWholeNumber(record.tableSize)) return { reason, tableSize: record.tableSize };
  if (reason === 'quotaBelowSold' && isWholeNumber(record.seatsTaken))
    return {
      reason,
      seatsTaken: record.seatsTaken,
      ...(isWholeNumber(record.ticketTypeIndex) && { ticketTypeIndex: record.ticketTypeIndex }),
    };
  if (typeof reason === 'string' && Object.hasOwn(PURCHASE_ERROR_MESSAGES, reason))
    return { reason: reason as StaticRefusal };
  return null;
}
