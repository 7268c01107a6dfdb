import * as logger from 'firebase-functions/logger';

/**
 * What every flow's log lines share. Each flow names its own lines in its own `log.ts`
 * (payments, seats, mail, ...); this folder knows no flow.
 */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function logUnexpectedError(where: string, error: unknown): void {
  logger.error('unexpected_error', {
    where,
    error: errorText(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}
