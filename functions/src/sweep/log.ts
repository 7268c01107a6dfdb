import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';
import type { ReconcileSummary } from './reconcile.js';

/** Named, structured log lines of the sweep (reconciliation): a search on the event name finds every occurrence. */

/** A run cut off (time or item cap) logs a warning: the next run resumes, but a run always cut off needs a look. */
export function logReconciled(fields: ReconcileSummary): void {
  if (fields.cutOff) logger.warn('payments_reconciled', fields);
  else logger.info('payments_reconciled', fields);
}

/** One candidate of the reconciliation failed; the run goes on and the next one tries it again. */
export function logReconcileCandidateFailed(fields: { kind: string; id: string; error: unknown }): void {
  logger.error('reconcile_candidate_failed', { kind: fields.kind, id: fields.id, error: errorText(fields.error) });
}
