// Accessibility as axe checks it: no serious or critical violation on the page (or inside `include`).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * axe's 'landmark-unique' (a moderate rule, so not in the check above): no two landmarks share a role
 * and a name, or a screen reader's list of regions cannot tell a section from the table inside it.
 */
export async function expectUniqueLandmarks(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  const shared = violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${JSON.stringify(n.any[0]?.data)}`));
  expect(shared).toEqual([]);
}
