import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../common/firestore.js';

/**
 * The account's email when its owner proved it (Auth emailVerified), else null: reminders go
 * only to verified addresses. A missing account counts as unverified.
 */
export async function verifiedRecipient(uid: string): Promise<string | null> {
  try {
    const user = await getAuth(adminApp()).getUser(uid);
    return user.emailVerified && user.email ? user.email : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}
