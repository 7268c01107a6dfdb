import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './support/setup/longest-first.js';

/**
 * Functions files that act on the whole stack, so no file that uses it may run beside them
 * (scripts/test.ts runs them in a wave of their own): the cancelled date
 * slows and breaks every Mercado Pago call, the mail outage stops the mail catcher, and
 * reconciliation (and the stand-in's sweep) judge every ticket of the emulator, not only theirs.
 */
const FUNCTIONS_ALONE = [
  'functions/cancel-date.test.ts',
  'functions/mail-delivery.test.ts',
  'functions/reconcile.test.ts',
  'functions/payments-guarantees.test.ts',
  'functions/cash-payments.test.ts',
  // Mercado Pago down for everyone while a date is cancelled
  'functions/cancelled-date-money.test.ts',
  // runs the admission schedule, which steps every queued date of the emulator
  'functions/local-schedules.test.ts',
  // uses up the wrong-code allowance of 127.0.0.1, which every signed-out call of the other files shares
  'functions/roles-and-promo-codes.test.ts',
];

const FUNCTIONS_LAYER = {
  environment: 'node',
  // a callable's first call boots a Functions worker: seconds when idle, up to a minute on
  // a busy 2-core machine, and a test's first calls boot several (measured: 30 s exceeded at a
  // load average of 23; a transfer's first test took 90 s at 30)
  testTimeout: 180_000,
  hookTimeout: 180_000,
} as const;

/**
 * One project per test layer (the functions layer is two, `functions-alone` after the other);
 * `scripts/test.ts` says which run side by side against the emulators.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        // Starts and interrupts whole `npm test` runs, before this run's own stack is up.
        test: {
          name: 'launcher',
          include: ['launcher/**/*.test.ts'],
          environment: 'node',
          testTimeout: 1_200_000,
          hookTimeout: 60_000,
        },
      },
      { extends: true, test: { name: 'unit', include: ['unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        // each file has a project of its own in the emulator (support/rules/env.ts)
        test: { name: 'rules', include: ['rules/**/*.test.ts'], environment: 'node', maxWorkers: 2 },
      },
      {
        extends: true,
        test: {
          ...FUNCTIONS_LAYER,
          name: 'functions',
          include: ['functions/**/*.test.ts'],
          exclude: FUNCTIONS_ALONE,
          // most of these files wait on the emulators (a hold running out, a task, a trigger):
          // three at a time fill each other's waits; at four, a transfer's transaction (it reads
          // the recipient's tickets with a query) was once closed by the emulator mid-way
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: {
          ...FUNCTIONS_LAYER,
          name: 'functions-alone',
          include: FUNCTIONS_ALONE,
          fileParallelism: false,
        },
      },
      './web/vitest.config.ts',
      './web/vitest.isolated.config.ts',
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['support/setup/e2e.ts'],
          environment: 'node',
          // two journeys at a time, each in its own browser context with its own accounts
          fileParallelism: true,
          maxWorkers: 2,
          // a worker keeps playwright and the support modules loaded from file to file (each file
          // still connects to the run's Chromium and opens its own contexts): about 3 s less per file
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
