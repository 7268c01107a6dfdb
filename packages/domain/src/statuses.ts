import type { CancelReason } from './seats.js';

import { isProviderPaymentMethod } from './ticket/payment-methods.js';
import type { PaymentStatus, TicketStatus } from './ticket/statuses.js';

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  paid: 'Pagado',
  reserved: 'Reservado',
  cancelled: 'Cancelado',
  used: 'Usado',
  redeemed: 'Validado',
};

export const REFUNDED_TICKET_LABEL = 'Reembolsado';

/**
 * A cancelled ticket whose money went back: refunded from the attendee list, or charged through
 * Mercado Pago (checkout or Efecty) on a date that was cancelled (cancelEvent asks its refund,
 * `refundRequestedAt`; an unpaid hold of that date ends the same way but was never charged, so it
 * stays "Cancelado").
 */
export function isRefundedTicket(ticket: {
  ticketStatus: TicketStatus;
  cancelReason: CancelReason | null;
  paymentMethod: string;
  refundRequestedAt?: unknown;
}): boolean {
  if (ticket.ticketStatus !== 'cancelled') return false;
  if (ticket.cancelReason === 'refunded') return true;
  return (
    ticket.cancelReason === 'event_cancelled' &&
    isProviderPaymentMethod(ticket.paymentMethod) &&
    !!ticket.refundRequestedAt
  );
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  approved: 'Aprobado',
  pending: 'Pendiente',
  rejected: 'Rechazado',
};

export interface QrButtonState {
  enabled: boolean;
  label: string;
}

/** Spec section 4: the QR button is active only for a paid ticket that has a QR code. */
export function qrButtonState(ticket: { ticketStatus: TicketStatus; qrCode: string | null }): QrButtonState {
  if (ticket.ticketStatus === 'paid' && ticket.qrCode) return { enabled: true, label: 'Ver QR' };
  if (ticket.ticketStatus === 'paid') return { enabled: false, label: 'QR no disponible' };
  if (ticket.ticketStatus === 'redeemed') return { enabled: false, label: 'QR validado' };
  return { enabled: false, label: 'No disponible' };
}

/** Contract: a short per-ticket reference instead of the seller-wide first segment of preferenceId. */
export function ticketReference(ticketId: string): string {
  return ticketId.slice(0, 8).toUpperCase();
}
