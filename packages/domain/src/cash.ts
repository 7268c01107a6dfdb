/**
 * Cash (Efecty) and PSE payments (contract "PSE and Efecty"). Pure rules, so the
 * preference, the webhook and Mis tickets agree on them and they are unit-tested without Firebase.
 */
import { CASH_PAYMENT_METHOD, CHECKOUT_PAYMENT_METHOD } from './ticket/payment-methods.js';
import { closingPeriod, formatDayAndTime } from './dates.js';

const HOUR_MS = 60 * 60 * 1000;

/** Cash is offered only when the date starts at least this long after the checkout. */
export const CASH_MIN_LEAD_MS = 72 * HOUR_MS;
/** A cash voucher lasts this long after the checkout… */
export const CASH_WINDOW_MS = 48 * HOUR_MS;
/** …and never ends later than this long before the show. */
export const CASH_SHOW_MARGIN_MS = 24 * HOUR_MS;
/** Cash is offered while the date's seats in cash holds stay under this share of its capacity. */
export const CASH_SHARE_LIMIT = 0.2;
/** The reminder of an unpaid voucher goes this long before its deadline. */
export const CASH_REMINDER_BEFORE_MS = 12 * HOUR_MS;

/** Mercado Pago's payment type of cash vouchers (Efecty) and of bank transfers (PSE). */
export const CASH_PAYMENT_TYPE = 'ticket';
export const PSE_PAYMENT_TYPE = 'bank_transfer';

/** When a voucher made at `checkoutAt` stops being payable: 48 h later, never later than 24 h before the show. */
export function cashDeadline(checkoutAt: Date, showStartsAt: Date): Date {
  return new Date(Math.min(checkoutAt.getTime() + CASH_WINDOW_MS, showStartsAt.getTime() - CASH_SHOW_MARGIN_MS));
}

export interface CashOfferFacts {
  now: Date;
  showStartsAt: Date;
  /** The date's capacity; absent: no seat limit (the share rule does not apply). */
  capacity?: number;
  /** Seats of the date held now by unpaid cash vouchers. */
  cashHeldSeats: number;
}

export type CashOffer =
  { offered: true; deadline: Date } | { offered: false; reason: 'show_too_close' | 'cash_share_full' };

/** Whether a checkout opened now may offer Efecty, and if so until when its voucher lasts. */
export function cashOffer(facts: CashOfferFacts): CashOffer {
  if (facts.showStartsAt.getTime() - facts.now.getTime() < CASH_MIN_LEAD_MS)
    return { offered: false, reason: 'show_too_close' };
  if (facts.capacity !== undefined && facts.cashHeldSeats >= facts.capacity * CASH_SHARE_LIMIT)
    return { offered: false, reason: 'cash_share_full' };
  return { offered: true, deadline: cashDeadline(facts.now, facts.showStartsAt) };
}

/** When the reminder of a voucher ending at `deadline` is due. */
export function cashReminderDueAt(deadline: Date): Date {
  return new Date(deadline.getTime() - CASH_REMINDER_BEFORE_MS);
}

/** A reserved ticket whose Efecty voucher is still unpaid: its seats are held until the deadline. */
export function isCashHold(ticket: { ticketStatus?: unknown; paymentMethod?: unknown }): boolean {
  return ticket.ticketStatus === 'reserved' && ticket.paymentMethod === CASH_PAYMENT_METHOD;
}

/** A reserved checkout whose PSE transfer is under way (Mercado Pago said pending_waiting_transfer or PSE). */
export function isPsePending(ticket: {
  ticketStatus?: unknown;
  paymentMethod?: unknown;
  providerStatus?: unknown;
  providerPaymentType?: unknown;
}): boolean {
  return (
    ticket.ticketStatus === 'reserved' &&
    ticket.paymentMethod === CHECKOUT_PAYMENT_METHOD &&
    ticket.providerPaymentType === PSE_PAYMENT_TYPE &&
    ticket.providerStatus !== null &&
    ticket.providerStatus !== undefined
  );
}

/** Spanish texts of cash and PSE (Mis tickets, dashboard, settlement). */
export const CASH_TEXTS = {
  cashPending: 'Pendiente de pago en Efecty',
  cashDeadline: 'Paga antes de',
  voucherLink: 'Ver cupón de pago',
  psePending: 'Pago PSE en proceso',
  cashHeld: 'Pendiente en efectivo',
} as const;

/**
 * "Paga antes de 4 de diciembre a las 11:31 a. m.": the sentence of a voucher's deadline, in parts
 * so a page can draw the deadline in bold; `end` closes it (nothing after "a. m.", one period is enough).
 */
export function cashDeadlineSentence(deadline: Date): { lead: string; deadline: string; end: string } {
  const when = formatDayAndTime(deadline);
  return { lead: CASH_TEXTS.cashDeadline, deadline: when, end: closingPeriod(when) };
}
