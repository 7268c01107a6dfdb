import { adminApp } from '../common/firestore.js';

/**
 * The address a mail for this account may go to: its Firebase Auth email once verified, else
 * null (no mail at all). Read from the Auth user record, the source of truth: a callable's
 * `auth.token.email_verified` is as old as the ID token. Shared by every mail about a ticket
 * (confirmations, notices, reminders), so nobody can make us mail an address they do not own.
 */
export async function verifiedRecipient(uid: string): Promise<string | null> {
  if (!uid) return null;
  try {
    // loaded on first use, like nodemailer (smtp.ts): every function shares the bundle
    const { getAuth } = await import('firebase-admin/auth');
    const user = await getAuth(adminApp()).getUser(uid);
    return user.emailVerified && user.email ? user.email : null;
  } catch (error) {
    // an account deleted meanwhile has no address to mail
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';
}
