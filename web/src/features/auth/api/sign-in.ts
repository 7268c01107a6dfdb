import { signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { AppUser, LoginForm } from '@carcajada/domain';
import { MISSING_USER_DOCUMENT } from '../utils/auth-error-messages';
import { saveSessionCopy } from '../utils/session-storage';
import { getUser } from './get-user';

export class MissingUserDocumentError extends Error {
  readonly code = MISSING_USER_DOCUMENT;
  constructor() {
    super('The account has no active user document');
  }
}

/**
 * Email/password sign-in. An account without an active users/{uid} document is signed out
 * again (spec section 4) and reported like wrong credentials (section 8).
 */
export async function signIn(auth: Auth, firestore: Firestore, form: LoginForm): Promise<AppUser> {
  const credential = await signInWithEmailAndPassword(auth, form.email.trim(), form.password);
  const user = await getUser(firestore, credential.user.uid).catch(() => null);
  if (!user?.active) {
    await signOut(auth);
    throw new MissingUserDocumentError();
  }
  saveSessionCopy(user);
  return user;
}
