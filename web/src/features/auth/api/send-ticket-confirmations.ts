import { FUNCTION_TIMEOUT_MS, type SendTicketConfirmationsResult } from '@carcajada/domain';

/**
 * `sendTicketConfirmations`: once the account is verified, the confirmations of its live tickets
 * are mailed (the server checks Auth itself and sends each once). The Functions SDK is fetched
 * here, on the one visit that needs it.
 */
export async function sendTicketConfirmations(): Promise<SendTicketConfirmationsResult> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('../../../lib/functions'),
  ]);
  const callable = httpsCallable<Record<string, never>, SendTicketConfirmationsResult>(
    functions,
    'sendTicketConfirmations',
    { timeout: FUNCTION_TIMEOUT_MS },
  );
  return (await callable({})).data;
}
