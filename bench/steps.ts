/**
 * The bench steps, in the order bench/run.ts runs them, and its two forms: `full` (the figures of
 * docs/performance/) and `short` (`bench/run.ts --short`: tiny sizes, a few seconds a step, which
 * `npm test` runs once per step so that a step that breaks fails the build).
 */
export const BENCH_STEPS = [
  'bundle',
  'reads',
  'dashboard',
  'lighthouse',
  'payments',
  'seats',
  'queue',
  'seated',
  'seatmap',
] as const;
export type BenchStep = (typeof BENCH_STEPS)[number];

export type BenchForm = 'full' | 'short';

/** The results each step writes (bench/results/<name>.json, or under BENCH_RESULTS_DIR). */
export const RESULTS_OF_STEP: Record<BenchStep, string[]> = {
  bundle: ['bundle', 'precache'],
  reads: ['firestore-reads'],
  dashboard: ['dashboard-reads'],
  lighthouse: ['lighthouse'],
  payments: ['payments'],
  seats: ['seats'],
  queue: ['queue'],
  seated: ['seated'],
  seatmap: ['seat-map'],
};
