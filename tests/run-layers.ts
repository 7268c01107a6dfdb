/**
 * Runs the test layers named on the command line side by side (each a vitest project; scripts/test.ts
 * decides which layers may share the stack at once), printing each runner's output as a block when
 * it ends (one layer alone streams it); with `--summary`, then one closing line for every layer of
 * this run (the reports of earlier invocations in the same `npm test` included) with its wall
 * time, and the whole run's. Exits non-zero if any failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_REPORTS_DIR } from '../scripts/lib/paths.js';

fs.mkdirSync(TEST_REPORTS_DIR, { recursive: true });

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/**
 * Each name is a vitest project (vitest.config.ts) run by one runner; `functions-alone` is the part
 * of the functions layer that runs with no other functions file beside it, `web-isolated` the part
 * of the web layer that needs a fresh app per file (web/vitest.config.ts).
 */
const LAYER_ORDER = ['launcher', 'unit', 'rules', 'functions', 'functions-alone', 'web', 'web-isolated', 'e2e'];
const NAME_WIDTH = Math.max(...LAYER_ORDER.map((name) => name.length)) + 1;
const layers = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const withSummary = process.argv.includes('--summary');
/** While working on one area: `TEST_FILTER=save-event` runs only the test files whose path matches. */
const fileFilters = process.env.TEST_FILTER?.split(',').filter(Boolean) ?? [];

const reportFile = (layer: string) => path.join(TEST_REPORTS_DIR, `${layer}.json`);
const exitFile = (layer: string) => path.join(TEST_REPORTS_DIR, `${layer}.exit`);
/** A layer's wall time in seconds, kept beside its exit code for the summary of a later invocation. */
const secondsFile = (layer: string) => path.join(TEST_REPORTS_DIR, `${layer}.seconds`);
/** Set by scripts/test.ts (ms since the epoch): the total then includes building and starting the stack. */
const RUN_STARTED_AT = 'CARCAJADA_TEST_RUN_STARTED_AT';
const runStartedAt = Number(process.env[RUN_STARTED_AT]) || Date.now();

function vitestArgs(layer: string): string[] {
  return [
    path.resolve('../node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    layer,
    // a dot per test: a passing run fits on a screen; failures still print in full
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${reportFile(layer)}`,
    '--passWithNoTests',
    ...fileFilters,
  ];
}

/** One layer's runner; beside others, its output is kept and printed whole when it ends. */
function runLayer(layer: string, alone: boolean): Promise<void> {
  fs.rmSync(reportFile(layer), { force: true });
  const layerStartedAt = Date.now();
  if (alone) console.log(`\n━━━ ${layer} ━━━`);
  const child = spawn(process.execPath, vitestArgs(layer), {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // kept output keeps the terminal's colours
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      fs.writeFileSync(exitFile(layer), String(code ?? 1));
      fs.writeFileSync(secondsFile(layer), ((Date.now() - layerStartedAt) / 1000).toFixed(1));
      if (!alone) process.stdout.write(`\n━━━ ${layer} ━━━\n${Buffer.concat(output).toString()}`);
      resolve();
    });
  });
}

if (layers.length > 1) console.log(`\n━━━ ${layers.join(' · ')}, side by side ━━━`);
await Promise.all(layers.map((layer) => runLayer(layer, layers.length === 1)));

if (!withSummary) process.exit(0);

console.log('\n━━━ summary ━━━');
let passed = 0;
let failed = 0;
let skipped = 0;
let allOk = true;
/** Each failed test, named again at the end: a CI log's tail is often all anyone sees. */
const failures: string[] = [];
const FAILURE_LINES = 6;
const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;
for (const layer of LAYER_ORDER.filter((name) => fs.existsSync(exitFile(name)))) {
  const code = Number(fs.readFileSync(exitFile(layer), 'utf8'));
  const report = fs.existsSync(reportFile(layer))
    ? (JSON.parse(fs.readFileSync(reportFile(layer), 'utf8')) as VitestJson)
    : undefined;
  const layerFailed = report?.numFailedTests ?? 0;
  passed += report?.numPassedTests ?? 0;
  skipped += report?.numPendingTests ?? 0;
  // a runner that crashed before reporting counts as one failure
  failed += code !== 0 && layerFailed === 0 ? 1 : layerFailed;
  allOk &&= code === 0;
  failures.push(...failedTests(layer, report));
  const layerSeconds = fs.existsSync(secondsFile(layer)) ? Number(fs.readFileSync(secondsFile(layer), 'utf8')) : 0;
  console.log(
    `${layer.padEnd(NAME_WIDTH)} ${code === 0 ? 'ok    ' : 'FAILED'} ${seconds(layerSeconds)}  ${report ? `${report.numPassedTests} passed, ${layerFailed} failed of ${report.numTotalTests}` : 'no report'}`,
  );
}
// layers of a wave run side by side, so the whole run is timed, not the sum of its layers
const totalSeconds = (Date.now() - runStartedAt) / 1000;
console.log(
  `${'total'.padEnd(NAME_WIDTH)}        ${seconds(totalSeconds)}  (building and starting the stack included)`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failures.length > 0) console.log(`\n━━━ failed ━━━\n${failures.join('\n')}`);
process.exit(allOk && passed > 0 ? 0 : 1);

function failedTests(layer: string, report: VitestJson | undefined): string[] {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = test.failureMessages
          .join('\n')
          .split('\n')
          .filter((line) => !/^\s+at /.test(line))
          .slice(0, FAILURE_LINES);
        const where = path.relative(path.resolve('..'), file.name);
        return [`✗ ${layer}: ${where} › ${test.fullName}`, ...message.map((line) => `    ${line}`)].join('\n');
      }),
  );
}
