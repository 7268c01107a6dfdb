/**
 * reactfire keeps every observable it has seen in one map on globalThis, for the life of the
 * module graph: a server render, and a test file sharing its worker's modules, start afresh here.
 */
function observables(): Map<string, unknown> | undefined {
  return (globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> })._reactFirePreloadedObservables;
}

/** Forgets every cached observable (or only `key`'s), as a page load starts without any. */
export function forgetReactfireObservables(key?: string): void {
  if (key === undefined) observables()?.clear();
  else observables()?.delete(key);
}
