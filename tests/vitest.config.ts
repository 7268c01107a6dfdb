import { defineConfig } from 'vitest/config';

/**
 * One project per test layer; `run-layers.ts` runs them one after another against the
 * emulators so that layers sharing the demo project never race each other.
 */
export default defineConfig({
  test: {
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
        test: { name: 'rules', include: ['rules/**/*.test.ts'], environment: 'node', fileParallelism: false },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['functions/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // a callable's first call boots a Functions worker: seconds when idle, up to a minute on
          // a busy 2-core machine (measured: 30 s exceeded at a load average of 23)
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      './web/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['support/setup/e2e.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
