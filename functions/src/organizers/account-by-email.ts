import { refusal } from '../common/errors.js';
import { adminApp, COLLECTIONS, db } from '../common/firestore.js';

export interface Account {
  uid: string;
  /** The Firebase Auth address (verified when the account is being given a role). */
  email: string;
  name: string;
}

/** The Firebase Auth user of an address, or null when none has it. */
export async function authUserByEmail(email: string) {
  // loaded on first use, like in mail/recipient.ts: every function shares the bundle
  const { getAuth } = await import('firebase-admin/auth');
  try {
    return await getAuth(adminApp()).getUserByEmail(email);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found')
      return null;
    throw error;
  }
}

/**
 * The account that owns this address, read from Firebase Auth (not from the users document, whose
 * email anyone could have typed at sign-up). Giving a role needs the address verified; taking one
 * away does not, so a role given before this rule can still be removed. A missing and an
 * unverified account get the same refusal, `recipientNotVerified`, so nobody learns which
 * addresses have accounts.
 */
export async function accountByEmail(email: string, purpose: 'grant' | 'revoke'): Promise<Account> {
  const user = await authUserByEmail(email);
  if (!user?.email || (purpose === 'grant' && !user.emailVerified)) throw refusal('recipientNotVerified');
  const profile = await db().collection(COLLECTIONS.users).doc(user.uid).get();
  const name: unknown = profile.get('name');
  return { uid: user.uid, email: user.email, name: typeof name === 'string' ? name : '' };
}
