/**
 * The seat views' worker (seat-views.worker.ts), started before the chooser's chunk arrives: its
 * script and the Firestore SDK load while the chunk and the plan do (docs/seat-map.md,
 * "Size"). A page where workers do not run gets none.
 */
const WORKERS_RUN = typeof Worker !== 'undefined';
let spare: Worker | null = null;

function startWorker(): Worker {
  return new Worker(new URL('./seat-views.worker.ts', import.meta.url), { type: 'module', name: 'seat-views' });
}

/**
 * Starts the worker ahead of its use (a seated date's checkout, as it shows); the answer ends it
 * if the map never took it (the buyer left first).
 */
export function prepareSeatViewsWorker(): () => void {
  if (WORKERS_RUN) spare ??= startWorker();
  return () => {
    spare?.terminate();
    spare = null;
  };
}

/** The worker started ahead, or a new one; null where workers do not run. */
export function takeSeatViewsWorker(): Worker | null {
  const worker = spare ?? (WORKERS_RUN ? startWorker() : null);
  spare = null;
  return worker;
}
