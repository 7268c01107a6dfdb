import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { saveRuleCoverage, startRulesEnvironment } from './env.js';
import { seedRulesFixtures } from './fixtures.js';

/**
 * Registers the hooks every rules test file shares: one environment per file, a cleared and
 * re-seeded database before each test, and the coverage report saved at the end.
 */
export function useRulesEnvironment(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment has not started');
    return env;
  };

  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  beforeEach(async () => {
    await current().clearFirestore();
    await seedRulesFixtures(current());
  });
  afterAll(async () => {
    await env?.cleanup();
    await saveRuleCoverage();
  });
  return current;
}
