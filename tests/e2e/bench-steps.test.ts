/**
 * Every bench step once, in its short form (`bench/run.ts --short`: tiny sizes, seconds a step),
 * so a step that breaks fails the build instead of waiting for the next `npm run bench`. One run
 * of the bench does them all (one process start); each step is then a test of its own. No figure
 * is asserted: only that the step ran to its end and wrote its figures. A failing step's test
 * carries the bench's whole output; a passing run prints nothing of it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { BENCH_STEPS, RESULTS_OF_STEP, type BenchStep } from '../../bench/steps.js';
import { ROOT_DIR } from '../../scripts/lib/paths.js';

const RESULTS_DIR = path.join(ROOT_DIR, 'tests/artifacts/bench-short');
/**
 * The steps take about 2 minutes alone; beside the web layer on 2 cores they took 5.9 minutes
 * once (every step slower, none stuck): twice that is the headroom.
 */
const BENCH_TIMEOUT_MS = 720_000;
const resultFile = (name: string) => path.join(RESULTS_DIR, `${name}.json`);

interface ShortRun {
  output: string;
  crashed: BenchStep[];
}

function runShortBench(): Promise<ShortRun> {
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--short'], {
    cwd: ROOT_DIR,
    env: { ...process.env, BENCH_RESULTS_DIR: RESULTS_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      const summary = resultFile('summary');
      const crashed = fs.existsSync(summary)
        ? (JSON.parse(fs.readFileSync(summary, 'utf8')) as { crashed: BenchStep[] }).crashed
        : [...BENCH_STEPS];
      const text = Buffer.concat(output).toString();
      resolve({ output: code === 0 ? text : `${text}\n(the bench exited with ${code})`, crashed });
    }),
  );
}

describe('bench steps, short form', () => {
  let run: ShortRun;
  beforeAll(async () => {
    run = await runShortBench();
  }, BENCH_TIMEOUT_MS);

  for (const step of BENCH_STEPS) {
    test(`${step} runs to its end and writes its figures`, () => {
      expect(run.crashed, run.output).not.toContain(step);
      for (const name of RESULTS_OF_STEP[step]) {
        const file = path.relative(ROOT_DIR, resultFile(name));
        expect(run.output, run.output).toContain(`Results written to ${file}`);
        expect(fs.existsSync(resultFile(name)), `${file} was not written\n${run.output}`).toBe(true);
      }
    });
  }
});
