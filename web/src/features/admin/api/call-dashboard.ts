import { FUNCTION_TIMEOUT_MS, readRefusal, refusalMessage, type RefusalDetails } from '@carcajada/domain';

/** A dashboard callable; the Functions SDK comes with the dashboard's pages only. */
export async function callDashboard<Request, Result>(name: string, request: Request): Promise<Result> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('../../../lib/functions'),
  ]);
  const callable = httpsCallable<Request, Result>(functions, name, { timeout: FUNCTION_TIMEOUT_MS });
  return (await callable(request)).data;
}

/** The refusal a callable answered (read from `details.reason`), or null for anything else. */
export function refusalOf(error: unknown): RefusalDetails | null {
  return typeof error === 'object' && error !== null && 'details' in error ? readRefusal(error.details) : null;
}

/** The Spanish text to show for a failed dashboard call. */
export function failureText(error: unknown, fallback: string): string {
  const refusal = refusalOf(error);
  return refusal ? refusalMessage(refusal) : fallback;
}
