import * as logger from 'firebase-functions/logger';
import { errorText } from '../common/log.js';

/** Named, structured log lines of the previews flow: a search on the event name finds every occurrence. */

/** eventPage serves a stale copy of the web app's index.html: Hosting could not be reached. */
export function logAppShellStale(error: unknown): void {
  logger.warn('app_shell_stale', { error: errorText(error) });
}

export function logAppShellUnavailable(error: unknown): void {
  logger.error('app_shell_unavailable', { error: errorText(error) });
}

/**
 * eventPage sent a page without its content drawn in: the renderer is missing or failed
 * (`reason`), or the deployed shell is of another build than the functions' renderer.
 */
export function logPageNotRendered(fields: { path: string; reason: string; error?: unknown }): void {
  logger.warn('page_not_rendered', {
    path: fields.path,
    reason: fields.reason,
    error: fields.error === undefined ? undefined : errorText(fields.error),
  });
}
