import { signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import type { AppUser, LoginForm } from '@carcajada/domain';
import { MISSING_USER_DOCUMENT } from '../utils/auth-error-messages';
import { currentUserStore } from '../stores/current-user-store';
import { saveSessionCopy } from '../utils/session-storage';

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
export async function signIn(auth: Auth, form: LoginForm): Promise<AppUser> {
  const credential = await signInWithEmailAndPassword(auth, form.email.trim(), form.password);
  // The current-user store reads the document as soon as Auth announces the account: share that read.
  const user = await currentUserStore()
    .userDocument(credential.user.uid)
    .catch(() => null);
  if (!user?.active) {
    await signOut(auth);
    throw new MissingUserDocumentError();
  }
  saveSessionCopy(user);
  return user;
}
