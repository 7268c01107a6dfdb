/**
 * Runs every test layer in order inside `firebase emulators:exec`, prints each runner's
 * summary, then one closing line for the whole run. Exits non-zero if any layer failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LAYERS = ['unit', 'rules', 'functions', 'web', 'e2e'] as const;
const reportDir = path.resolve('artifacts/reports');
fs.mkdirSync(reportDir, { recursive: true });

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
}

const only = process.env.TEST_LAYERS?.split(',').filter(Boolean);
/** While working on one area: `TEST_FILTER=save-event` runs only the test files whose path matches. */
const fileFilters = process.env.TEST_FILTER?.split(',').filter(Boolean) ?? [];
const results: { layer: string; code: number; report?: VitestJson }[] = [];

for (const layer of LAYERS.filter((name) => !only || only.includes(name))) {
  console.log(`\n━━━ ${layer} ━━━`);
  const reportFile = path.join(reportDir, `${layer}.json`);
  fs.rmSync(reportFile, { force: true });
  const run = spawnSync(
    process.execPath,
    [
      path.resolve('../node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      layer,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      '--passWithNoTests',
      ...fileFilters,
    ],
    { stdio: 'inherit' },
  );
  const report = fs.existsSync(reportFile)
    ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestJson)
    : undefined;
  results.push({ layer, code: run.status ?? 1, report });
}

console.log('\n━━━ summary ━━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { layer, code, report } of results) {
  const layerFailed = report?.numFailedTests ?? 0;
  passed += report?.numPassedTests ?? 0;
  skipped += report?.numPendingTests ?? 0;
  // a runner that crashed before reporting counts as one failure
  failed += code !== 0 && layerFailed === 0 ? 1 : layerFailed;
  console.log(
    `${layer.padEnd(10)} ${code === 0 ? 'ok    ' : 'FAILED'} ${report ? `${report.numPassedTests} passed, ${layerFailed} failed of ${report.numTotalTests}` : 'no report'}`,
  );
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((result) => result.code === 0) && passed > 0 ? 0 : 1);
