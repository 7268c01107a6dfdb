import * as logger from 'firebase-functions/logger';

/** Named, structured log lines of ticket transfers. */
export function logTicketTransferred(fields: {
  fromTicketId: string;
  ticketId: string;
  from: string;
  to: string;
  quantity: number;
  whole: boolean;
}): void {
  logger.info('ticket_transferred', fields);
}
