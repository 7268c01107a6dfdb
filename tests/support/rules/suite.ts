import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { rulesProjectId, saveRuleCoverage, startRulesEnvironment } from './env.js';
import { seedRulesFixtures } from './fixtures.js';

/**
 * Registers the hooks every rules test file shares: one environment (and project) per file, a
 * cleared and re-seeded database before each test, and the coverage report saved at the end.
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
    await current().clearFirestore();
    await seedRulesFixtures(current());
  });
  afterAll(async () => {
    await env?.cleanup();
    await saveRuleCoverage(projectId);
  });
  return current;
}
