import { onAuthStateChanged, type Auth, type User } from 'firebase/auth';
import type { Unsubscribe } from 'firebase/firestore';
import type { AppUser } from '@carcajada/domain';
import { signOut } from '../api/sign-out';
import { hasSessionCopy, removeSessionCopy, saveSessionCopy } from '../utils/session-storage';

export type CurrentUser = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AppUser };

const LOADING: CurrentUser = { status: 'loading' };
const SIGNED_OUT: CurrentUser = { status: 'signed-out' };

/**
 * Sign-up creates the auth account first and the users/{uid} document right after; in
 * between, the account legitimately has no document and must not be signed out.
 */
let signUpsInFlight = 0;

export async function whileSigningUp<T>(work: () => Promise<T>): Promise<T> {
  signUpsInFlight += 1;
  try {
    return await work();
  } finally {
    signUpsInFlight -= 1;
  }
}

/** The full Firestore SDK is fetched only once somebody is signed in: visitors never load it. */
const loadUserDocumentWatcher = () => import('../api/watch-user-document').then((module) => module.watchUserDocument);

/**
 * One shared subscription per Auth instance (auth state + the user's document), so every
 * component that asks for the current user reads the same state without extra reads.
 */
class CurrentUserStore {
  private state: CurrentUser = LOADING;
  private readonly listeners = new Set<() => void>();
  private started = false;
  private stopUserDocument: Unsubscribe | undefined;
  /** Bumped on every auth change, so a watcher that finishes loading late is not started. */
  private authChanges = 0;

  constructor(private readonly auth: Auth) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.started) this.start();
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CurrentUser => this.state;

  /** Lives as long as the page: the auth state is needed on every screen (top bar). */
  private start(): void {
    this.started = true;
    // A returning signed-in visitor will need the watcher: fetch it while Auth restores the session.
    if (hasSessionCopy()) void loadUserDocumentWatcher();
    onAuthStateChanged(this.auth, (authUser) => this.watchUserDocument(authUser));
  }

  private watchUserDocument(authUser: User | null): void {
    this.stopUserDocument?.();
    this.stopUserDocument = undefined;
    const change = ++this.authChanges;
    if (!authUser) {
      this.publish(SIGNED_OUT);
      return;
    }
    this.publish(LOADING);
    loadUserDocumentWatcher().then(
      (watch) => {
        if (change !== this.authChanges) return;
        this.stopUserDocument = watch(
          authUser.uid,
          (user) => {
            if (user?.active) this.publish({ status: 'signed-in', user });
            else this.rejectAccount();
          },
          () => this.publish(SIGNED_OUT),
        );
      },
      () => this.publish(SIGNED_OUT),
    );
  }

  /** Spec section 4: a signed-in account without an (active) user document is logged out. */
  private rejectAccount(): void {
    this.publish(SIGNED_OUT);
    if (signUpsInFlight === 0) void signOut(this.auth);
  }

  private publish(next: CurrentUser): void {
    if (next.status === 'signed-in') saveSessionCopy(next.user);
    if (next.status === 'signed-out') removeSessionCopy();
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

const stores = new WeakMap<Auth, CurrentUserStore>();

export function currentUserStore(auth: Auth): CurrentUserStore {
  let store = stores.get(auth);
  if (!store) {
    store = new CurrentUserStore(auth);
    stores.set(auth, store);
  }
  return store;
}
