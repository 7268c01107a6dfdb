import type { BoxOfficeView } from './box-office.js';
import { formatEventTime } from './dates.js';
import { isNoChargePaymentMethod } from './ticket/payment-methods.js';
import { isAdmittedStatus, type PaymentStatus, type TicketStatus } from './ticket/statuses.js';

/**
 * Door check-in (contract "Door check-in"): what the door answers for a scan, shared by the
 * `checkInTicket` callable and the scanner, which judges every scan on the device first.
 * Door outcomes are answers, never errors.
 */
export const CHECK_IN_OUTCOMES = [
  'admitted',
  'already_admitted',
  'wrong_event',
  'not_admissible',
  'invalid_code',
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** Why a ticket of the right show cannot enter (`not_admissible`), or why a code is not ours (`invalid_code`). */
export type CheckInRefusalReason =
  | 'unpaid'
  | 'cancelled'
  | 'refunded'
  | 'refund_pending'
  | 'event_cancelled'
  | 'not_found'
  /** The QR was signed before the ticket changed hands (its `qrVersion` is older than the ticket's). */
  | 'transferred';

export interface CheckInResult {
  outcome: CheckInOutcome;
  reason?: CheckInRefusalReason;
  ticketId?: string;
  holderName?: string;
  quantity?: number;
  admittedCount?: number;
  /** ISO-8601 instant of the first admission on this ticket. */
  firstAdmittedAt?: string;
  /** A seated date's seats, as the ticket labels them ("Platea · Fila F · Silla 12"). */
  seats?: string[];
}

/** The ticket fields the door looks at (a tickets/{id} document; `admittedCount` missing reads as 0). */
export interface AdmissionTicket {
  eventId: string;
  ticketStatus: TicketStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  cancelReason?: string | null;
  quantity: number;
  admittedCount?: number;
  /** A refund was asked for (`refundRequestedAt` set): the money is going back, so nobody enters on it. */
  refundRequested?: boolean;
  /** Its date was cancelled (`status: 'cancelled'`): nobody enters, even before its refund is done. */
  eventCancelled?: boolean;
  /** The version of the ticket's current QR (0 or missing: never transferred); an older QR is refused. */
  qrVersion?: number;
}

/**
 * One ticket of a show as the door sees it (`admissionList`): only what judging a scan and
 * showing the person needs. No buyer email, phone or QR: the scanner verifies a QR's signature
 * on the device and looks its ticket id up here.
 */
export interface AdmissionListEntry extends AdmissionTicket {
  id: string;
  /** The 8-character reference typed at the door (`ticketReference`). */
  reference: string;
  holderName: string;
  cancelReason: string | null;
  refundRequested: boolean;
  /** The whole date was cancelled: every entry of its list carries `true` (absent otherwise). */
  eventCancelled?: boolean;
  admittedCount: number;
  /** ISO-8601, when the first person of this ticket came in. */
  firstAdmittedAt: string | null;
  /** A seated date's seats as labelled ("Platea · Fila F · Silla 12"); absent for general admission. */
  seats?: string[];
}

export interface AdmissionListResult {
  tickets: AdmissionListEntry[];
  /** The box office's figures, for a caller who may sell at this date (absent otherwise). */
  boxOffice?: BoxOfficeView;
}

/** Door staff (not ADMIN, not the organizer) scan a show until this long after it starts. */
export const DOOR_STAFF_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether a show's door staff may still open its door (read its list, admit people). */
export function isDoorStaffWindowOpen(showStart: Date, now: Date = new Date()): boolean {
  return now.getTime() < showStart.getTime() + DOOR_STAFF_WINDOW_MS;
}

/** Whether a tickets/{id} document has a refund requested (`refundRequestedAt` set, any non-null value). */
export function refundRequestedOf(ticket: { refundRequestedAt?: unknown }): boolean {
  return ticket.refundRequestedAt !== undefined && ticket.refundRequestedAt !== null;
}

export function admittedCountOf(ticket: { admittedCount?: unknown }): number {
  const count = ticket.admittedCount;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * Anyone came in on this ticket (everyone: redeemed; some: admittedCount > 0): it can be neither
 * cancelled nor refunded, since its seats are in use (docs/door.md, `alreadyAdmitted`).
 */
export function isAnyoneAdmitted(ticket: { admittedCount?: unknown; ticketStatus?: unknown }): boolean {
  return admittedCountOf(ticket) > 0 || isAdmittedStatus(ticket.ticketStatus);
}

/**
 * A live ticket: paid, or a reservation that costs nothing (free show or courtesy: reserved,
 * approved, no QR). It enters at the door, is counted there and gets its show-day reminder.
 */
export function isAdmissibleStatus(ticket: Pick<AdmissionTicket, 'ticketStatus' | 'paymentStatus' | 'paymentMethod'>) {
  if (ticket.ticketStatus === 'paid') return true;
  return (
    ticket.ticketStatus === 'reserved' &&
    isNoChargePaymentMethod(ticket.paymentMethod) &&
    ticket.paymentStatus === 'approved'
  );
}

/** `isAdmissibleStatus` of a stored tickets/{id} document, its fields read as they are. */
export function isLiveTicket(ticket: { ticketStatus?: unknown; paymentStatus?: unknown; paymentMethod?: unknown }) {
  return isAdmissibleStatus({
    ticketStatus: ticket.ticketStatus as TicketStatus,
    paymentStatus: ticket.paymentStatus as PaymentStatus,
    paymentMethod: typeof ticket.paymentMethod === 'string' ? ticket.paymentMethod : '',
  });
}

export type AdmissionVerdict =
  | { outcome: 'admissible'; remaining: number }
  | { outcome: 'already_admitted' }
  | { outcome: 'wrong_event' }
  | { outcome: 'not_admissible'; reason: CheckInRefusalReason };

/**
 * Whether this ticket may still bring people into this show, and how many (pure; server and device
 * alike). `scannedQrVersion`: the version of the QR scanned (none for a typed reference); a QR
 * signed before the ticket was transferred is refused whatever else the ticket says.
 */
export function admissionVerdict(
  ticket: AdmissionTicket,
  eventId: string,
  scannedQrVersion?: number,
): AdmissionVerdict {
  if (ticket.eventId !== eventId) return { outcome: 'wrong_event' };
  if (scannedQrVersion !== undefined && scannedQrVersion < (ticket.qrVersion ?? 0))
    return { outcome: 'not_admissible', reason: 'transferred' };
  if (isAdmittedStatus(ticket.ticketStatus)) return { outcome: 'already_admitted' };
  // the whole date is off: checked before the ticket's own state, which the refund changes later
  if (ticket.eventCancelled === true || ticket.cancelReason === 'event_cancelled')
    return { outcome: 'not_admissible', reason: 'event_cancelled' };
  if (ticket.ticketStatus === 'cancelled')
    return { outcome: 'not_admissible', reason: ticket.cancelReason === 'refunded' ? 'refunded' : 'cancelled' };
  if (!isAdmissibleStatus(ticket)) return { outcome: 'not_admissible', reason: 'unpaid' };
  if (ticket.refundRequested === true) return { outcome: 'not_admissible', reason: 'refund_pending' };
  const remaining = ticket.quantity - admittedCountOf(ticket);
  return remaining > 0 ? { outcome: 'admissible', remaining } : { outcome: 'already_admitted' };
}

export const CHECK_IN_TEXTS = {
  admitted: 'Adelante',
  wrong_event: 'Este ticket es de otro show',
  invalid_code: 'Código inválido',
  already_admitted: 'Ya ingresó',
  unpaid: 'Ticket sin pagar',
  cancelled: 'Ticket cancelado',
  refunded: 'Ticket reembolsado',
  refund_pending: 'Reembolso en curso: no puede ingresar',
  event_cancelled: 'Función cancelada: no puede ingresar',
  not_found: 'No encontramos este ticket',
  transferred: 'QR anterior a una transferencia: pide el QR nuevo',
  offline: 'Sin conexión: se enviará al volver',
  conflict: 'El servidor lo rechazó',
} as const;

/** "2 de 3 personas", "1 de 1 persona". */
export function peopleText(admitted: number, quantity: number): string {
  return `${admitted} de ${quantity} ${quantity === 1 ? 'persona' : 'personas'}`;
}

/** The big line the scanner shows for an answer. */
export function checkInHeadline(result: Pick<CheckInResult, 'outcome' | 'reason' | 'firstAdmittedAt'>): string {
  switch (result.outcome) {
    case 'admitted':
      return CHECK_IN_TEXTS.admitted;
    case 'already_admitted':
      return result.firstAdmittedAt
        ? `Ya ingresó a las ${formatEventTime(new Date(result.firstAdmittedAt))}`
        : CHECK_IN_TEXTS.already_admitted;
    case 'wrong_event':
      return CHECK_IN_TEXTS.wrong_event;
    case 'invalid_code':
      return result.reason === 'not_found' ? CHECK_IN_TEXTS.not_found : CHECK_IN_TEXTS.invalid_code;
    case 'not_admissible':
      return CHECK_IN_TEXTS[result.reason ?? 'cancelled'];
  }
}
