/**
 * Build-time stand-in for `firebase/database` (see vite.config.ts). reactfire imports these
 * seven Realtime Database functions at its top level; Carcajada never uses the Realtime
 * Database, so the real SDK (tens of KB on every page) is replaced by functions that fail
 * loudly if anything ever calls them.
 */
function notInThisApp(): never {
  throw new Error('The Realtime Database is not part of this app (firebase/database is stubbed at build time).');
}

export const get = notInThisApp;
export const off = notInThisApp;
export const onChildAdded = notInThisApp;
export const onChildChanged = notInThisApp;
export const onChildMoved = notInThisApp;
export const onChildRemoved = notInThisApp;
export const onValue = notInThisApp;
