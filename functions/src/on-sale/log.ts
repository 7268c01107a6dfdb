import * as logger from 'firebase-functions/logger';

/** Named, structured log lines of the on-sale queue. */

export function logQueueJoined(fields: { eventId: string; uid: string; early: boolean; rejoined: boolean }): void {
  logger.info('queue_joined', fields);
}

export function logQueueStep(fields: {
  eventId: string;
  drawn: number;
  expired: number;
  admitted: number;
  waiting: number;
  soldOut: boolean;
  skipped?: string;
}): void {
  logger.info('queue_step', fields);
}

export function logOnSaleSaved(fields: { uid: string; eventIds: string[]; queue: boolean }): void {
  logger.info('on_sale_saved', fields);
}
