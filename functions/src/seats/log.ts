import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';

/** Named, structured log lines of the seats flow: a search on the event name finds every occurrence. */

export function logHoldExpired(fields: { ticketId: string }): void {
  logger.info('hold_expired', fields);
}

export function logHoldExpiryNotScheduled(fields: { ticketId: string; error: unknown }): void {
  logger.error('hold_expiry_not_scheduled', { ticketId: fields.ticketId, error: errorText(fields.error) });
}

export function logTicketCancelled(fields: { ticketId: string; uid: string; reason: string }): void {
  logger.info('ticket_cancelled', fields);
}

export function logSeatContention(fields: { eventId: string; pass: number }): void {
  logger.warn('seat_contention', fields);
}

/** A show or ticket type without inventory documents got them on first use (docs/inventory.md). */
export function logInventoryLaidOut(fields: { path: string; seatsLeft: number }): void {
  logger.info('inventory_laid_out', fields);
}

export function logSeatsCountNotScheduled(fields: { eventId: string; error: unknown }): void {
  logger.error('seats_count_not_scheduled', { eventId: fields.eventId, error: errorText(fields.error) });
}

export function logCashCancelFailed(fields: { ticketId: string; paymentId: string; error: unknown }): void {
  logger.warn('cash_cancel_failed', { ...fields, error: errorText(fields.error) });
}

export function logSeatViewNotScheduled(fields: { eventId: string; zoneId: string; error: unknown }): void {
  logger.error('seat_view_not_scheduled', { ...fields, error: errorText(fields.error) });
}
