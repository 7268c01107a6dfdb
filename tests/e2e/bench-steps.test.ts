/**
 * Every bench step once, in its short form (`bench/run.ts --short`: tiny sizes, a few seconds a
 * step), so a step that breaks fails the build instead of waiting for the next `npm run bench`.
 * No figure is asserted: only that the step ran to its end and wrote its figures. A failing step's
 * whole output is in the failure; a passing one prints nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BENCH_STEPS, RESULTS_OF_STEP, SKIPPED_IN_SHORT_FORM, type BenchStep } from '../../bench/steps.js';
import { ROOT_DIR } from '../../scripts/lib/paths.js';

const RESULTS_DIR = path.join(ROOT_DIR, 'tests/artifacts/bench-short');
/** A short step takes seconds; a cold Functions worker on a busy 2-core machine can take a minute. */
const STEP_TIMEOUT_MS = 240_000;

function runShortStep(step: BenchStep): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--short', '--only', step], {
    cwd: ROOT_DIR,
    env: { ...process.env, BENCH_RESULTS_DIR: RESULTS_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ code, output: Buffer.concat(output).toString() })),
  );
}

describe('bench steps, short form', () => {
  for (const step of BENCH_STEPS) {
    const skipReason = SKIPPED_IN_SHORT_FORM[step];
    if (skipReason) {
      console.log(`bench step ${step} skipped in the short form: ${skipReason}`);
      test.skip(`${step} (skipped in the short form: ${skipReason})`, () => {});
      continue;
    }
    test(
      step,
      async () => {
        const results = RESULTS_OF_STEP[step].map((name) => path.join(RESULTS_DIR, `${name}.json`));
        results.forEach((file) => fs.rmSync(file, { force: true }));
        const { code, output } = await runShortStep(step);
        expect(code, output).toBe(0);
        for (const file of results) {
          expect(output, output).toContain(`Results written to ${path.relative(ROOT_DIR, file)}`);
          expect(fs.existsSync(file), `${file} was not written`).toBe(true);
        }
      },
      STEP_TIMEOUT_MS,
    );
  }
});
