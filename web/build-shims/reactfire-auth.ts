/**
 * Build-time stand-in for `firebase/auth` as imported by reactfire only (see vite.config.ts):
 * its `useUser`, `useSigninCheck` and `useIdTokenResult` need `onIdTokenChanged`, and the app
 * uses none of them (the current user comes from features/auth), so Auth is not pulled into
 * every page's first load: lib/auth.ts loads it apart, with its registration intact.
 */
function notInThisApp(): never {
  throw new Error("reactfire's Auth hooks are not used in this app (stubbed at build time).");
}

export const onIdTokenChanged = notInThisApp;
