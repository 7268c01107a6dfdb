import { reload, type Auth } from 'firebase/auth';
import { FUNCTION_TIMEOUT_MS, type SendTicketConfirmationsResult } from '@carcajada/domain';

/**
 * Asks Auth again whether the account's email is verified (the link may have been followed in
 * another tab or on the phone). When it is, the ID token is refreshed and `sendTicketConfirmations`
 * mails the confirmations of the account's live tickets (the server checks Auth itself and sends
 * each once). True when verified.
 */
export async function confirmEmailVerified(auth: Auth): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('../../../lib/functions'),
  ]);
  const callable = httpsCallable<Record<string, never>, SendTicketConfirmationsResult>(
    functions,
    'sendTicketConfirmations',
    { timeout: FUNCTION_TIMEOUT_MS },
  );
  await callable({});
  return true;
}
