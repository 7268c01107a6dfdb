import * as logger from 'firebase-functions/logger';

/** Named, structured log lines of the wallet passes. */
export function logPassServiceLogs(lines: string[]): void {
  if (lines.length > 0) logger.info('apple_pass_device_log', { lines });
}

export function logPassUpdated(fields: {
  ticketId: string;
  pushes: number;
  failedPushes: number;
  googleObjects: number;
}) {
  logger.info('wallet_pass_updated', fields);
}

export function logWalletUpdateFailed(fields: { ticketId?: string; eventId?: string; what: string; error: unknown }) {
  logger.warn('wallet_update_failed', {
    ...fields,
    error: fields.error instanceof Error ? fields.error.message : String(fields.error),
  });
}
