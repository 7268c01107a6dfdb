/**
 * The rules test environment: its own project id in the shared Firestore emulator, so
 * clearing it never touches the dev stack's `demo-carcajada` data.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

export const RULES_PROJECT_ID = 'demo-carcajada-rules';

/** FIRESTORE_RULES_FILE: a loosened copy, when tests/rules-mutations checks that the suite notices. */
const RULES_FILE =
  process.env.FIRESTORE_RULES_FILE ?? fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
const COVERAGE_FILE = fileURLToPath(new URL('../../artifacts/rules-coverage.html', import.meta.url));

interface EmulatorAddress {
  host: string;
  port: number;
}

function firestoreEmulatorAddress(): EmulatorAddress {
  const hostAndPort = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const separator = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, separator), port: Number(hostAndPort.slice(separator + 1)) };
}

export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  const { host, port } = firestoreEmulatorAddress();
  // denied requests are the point of most tests; the SDK would log each one as an error
  firebase.firestore.setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: fs.readFileSync(RULES_FILE, 'utf8'), host, port },
  });
}

/** Saves the emulator's rule-coverage report (cumulative for the project) and returns its path. */
export async function saveRuleCoverage(): Promise<string> {
  const { host, port } = firestoreEmulatorAddress();
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`);
  if (!response.ok) throw new Error(`Rule coverage report unavailable: HTTP ${response.status}`);
  fs.mkdirSync(fileURLToPath(new URL('../../artifacts/', import.meta.url)), { recursive: true });
  fs.writeFileSync(COVERAGE_FILE, await response.text());
  console.log(`Firestore rule coverage saved to ${COVERAGE_FILE}`);
  return COVERAGE_FILE;
}
