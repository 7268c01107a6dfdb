/**
 * Build-time stand-in for `firebase/functions` as imported by reactfire only (see vite.config.ts):
 * its `useCallableFunctionResponse` is unused here (checkout calls its function through
 * features/checkout/api), so the Functions SDK stays in the checkout chunk.
 */
function notInThisApp(): never {
  throw new Error("reactfire's callable hook is not used in this app (stubbed at build time).");
}

export const httpsCallable = notInThisApp;
