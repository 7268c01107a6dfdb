import { authUserByEmail } from '../organizers/account-by-email.js';

/**
 * The verified account an address typed at the door belongs to, or null (no account, or not
 * verified: the ticket then has no account and nobody is mailed, and the seller learns nothing).
 */
export async function doorBuyer(email: string): Promise<{ uid: string; email: string } | null> {
  const user = await authUserByEmail(email);
  return user?.emailVerified && user.email ? { uid: user.uid, email: user.email } : null;
}
