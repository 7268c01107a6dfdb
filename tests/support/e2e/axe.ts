/** axe-core in the page under test: what a screen-reader and keyboard audit finds, rule by rule. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Each violation as "rule: what is wrong (first element)", empty when axe finds nothing. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated through DevTools, which the page's Content-Security-Policy does not govern
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  );
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target.join(' ') ?? '?'})`,
  );
}
