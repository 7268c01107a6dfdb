import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { rulesProjectId, saveRuleCoverage, startRulesEnvironment } from './env.js';
import { seedRulesFixtures } from './fixtures.js';

/** Set by a test that changed nothing (`databaseUnchanged`), until the next test starts. */
let unchanged = false;

/**
 * Said by a test after its assertions: it only read, or its writes were refused, so the next test
 * may start from the database as seeded. Said before a failing assertion throws, it is never
 * reached, so a rule that lets a write through still leaves the next test a fresh database.
 */
export function databaseUnchanged(): void {
  unchanged = true;
}

/**
 * Registers the hooks every rules test file shares: one environment (and project) per file, a
 * cleared and re-seeded database before each test (unless the last one left it unchanged), and
 * the coverage report saved at the end.
 */
export function useRulesEnvironment(): () => RulesTestEnvironment {
  let projectId = '';
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment has not started');
    return env;
  };

  beforeAll(async () => {
    projectId = rulesProjectId(expect.getState().testPath ?? 'rules');
    env = await startRulesEnvironment(projectId);
  });
  beforeEach(async () => {
    if (!unchanged) {
      await current().clearFirestore();
      await seedRulesFixtures(current());
    }
    unchanged = false;
  });
  afterAll(async () => {
    await env?.cleanup();
    await saveRuleCoverage(projectId);
  });
  return current;
}
