import { isCashHold, isPsePending, type CancelReason } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';

/** Where a ticket stands for the buyer, as Mis tickets shows it. */
export type TicketPhase =
  /** A paid checkout still holding its seats: pay before `expiresAt`, or cancel. */
  | { kind: 'awaitingPayment'; expiresAt: Date; initPoint: string | null }
  /** An Efecty voucher to pay at a counter before `deadline` (its seats held until then). */
  | { kind: 'cashPending'; deadline: Date; voucherUrl: string | null }
  /** A PSE transfer under way: the bank answers within minutes. */
  | { kind: 'psePending' }
  /** The hold ran out by the device's clock; the server will cancel it shortly. */
  | { kind: 'holdExpired' }
  /** A free show's reservation, which its owner may cancel. */
  | { kind: 'freeReservation' }
  | { kind: 'cancelled'; reason: CancelReason | null }
  /** Paid, used, validated, or an older pending ticket without a hold: nothing to do here. */
  | { kind: 'settled' };

export const FREE_PAYMENT_METHOD = 'free';

export function ticketPhase(
  ticket: Pick<
    Ticket,
    | 'ticketStatus'
    | 'paymentStatus'
    | 'paymentMethod'
    | 'holdExpiresAt'
    | 'initPoint'
    | 'cancelReason'
    | 'cashVoucherUrl'
    | 'providerPaymentType'
    | 'providerStatus'
  >,
  nowMs: number,
): TicketPhase {
  if (ticket.ticketStatus === 'cancelled') return { kind: 'cancelled', reason: ticket.cancelReason };
  if (ticket.ticketStatus !== 'reserved') return { kind: 'settled' };
  if (ticket.paymentMethod === FREE_PAYMENT_METHOD) return { kind: 'freeReservation' };
  // the server ends a cash hold at its deadline; until then the voucher is what to do
  if (isCashHold(ticket) && ticket.holdExpiresAt)
    return { kind: 'cashPending', deadline: ticket.holdExpiresAt, voucherUrl: ticket.cashVoucherUrl ?? null };
  if (isPsePending(ticket)) return { kind: 'psePending' };
  if (ticket.paymentStatus !== 'pending' || ticket.holdExpiresAt === null) return { kind: 'settled' };
  if (nowMs >= ticket.holdExpiresAt.getTime()) return { kind: 'holdExpired' };
  return { kind: 'awaitingPayment', expiresAt: ticket.holdExpiresAt, initPoint: ticket.initPoint };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "12:34" (minutes:seconds), "1:02:03" from an hour up; a started second counts as a whole one. */
export function remainingTimeLabel(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

export function holdCountdownText(milliseconds: number): string {
  return `Tienes ${remainingTimeLabel(milliseconds)} para completar el pago`;
}

/** How a ticket the buyer just cancelled reads until (and after) the server's copy says so. */
export function cancelledByBuyer(ticket: Ticket): Ticket {
  if (ticket.ticketStatus === 'cancelled') return ticket;
  return { ...ticket, ticketStatus: 'cancelled', paymentStatus: 'rejected', cancelReason: 'user_cancelled' };
}
