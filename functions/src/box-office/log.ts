import * as logger from 'firebase-functions/logger';

/** Named, structured log lines of the box office. */

export function logDoorRefundReturned(fields: { uid: string; ticketId: string }): void {
  logger.info('door_refund_returned', fields);
}
