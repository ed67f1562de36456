import { expect, type Page, type TestInfo } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 A and AA, the level the spec asks for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One readable line per failing element: rule, impact, what to fix and where. */
function describe(violation: axe.Result): string[] {
  return violation.nodes.map((node) => {
    // "Fix any of the following:\n  reason\n  reason" → "Fix any of the following: reason; reason"
    const [heading = '', ...reasons] = (node.failureSummary ?? '').split('\n').map((line) => line.trim());
    const summary = `${heading} ${reasons.filter(Boolean).join('; ')}`.trim();
    return `${violation.id} [${violation.impact}] ${violation.help} — ${node.target.join(' ')} — ${summary} (${violation.helpUrl})`;
  });
}

interface ContrastData {
  contrastRatio?: number;
  expectedContrastRatio?: string;
  messageKey?: string;
  fgColor?: string;
  bgColor?: string;
}

/**
 * Axe files text it cannot be sure about under "incomplete" (needs review), not under violations:
 * text the same colour as its background (ratio 1, "equalRatio") lands there, and so does text over
 * a translucent layer whose ratio it did compute. Those with a known ratio under the threshold
 * (4.5:1, or 3:1 for large text) are failures too.
 */
function contrastFailures(incomplete: readonly axe.Result[]): string[] {
  const rule = incomplete.find((r) => r.id === 'color-contrast');
  if (!rule) return [];
  return rule.nodes.flatMap((node) =>
    node.any.flatMap((check) => {
      const data = (check.data ?? {}) as ContrastData;
      const expected = Number.parseFloat(data.expectedContrastRatio ?? '4.5');
      const ratio = data.messageKey === 'equalRatio' ? 1 : data.contrastRatio;
      if (typeof ratio !== 'number' || ratio <= 0 || ratio >= expected) return [];
      return [
        `color-contrast (needs review, ratio ${ratio}:1 < ${expected}:1, ${data.fgColor} on ${data.bgColor}) — ${node.target.join(' ')}`,
      ];
    }),
  );
}

/**
 * The rules whose outcome depends on colours: what a second colour scheme can change. The other rules
 * (names, roles, landmarks, labels) read the same document in either scheme.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Results = axe.AxeResults;

/** Pages that load axe with every document (before the app's own scripts). */
const pagesWithAxe = new WeakSet<Page>();

/**
 * Axe's results for the page as it is now, run in the page itself. Axe is put in once and then comes with
 * every document the page loads: @axe-core/playwright injected its 580 KB into the page for every check
 * and finished each run in a blank page of its own, which cost more than the rules (an Admin's screens,
 * 1.1 s a check against 0.6 s). The app has no frames, so `axe.run(document)` sees all there is.
 */
async function resultsOf(page: Page, runOnly: axe.RunOnly): Promise<Results> {
  if (!pagesWithAxe.has(page)) {
    pagesWithAxe.add(page);
    await page.addInitScript({ content: axe.source });
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: axe.RunOptions) => Promise<Results> } }).axe.run(
        document,
        { runOnly: only },
      ),
    runOnly,
  );
}

/**
 * Runs axe over the whole page as it is now (open menus and dialogs included) and fails with the
 * list of violations, and with every colour contrast axe left for review that is known to be too
 * low; the full axe output of a failure is attached to the test. `coloursOnly`: only COLOUR_RULES,
 * for the same page checked again in the other colour scheme.
 */
export async function expectNoAxeViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
) {
  // A dialog fading in shows its colours blended with the page behind: axe measures what stays on screen,
  // so it waits for the running transitions (Mantine's are 150–250 ms) to end first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // Loaders and skeletons loop for ever: only transitions that end are waited for.
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .every((a) => a.playState !== 'running'),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await resultsOf(
    page,
    coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS },
  );
  const failures = [...results.violations.flatMap(describe), ...contrastFailures(results.incomplete)];
  if (failures.length > 0) {
    await testInfo.attach(`axe-${label}`, {
      body: JSON.stringify({ violations: results.violations, incomplete: results.incomplete }, null, 2),
      contentType: 'application/json',
    });
  }
  expect(failures, `axe (${WCAG_TAGS.join(', ')}) on ${label}`).toEqual([]);
  await expectNoMissingTexts(page, label);
}

/**
 * A screen whose feature texts were not fetched shows keys instead of words (lib/catalogue-parts.ts):
 * i18next reports each on the console, and every screen an axe check walks must have none.
 */
export async function expectNoMissingTexts(page: Page, label: string) {
  const missing = (await page.consoleMessages())
    .map((message) => message.text())
    .filter((text) => text.startsWith('i18n: missing key'));
  expect(missing, `texts shown as keys on ${label}`).toEqual([]);
}

/**
 * The page as it is, in the colour scheme it shows and then in the other: the app follows the system's
 * scheme until the person picks one (ADR 0049), so switching the emulated system's switches the page
 * without loading it again, and only the rules colours decide run again. It ends in the scheme it
 * started in.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page, testInfo: TestInfo, label: string) {
  const html = page.locator('html');
  const first = (await html.getAttribute('data-mantine-color-scheme')) === 'dark' ? 'dark' : 'light';
  const other = first === 'dark' ? 'light' : 'dark';
  await expectNoAxeViolations(page, testInfo, `${label} (${first})`);
  await page.emulateMedia({ colorScheme: other });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', other);
  await expectNoAxeViolations(page, testInfo, `${label} (${other})`, { coloursOnly: true });
  await page.emulateMedia({ colorScheme: first });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', first);
}

/**
 * Axe rules outside WCAG's tags (best practices such as `landmark-unique` or `heading-order`) that a screen
 * has been fixed for, run by name so that the fix holds without holding every screen to every best practice.
 */
export async function expectAxeRulesPass(page: Page, label: string, rules: readonly string[]) {
  const results = await resultsOf(page, { type: 'rule', values: [...rules] });
  expect(results.violations.flatMap(describe), `axe (${rules.join(', ')}) on ${label}`).toEqual([]);
}
