import { refusal } from './errors.js';
import { COLLECTIONS, db } from './firestore.js';

/** ADMIN power comes only from the caller's own active user document with role ADMIN (as in the rules). */
export async function assertAdmin(uid: string | undefined): Promise<void> {
  if (!uid) throw refusal('unauthenticated');
  const user = (await db().collection(COLLECTIONS.users).doc(uid).get()).data();
  if (user?.role !== 'ADMIN' || user.active !== true) throw refusal('adminOnly');
}
