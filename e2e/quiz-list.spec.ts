import { expect, test } from '@playwright/test';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueSuffix } from './support/factories.ts';
import { chooseOption, field } from './support/profile.ts';

/**
 * Issue 10 §3 on the quiz manager's list: Admin's three new quizzes (through the API) found by typing
 * part of their title (no Enter) and by Enter, the total above the table, the titles sorted as people
 * read them both ways by the column header, the page size in the address; at 400 px the same list as
 * cards, sorted by the sort select. Axe at 1280 and 400 px.
 */
const TENANT = 'mais-pra-ti';
const ADMIN = { tenant: TENANT, email: 'admin@mais-pra-ti.demo' } as const;

test('the quiz list searches as one types, shows its total, sorts titles in reading order and chooses its page size', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const reading = ['Ágil', 'Avaliação', 'avançado'].map((word) => `${word} ${suffix}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/quiz');
  // Created in code-point order, so that only the list's sort can put them in reading order.
  for (const title of [...reading].sort()) {
    const created = await fetchInPage(page, '/api/quizzes', {
      body: { title, purpose: 'graded', target: { kind: 'everyone' }, status: 'draft' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }

  const table = page.getByTestId('quiz-list');
  const rows = page.locator('[data-quiz-row]');
  await expect(table.locator('caption')).toHaveText('Quizzes da instituição');
  // Typing searches, without Enter.
  await field(page, 'Buscar por título').fill(suffix);
  await expect(page).toHaveURL(/q=/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('list-total')).toHaveText('3 quizzes');
  await expectNoAxeViolations(page, testInfo, 'quiz-list-1280');

  const titles = () => rows.locator('td:first-child a').allTextContents();
  const header = page.getByRole('columnheader', { name: 'Quiz' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=title/);
  await expect.poll(titles).toEqual(reading);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(titles).toEqual([...reading].reverse());

  await chooseOption(page, 'Itens por página', '10');
  await expect(page).toHaveURL(/limit=10/);
  await expect(rows).toHaveCount(3);

  // Enter searches at once.
  const search = field(page, 'Buscar por título');
  await search.fill(reading[0]!);
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('list-total')).toHaveText('1 quiz');

  // At 400 px: cards, sorted by the select.
  await search.fill(suffix);
  await search.press('Enter');
  await page.setViewportSize({ width: 400, height: 860 });
  await expect(table).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await chooseOption(page, 'Ordenar por', 'Quiz (crescente)');
  await expect(page).toHaveURL(/order=asc/);
  // Each card's first link is its title (the action links after it name their quiz too).
  const cardTitles = () => rows.evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.textContent));
  await expect.poll(cardTitles).toEqual(reading);
  await expectNoAxeViolations(page, testInfo, 'quiz-list-400');
});
