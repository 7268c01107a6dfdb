/**
 * Runs inside `firebase emulators:exec --only firestore` (see scripts/rules-mutations.ts): the
 * rules suite once on firestore.rules as it is, then once per mutation on a loosened copy.
 * Prints a row per mutation and exits non-zero if the baseline fails or any mutation survives.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RULES_MUTATIONS } from './mutations.js';

const TESTS_DIR = path.resolve(import.meta.dirname, '..');
const RULES_FILE = path.resolve(TESTS_DIR, '../firestore.rules');
const WORK_DIR = path.join(TESTS_DIR, 'artifacts/rules-mutations');
const VITEST = path.resolve(TESTS_DIR, '../node_modules/vitest/vitest.mjs');

interface VitestReport {
  numFailedTests: number;
  numPassedTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

function runRulesSuite(rulesFile: string, label: string): VitestReport {
  const report = path.join(WORK_DIR, `${label}.json`);
  fs.rmSync(report, { force: true });
  spawnSync(process.execPath, [VITEST, 'run', '--project', 'rules', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: TESTS_DIR,
    env: { ...process.env, FIRESTORE_RULES_FILE: rulesFile },
    stdio: 'ignore',
  });
  if (!fs.existsSync(report)) throw new Error(`The rules suite wrote no report for ${label}`);
  return JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
}

const failedTests = (report: VitestReport) =>
  report.testResults.flatMap((file) => file.assertionResults).filter((test) => test.status === 'failed');

fs.mkdirSync(WORK_DIR, { recursive: true });
const rules = fs.readFileSync(RULES_FILE, 'utf8');

const baseline = runRulesSuite(RULES_FILE, 'baseline');
console.log(`baseline: ${baseline.numPassedTests} passed, ${baseline.numFailedTests} failed`);
if (baseline.numFailedTests > 0) {
  console.log('The suite fails on the rules as they are: fix that first.');
  process.exit(1);
}

/**
 * RULES_MUTATION_FILTER=text[,text…]: only the mutations whose name contains one of them (case
 * ignored; the baseline always runs).
 */
const filters = (process.env.RULES_MUTATION_FILTER ?? '')
  .toLowerCase()
  .split(',')
  .map((text) => text.trim())
  .filter(Boolean);
const chosen = RULES_MUTATIONS.filter(
  (mutation) => filters.length === 0 || filters.some((text) => mutation.name.toLowerCase().includes(text)),
);

let survivors = 0;
for (const [index, mutation] of RULES_MUTATIONS.entries()) {
  if (!chosen.includes(mutation)) continue;
  if (rules.split(mutation.find).length !== 2) throw new Error(`"${mutation.name}": its text is not in the rules once`);
  const mutated = path.join(WORK_DIR, `mutation-${index + 1}.rules`);
  fs.writeFileSync(mutated, rules.replace(mutation.find, mutation.replace));
  const failed = failedTests(runRulesSuite(mutated, `mutation-${index + 1}`));
  if (failed.length === 0) survivors += 1;
  const example = failed[0] ? `, e.g. "${failed[0].fullName}"` : '';
  console.log(`${failed.length > 0 ? 'caught  ' : 'SURVIVED'} ${mutation.name}: ${failed.length} failing${example}`);
}

const caught = chosen.length - survivors;
console.log(`${caught} passed, ${survivors} failed (mutations caught / survived of ${chosen.length})`);
process.exit(survivors === 0 ? 0 : 1);
