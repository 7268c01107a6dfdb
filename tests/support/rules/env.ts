/**
 * The rules test environment: a project id of its own for each test file in the shared Firestore
 * emulator, so clearing it never touches the dev stack's `demo-carcajada` data nor a rules file
 * running beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

/** `demo-carcajada-rules-<file>`: a file's database and rule coverage are its own. */
export function rulesProjectId(testFile: string): string {
  const name = path.basename(testFile).replace(/\.test\.ts$/, '');
  return `demo-carcajada-rules-${name.replace(/[^a-z0-9-]/g, '-')}`;
}

/** FIRESTORE_RULES_FILE: a loosened copy, when tests/rules-mutations checks that the suite notices. */
const RULES_FILE =
  process.env.FIRESTORE_RULES_FILE ?? fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
const COVERAGE_DIR = fileURLToPath(new URL('../../artifacts/rules-coverage/', import.meta.url));

interface EmulatorAddress {
  host: string;
  port: number;
}

function firestoreEmulatorAddress(): EmulatorAddress {
  const hostAndPort = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const separator = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, separator), port: Number(hostAndPort.slice(separator + 1)) };
}

export function startRulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  const { host, port } = firestoreEmulatorAddress();
  // denied requests are the point of most tests; the SDK would log each one as an error
  firebase.firestore.setLogLevel('silent');
  return initializeTestEnvironment({
    projectId,
    firestore: { rules: fs.readFileSync(RULES_FILE, 'utf8'), host, port },
  });
}

/** Saves the emulator's rule-coverage report of one file's project and returns its path. */
export async function saveRuleCoverage(projectId: string): Promise<string> {
  const { host, port } = firestoreEmulatorAddress();
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:ruleCoverage.html`);
  if (!response.ok) throw new Error(`Rule coverage report unavailable: HTTP ${response.status}`);
  fs.mkdirSync(COVERAGE_DIR, { recursive: true });
  const file = path.join(COVERAGE_DIR, `${projectId}.html`);
  fs.writeFileSync(file, await response.text());
  return file;
}
