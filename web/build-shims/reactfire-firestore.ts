/**
 * Build-time stand-in for `firebase/firestore` as imported by reactfire only (see vite.config.ts).
 * reactfire's Firestore data hooks need `onSnapshot` and `queryEqual`; Carcajada reads through
 * its own features/<name>/api modules instead, so reactfire's copy must not pull the full SDK
 * into every page. The app's own imports still get the real SDK, loaded lazily.
 */
function notInThisApp(): never {
  throw new Error("reactfire's Firestore data hooks are not used in this app (stubbed at build time).");
}

export const onSnapshot = notInThisApp;
export const queryEqual = notInThisApp;
