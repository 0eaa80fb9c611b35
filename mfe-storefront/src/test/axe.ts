import axe from 'axe-core';

/**
 * Runs axe-core on what is rendered now and answers the serious and critical violations as
 * readable lines (the same bar as the browser flows' e2e/support/axe.mjs). Rules that need a
 * real layout engine (colour contrast; a label that does not contain the visible text) are
 * only checked by the browser flows (e2e/flows/account.test.mjs), not in jsdom.
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
