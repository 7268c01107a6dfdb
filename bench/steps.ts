/**
 * The bench steps, in the order bench/run.ts runs them, and its two forms: `full` (the figures of
 * docs/performance.md) and `short` (`bench/run.ts --short`: tiny sizes, a few seconds a step, which
 * `npm test` runs once per step so that a step that breaks fails the build).
 */
export const BENCH_STEPS = ['bundle', 'reads', 'dashboard', 'lighthouse', 'payments', 'seats'] as const;
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
};

/** The steps the short form leaves out, and why (printed where it skips them). */
export const SKIPPED_IN_SHORT_FORM: Partial<Record<BenchStep, string>> = {
  lighthouse:
    'one Lighthouse audit of one page takes about 20 s here (and 40+ s beside the other test layers), ' +
    'not the few seconds a short step may take; `npm run bench -- --only lighthouse` measures it',
};
