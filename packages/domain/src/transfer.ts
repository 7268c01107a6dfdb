import { isAdmissibleStatus, isAnyoneAdmitted, refundRequestedOf } from './checkin.js';
import { refusalMessage, type RefusalDetails } from './callable-errors.js';
import { MAX_HELD_SEATS_PER_ACCOUNT } from './constants.js';
import type { PaymentStatus, TicketStatus } from './ticket/statuses.js';

/**
 * Ticket transfer (contract "Transfer"): the holder of a live ticket gives all or part of it to
 * another verified account. Shared by the `transferTicket` callable and Mis tickets.
 */
export interface TransferTicketResult {
  /** The ticket the recipient holds now: the same id (whole) or a new ticket (partial). */
  ticketId: string;
  /** The ticket given from; on a whole transfer the same as `ticketId`. */
  fromTicketId: string;
  quantity: number;
  whole: boolean;
}

/** Who a ticket came from, on tickets/{id}.transferredFrom (the latest transfer). */
export interface TransferredFrom {
  userId: string;
  ticketId: string;
}

/** The ticket fields that decide whether it may be sent. */
export interface TransferableTicket {
  ticketStatus: TicketStatus | string;
  paymentStatus: PaymentStatus | string;
  paymentMethod: string;
  quantity: number;
  admittedCount?: unknown;
  refundRequestedAt?: unknown;
}

/**
 * A ticket its holder may send (the date's start and cancellation are the show's facts, checked
 * beside this): live (paid, or a free reservation or courtesy), nobody admitted on it, no refund asked.
 */
export function isTransferable(ticket: TransferableTicket): boolean {
  const live = isAdmissibleStatus({
    ticketStatus: ticket.ticketStatus as TicketStatus,
    paymentStatus: ticket.paymentStatus as PaymentStatus,
    paymentMethod: ticket.paymentMethod,
  });
  return live && ticket.quantity > 0 && !isAnyoneAdmitted(ticket) && !refundRequestedOf(ticket);
}

/** The seats a partial transfer leaves: the amount split at the same price per seat, rounding kept by the giver. */
export function splitAmount(amount: number, quantity: number, moving: number): { moved: number; kept: number } {
  if (quantity <= 0) return { moved: 0, kept: amount };
  const moved = Math.round((amount * moving) / quantity);
  return { moved, kept: amount - moved };
}

/** A seated ticket's seats in two: those a transfer gives and those the holder keeps (each in the ticket's order). */
export interface TransferSeatSplit<T> {
  kept: T[];
  moved: T[];
}

/**
 * Which of a seated ticket's seats a transfer of `quantity` gives: the ones named (`chosen`: each
 * one of the ticket's, once, as many as given), else the last ones. null: the choice is not valid.
 */
export function transferSeatSplit<T extends { seatId: string }>(
  seats: readonly T[],
  quantity: number,
  chosen?: readonly string[],
): TransferSeatSplit<T> | null {
  if (chosen === undefined) {
    const kept = Math.max(seats.length - quantity, 0);
    return { kept: seats.slice(0, kept), moved: seats.slice(kept) };
  }
  const wanted = new Set(chosen);
  const moved = seats.filter((seat) => wanted.has(seat.seatId));
  if (wanted.size !== chosen.length || chosen.length !== quantity || moved.length !== quantity) return null;
  return { kept: seats.filter((seat) => !wanted.has(seat.seatId)), moved };
}

export const TRANSFER_TEXTS = {
  action: 'Transferir',
  title: 'Transferir entradas',
  intro:
    'La otra persona necesita una cuenta de Carcajada con el correo confirmado. Su QR será nuevo y el tuyo dejará de servir para las entradas que envíes.',
  emailLabel: 'Correo de quien recibe',
  quantityLabel: 'Cuántas entradas',
  seatsLegend: 'Qué sillas envías',
  seatsHint: 'Marca las sillas que recibe la otra persona; las demás siguen en tu ticket.',
  seatsNone: 'Marca al menos una silla para enviar.',
  submit: 'Enviar entradas',
  submitting: 'Enviando…',
  cancel: 'Cancelar',
  done: (quantity: number, email: string) =>
    `Enviaste ${quantity === 1 ? '1 entrada' : `${quantity} entradas`} a ${email}. Le avisamos por correo.`,
  receivedFrom: 'Recibida por transferencia',
  invalidEmail: 'Escribe un correo válido.',
} as const;

/** Refusals that read differently when they are about the recipient or the ticket being sent. */
const TRANSFER_REFUSALS: Partial<Record<RefusalDetails['reason'], string>> = {
  ticketNotFound: 'No encontramos este ticket en tu cuenta.',
  ticketClosed:
    'Este ticket ya no se puede transferir: solo se envían tickets vigentes, sin nadie ingresado ni reembolso pedido.',
  alreadyAdmitted: 'Alguien ya ingresó al show con este ticket: ya no se puede transferir.',
  refundInProgress: 'Este ticket tiene un reembolso en curso: ya no se puede transferir.',
  eventStarted: 'La función ya empezó: las entradas ya no se pueden transferir.',
  eventUnavailable: 'Esta función fue cancelada o ya no está disponible: las entradas no se pueden transferir.',
  invalidQuantity: 'Elige cuántas entradas enviar: entre 1 y las que tiene el ticket.',
  invalidRequest: 'Revisa el correo y la cantidad.',
};

/** The Spanish text of a transfer refusal (the recipient's limit and sender-side wording), else the general one. */
export function transferRefusalMessage(details: RefusalDetails): string {
  if (details.reason === 'holdLimitReached')
    return (
      `Esa cuenta ya tiene ${details.heldSeats} ${details.heldSeats === 1 ? 'entrada' : 'entradas'} para esta función ` +
      `y nadie puede tener más de ${MAX_HELD_SEATS_PER_ACCOUNT}. Envía menos entradas.`
    );
  return TRANSFER_REFUSALS[details.reason] ?? refusalMessage(details);
}
