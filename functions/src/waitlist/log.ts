import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';

/** Named, structured log lines of the waitlist. */

export function logWaitlistJoined(fields: { entryId: string; quantity: number; changed: boolean }): void {
  logger.info('waitlist_joined', fields);
}

export function logWaitlistLeft(fields: { entryId: string; status: string }): void {
  logger.info('waitlist_left', fields);
}

export function logWaitlistOffered(fields: { eventId: string; offers: number; seatsOffered: number }): void {
  logger.info('waitlist_offered', fields);
}

export function logWaitlistOfferExpired(fields: { entryId: string }): void {
  logger.info('waitlist_offer_expired', fields);
}

export function logWaitlistContention(fields: { eventId: string; attempt: number }): void {
  logger.warn('waitlist_contention', fields);
}

export function logWaitlistExpiryNotScheduled(fields: { entryId: string; error: unknown }): void {
  logger.error('waitlist_expiry_not_scheduled', { entryId: fields.entryId, error: errorText(fields.error) });
}

export function logWaitlistClosed(fields: { eventId: string; entries: number }): void {
  logger.info('waitlist_closed', fields);
}

export function logWaitlistCloseFailed(fields: { eventId: string; error: unknown }): void {
  logger.warn('waitlist_close_failed', { eventId: fields.eventId, error: errorText(fields.error) });
}

export function logWaitlistSweepFailed(fields: { eventId: string; error: unknown }): void {
  logger.error('waitlist_sweep_failed', { eventId: fields.eventId, error: errorText(fields.error) });
}
