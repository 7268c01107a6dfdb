/**
 * Runs `work` when the browser is idle (at the latest after `timeoutMs`): what the first paint
 * and hydration do not need waits until they are done.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
  else window.setTimeout(work, 200);
}

/** Resolves in a later task: work after it does not lengthen the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
