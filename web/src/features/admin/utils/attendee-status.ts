import {
  CANCEL_REASON_TEXT,
  isProviderPaymentMethod,
  isRefundedTicket,
  REFUNDED_TICKET_LABEL,
  TICKET_STATUS_LABELS,
  type CancelReason,
  type PaymentStatus,
  type TicketStatus,
} from '@carcajada/domain';

/** One ticket of a show as the attendee list shows it. */
export interface Attendee {
  ticketId: string;
  reference: string;
  userId: string;
  name: string;
  email: string;
  /** The ticket's `buyerPhone`; for older tickets without it, ADMIN reads users/{uid} ('' until then). */
  phone: string;
  quantity: number;
  ticketStatus: TicketStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  /** A door sale's `boxOfficeMethod` ('cash' | 'card'); absent online. */
  boxOfficeMethod?: string;
  cancelReason: CancelReason | null;
  admittedCount: number;
  /** COP charged (0 for free reservations). */
  total: number;
  createdAt: Date;
  /** Set by refundTicket; the webhook then cancels the ticket. */
  refundRequestedAt: Date | null;
  /** The show's PULEP code the ticket was sold under (absent: none recorded). */
  pulepCode?: string;
  /** Its contribución parafiscal while it stands (0 once refunded or ended). */
  parafiscal?: number;
  /** A seated ticket's seats by their labels ("Platea · Fila F · Silla 12"); absent or [] for general admission. */
  seats?: string[];
}

export const REFUND_IN_PROGRESS_LABEL = 'Reembolso en curso';
export const COURTESY_LABEL = 'Cortesía';

/** The status word of a row: the ticket's label, with what the organizer needs to tell apart. */
export function attendeeStatusLabel(
  attendee: Pick<Attendee, 'ticketStatus' | 'paymentStatus' | 'paymentMethod' | 'cancelReason' | 'refundRequestedAt'>,
): string {
  if (attendee.ticketStatus === 'paid' && attendee.refundRequestedAt) return REFUND_IN_PROGRESS_LABEL;
  if (isRefundedTicket(attendee)) return REFUNDED_TICKET_LABEL;
  if (attendee.ticketStatus === 'reserved' && attendee.paymentMethod === 'free') return 'Reserva gratis';
  // a promo code brought the price to 0
  if (attendee.ticketStatus === 'reserved' && attendee.paymentMethod === 'courtesy') return COURTESY_LABEL;
  if (attendee.ticketStatus === 'reserved' && attendee.paymentStatus === 'pending') return 'Pago pendiente';
  return TICKET_STATUS_LABELS[attendee.ticketStatus];
}

/** Longer text for a cancelled row (why it ended), else null. */
export function attendeeCancelText(attendee: Pick<Attendee, 'ticketStatus' | 'cancelReason'>): string | null {
  return attendee.ticketStatus === 'cancelled' && attendee.cancelReason
    ? CANCEL_REASON_TEXT[attendee.cancelReason]
    : null;
}

/** Only a paid Mercado Pago ticket (card, PSE or Efecty) with no refund asked yet can be refunded from the list. */
export function canRefund(attendee: Pick<Attendee, 'ticketStatus' | 'paymentMethod' | 'refundRequestedAt'>): boolean {
  return (
    attendee.ticketStatus === 'paid' && isProviderPaymentMethod(attendee.paymentMethod) && !attendee.refundRequestedAt
  );
}

function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Search by name, email, phone or reference, ignoring case and accents. */
export function matchesSearch(attendee: Attendee, search: string): boolean {
  const wanted = normalized(search.trim());
  if (wanted === '') return true;
  return normalized(`${attendee.name} ${attendee.email} ${attendee.phone} ${attendee.reference}`).includes(wanted);
}
