import * as logger from 'firebase-functions/logger';

/** Named, structured log lines of the promos flow: a search on the event name finds every occurrence. */

export function logPromoCodeSaved(fields: { code: string; eventId: string; uid: string; created: boolean }): void {
  logger.info('promo_code_saved', fields);
}
