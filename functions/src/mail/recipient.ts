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

/** Auth's most users per getUsers call. */
const USERS_PER_LOOKUP = 100;

/**
 * verifiedRecipient for many accounts at once (offers to a whole waitlist): Auth is asked in
 * groups of 100; an account that no longer exists, or whose address is not verified, maps to null.
 */
export async function verifiedRecipients(uids: readonly string[]): Promise<Map<string, string | null>> {
  const { getAuth } = await import('firebase-admin/auth');
  const found = new Map<string, string | null>(uids.map((uid) => [uid, null]));
  for (let start = 0; start < uids.length; start += USERS_PER_LOOKUP) {
    const { users } = await getAuth(adminApp()).getUsers(
      uids.slice(start, start + USERS_PER_LOOKUP).map((uid) => ({ uid })),
    );
    for (const user of users) found.set(user.uid, user.emailVerified && user.email ? user.email : null);
  }
  return found;
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';
}
