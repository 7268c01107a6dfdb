import { FEW_SEATS_LEFT, MAX_TICKETS_PER_ORDER } from './constants.js';

/**
 * Seats of a show (contract "Seats, holds and cancellations"). `capacity` absent means no limit
 * (external events); `seats_left` is the server's display figure and may lag a few seconds.
 */
export interface SeatCounts {
  capacity: number | null;
  seats_left: number | null;
}

export type SeatAvailability =
  | { kind: 'unlimited' }
  | { kind: 'soldOut' }
  | { kind: 'few'; seatsLeft: number }
  | { kind: 'available'; seatsLeft: number };

export function seatAvailability(event: SeatCounts): SeatAvailability {
  if (event.capacity === null || event.seats_left === null) return { kind: 'unlimited' };
  const seatsLeft = Math.max(0, event.seats_left);
  if (seatsLeft === 0) return { kind: 'soldOut' };
  return seatsLeft <= FEW_SEATS_LEFT ? { kind: 'few', seatsLeft } : { kind: 'available', seatsLeft };
}

/**
 * The server rewrites an event's `seats_left` at most once per this period, however fast seats
 * sell (countSeatsLeft); the seed waits a few periods of quiet before calling itself done.
 */
export const SEAT_COUNT_PERIOD_MS = 2000;

/** What the online seat pool is judged on: a date's capacity and the seats kept for its door. */
export interface OnlinePoolFields {
  capacity: number | null;
  box_office_quota?: number | null;
}

/**
 * The online seat pool of a date: its capacity less `box_office_quota` (null: no seat limit). Every
 * flow that sells, admits or offers online (purchase, the queue's turns, the waitlist, the door
 * when its quota is spent, Efecty's share) sizes the online seats by this one rule.
 */
export function onlineSeatPool(event: OnlinePoolFields): number | null {
  if (event.capacity === null) return null;
  return Math.max(0, event.capacity - Math.max(0, event.box_office_quota ?? 0));
}

export const SOLD_OUT_LABEL = 'Agotado';

/** "¡Últimas 3 entradas!" / "¡Última entrada!" */
export function fewSeatsLabel(seatsLeft: number): string {
  return seatsLeft === 1 ? '¡Última entrada!' : `¡Últimas ${seatsLeft} entradas!`;
}

/** The most one order may ask for: 10, or fewer when fewer seats are left (at least 1 to show a field). */
export function maxOrderQuantity(event: SeatCounts): number {
  const availability = seatAvailability(event);
  if (availability.kind === 'unlimited') return MAX_TICKETS_PER_ORDER;
  if (availability.kind === 'soldOut') return 0;
  return Math.min(MAX_TICKETS_PER_ORDER, availability.seatsLeft);
}

export const CANCEL_REASONS = [
  'hold_expired',
  'payment_rejected',
  'provider_unavailable',
  'refunded',
  'sold_out_refunded',
  'show_unavailable_refunded',
  'user_cancelled',
  'cash_expired',
  'event_cancelled',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why a ticket is cancelled, as Mis tickets says it. */
export const CANCEL_REASON_TEXT: Record<CancelReason, string> = {
  hold_expired: 'La reserva expiró: el pago no se completó a tiempo y las entradas se liberaron.',
  payment_rejected: 'El pago fue rechazado. No se hizo ningún cobro.',
  provider_unavailable: 'No pudimos conectar con Mercado Pago. No se hizo ningún cobro.',
  refunded: 'El pago fue reembolsado.',
  sold_out_refunded:
    'Tu pago llegó cuando la reserva ya había expirado y no quedaban entradas: te devolvimos el dinero.',
  show_unavailable_refunded:
    'Tu pago llegó cuando el show ya había comenzado o ya no estaba disponible: te devolvimos el dinero.',
  user_cancelled: 'Cancelaste esta reserva.',
  cash_expired: 'El cupón de Efecty venció sin pago y las entradas se liberaron. No se hizo ningún cobro.',
  event_cancelled: 'La función fue cancelada. Si pagaste, te devolvemos el dinero completo por Mercado Pago.',
};

export function isCancelReason(value: unknown): value is CancelReason {
  return CANCEL_REASONS.includes(value as CancelReason);
}

/**
 * Seats of a show (and the quota of a ticket type) are split into blocks (documents) of about
 * SEATS_PER_BLOCK seats, so concurrent buyers spread their writes over many documents: one
 * document sustains about one write per second in production. The number of blocks grows with
 * the seats on sale (a 5,000-seat special has 500), and a block can only ever take as many sales
 * as it holds seats, so no block stays hot for long (docs/performance/inventory.md).
 */
export const MAX_SEAT_BLOCKS = 1000;
export const SEATS_PER_BLOCK = 10;

export function seatBlockCount(capacity: number): number {
  return Math.min(MAX_SEAT_BLOCKS, Math.max(1, Math.ceil(capacity / SEATS_PER_BLOCK)));
}

/** `seatsLeft` spread as evenly as possible over `blocks` blocks (the first ones get the remainder). */
export function splitSeats(seatsLeft: number, blocks: number): number[] {
  const base = Math.floor(seatsLeft / blocks);
  return Array.from({ length: blocks }, (_, index) => base + (index < seatsLeft % blocks ? 1 : 0));
}
