// axe-core inside the page under test: the flows fail on serious or critical violations.
/* global window, document -- inside page.evaluate callbacks, which run in the browser */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and returns the serious/critical violations.
 * @param {import('playwright-core').Page} page
 */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.filter((v) => FAILING_IMPACTS.has(v.impact));
}

/** A readable report of violations: rule, impact, help and the first offending nodes. */
export function describeViolations(violations) {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`,
          )
          .join('\n'),
    )
    .join('\n');
}
