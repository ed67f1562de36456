import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the spec asks for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable line per failing element: rule, impact, what to fix and where. */
function describe(violation: Violation): string[] {
  return violation.nodes.map((node) => {
    // "Fix any of the following:\n  reason\n  reason" → "Fix any of the following: reason; reason"
    const [heading = '', ...reasons] = (node.failureSummary ?? '').split('\n').map((line) => line.trim());
    const summary = `${heading} ${reasons.filter(Boolean).join('; ')}`.trim();
    return `${violation.id} [${violation.impact}] ${violation.help} — ${node.target.join(' ')} — ${summary} (${violation.helpUrl})`;
  });
}

/**
 * Runs axe over the whole page as it is now (open menus and dialogs included) and fails with the
 * list of violations; the full axe output of a failure is attached to the test.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (results.violations.length > 0) {
    await testInfo.attach(`axe-${label}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(results.violations.flatMap(describe), `axe (${WCAG_TAGS.join(', ')}) on ${label}`).toEqual([]);
}
