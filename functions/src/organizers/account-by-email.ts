import { z } from 'zod';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db } from '../common/firestore.js';

export const EMAIL = z.string().trim().toLowerCase().pipe(z.string().email().max(200));

export interface Account {
  uid: string;
  email: string;
  name: string;
  role: unknown;
  organizerId: unknown;
}

/** The Carcajada account with this email (its user document), or `accountNotFound`. */
export async function accountByEmail(email: string): Promise<Account> {
  const found = await db().collection(COLLECTIONS.users).where('email', '==', email).limit(1).get();
  const doc = found.docs[0];
  if (!doc) throw refusal('accountNotFound');
  const data = doc.data();
  return {
    uid: doc.id,
    email: typeof data.email === 'string' ? data.email : email,
    name: typeof data.name === 'string' ? data.name : '',
    role: data.role,
    organizerId: data.organizerId,
  };
}
