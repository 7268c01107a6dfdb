import type { Auth, User } from 'firebase/auth';
import type { AppUser } from '@carcajada/domain';
import { loadAuth, whenAuthLoaded } from '../../../lib/auth-loader';
import { startUp } from '../../../lib/start-up';
import { nextTask } from '../../../lib/when-idle';
import { hasSessionCopy, readSessionCopy, removeSessionCopy, saveSessionCopy } from '../utils/session-storage';

/**
 * While loading, `uid` is the auth account's once Auth knows it and only its document is
 * still on its way: screens that need nothing but the uid (the tickets query) start early.
 */
export type CurrentUser =
  { status: 'loading'; uid?: string } | { status: 'signed-out' } | { status: 'signed-in'; user: AppUser };

const LOADING: CurrentUser = { status: 'loading' };
/** A session start whose chunks failed is tried again after 1 s, then twice as late each time, up to 30 s. */
const SESSION_RETRY_FIRST_MS = 1_000;
const SESSION_RETRY_MAX_MS = 30_000;
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

type AuthSession = typeof import('./auth-session');
type AccountSource = typeof import('./account-source');

// Two imports, not one: each SDK's code runs as soon as it has arrived, in a task of its own.
const loadAuthSession = (): Promise<AuthSession> => import('./auth-session');
const loadAccountSource = (): Promise<AccountSource> => import('./account-source');

/**
 * One shared state for the page (auth state + the user's document, read once per sign-in and
 * again after the app itself changes it), so every component that asks for the current user
 * reads the same state without extra reads. Auth and Firestore are fetched once the page is
 * idle after the store starts, for a visitor whose session copy says they signed in (the state
 * stays 'loading' meanwhile, as the server renders it); anyone else is signed out, once the page
 * is idle, until a page loads Auth.
 */
class CurrentUserStore {
  private state: CurrentUser = LOADING;
  private readonly listeners = new Set<() => void>();
  private started = false;
  private auth: Auth | undefined;
  private session: AuthSession | undefined;
  private accounts: AccountSource | undefined;
  /** Bumped on every read, so an answer that arrives after a newer read started is dropped. */
  private reads = 0;
  private lastRead: { uid: string; user: Promise<AppUser | null> } | undefined;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.started) this.start();
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CurrentUser => this.state;

  /** The server render and hydration: nobody is known yet. */
  readonly getServerSnapshot = (): CurrentUser => LOADING;

  /** Reads the signed-in account's document again, after sign-up wrote it or a profile edit changed it. */
  readonly refresh = (): void => {
    if (this.auth) this.readUserDocument(this.auth.currentUser);
  };

  /** The account's document, sharing the store's read of it when one is under way: sign-in reads it once. */
  readonly userDocument = (uid: string): Promise<AppUser | null> =>
    this.lastRead?.uid === uid
      ? this.lastRead.user
      : loadAccountSource().then((accounts) => accounts.readUserDocument(uid));

  /** Lives as long as the page: the auth state is needed on every screen (top bar). */
  private start(): void {
    this.started = true;
    let begun = false;
    let retryIn = SESSION_RETRY_FIRST_MS / 2;
    const begin = () => {
      if (begun) return;
      begun = true;
      // asking for the two halves (each a handful of preloads) is two short tasks, not one long
      const accountSource = nextTask().then(loadAccountSource);
      Promise.all([loadAuth(), loadAuthSession(), accountSource]).then(
        ([auth, session, accounts]) => {
          this.auth = auth;
          this.session = session;
          this.accounts = accounts;
          session.followAuthState(auth, (authUser) => this.readUserDocument(authUser));
        },
        () => {
          // A chunk did not arrive: start again shortly. Left as it was, the session would stay
          // 'loading' for the rest of the visit (no tickets read, no payment, no sign-out).
          begun = false;
          retryIn = Math.min(retryIn * 2, SESSION_RETRY_MAX_MS);
          window.setTimeout(begin, retryIn);
        },
      );
    };
    // A page that loads Auth itself (the sign-in pages) starts the store with it.
    whenAuthLoaded(begin);
    if (hasSessionCopy()) {
      // Once the page has drawn (Mis tickets its last copy, a drawn page its hydration): Auth's
      // download and its work would otherwise come before the page's own chunks and first render
      // (size and timing: docs/performance/first-load.md, "Auth start-up order"; the order: lib/start-up.ts).
      startUp.auth(begin);
      return;
    }
    // Nobody signed in on this browser: signed out, with no Auth to fetch (script a visitor's phone
    // would download and run for nothing; size: docs/performance/first-load.md, "Auth start-up order"). Said
    // once the page is idle: a store change is a synchronous render, which during hydration would
    // hydrate the rest of the page in one long task. From then on the store follows Auth whenever
    // a page loads it (also an account Auth kept while the copy was lost).
    startUp.signedOut(() => {
      if (!begun) this.publish(SIGNED_OUT);
    });
  }

  private readUserDocument(authUser: User | null): void {
    const accounts = this.accounts;
    if (!accounts) return;
    const read = ++this.reads;
    if (!authUser) {
      this.publish(SIGNED_OUT);
      return;
    }
    if (this.state.status !== 'signed-in' || this.state.user.uid !== authUser.uid) {
      this.publish({ status: 'loading', uid: authUser.uid });
    }
    const user = accounts.readUserDocument(authUser.uid);
    this.lastRead = { uid: authUser.uid, user };
    user.then(
      (user) => {
        if (read !== this.reads) return;
        if (user?.active) this.publish({ status: 'signed-in', user });
        else this.rejectAccount();
      },
      () => {
        if (read !== this.reads) return;
        // The read failed (no connection at the door of a basement bar, a captive portal, a network
        // the browser still calls online): Auth kept the session, so the last copy of this account
        // stands, not a sign-out. An account without an (active) document answers, it does not fail.
        const copy = readSessionCopy(authUser.uid);
        this.publish(copy ? { status: 'signed-in', user: copy } : SIGNED_OUT);
      },
    );
  }

  /** Spec section 4: a signed-in account without an (active) user document is logged out. */
  private rejectAccount(): void {
    this.publish(SIGNED_OUT);
    if (signUpsInFlight === 0 && this.auth && this.session) void this.session.signOutRejected(this.auth);
  }

  private publish(next: CurrentUser): void {
    if (next.status === 'signed-in') saveSessionCopy(next.user);
    if (next.status === 'signed-out') removeSessionCopy();
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

const store = new CurrentUserStore();

/** The page's one current-user store (there is one Auth instance per page). */
export function currentUserStore(): CurrentUserStore {
  return store;
}
