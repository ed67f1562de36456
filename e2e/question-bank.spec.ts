import { expect, test } from '@playwright/test';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueSuffix } from './support/factories.ts';
import { chooseOption, field } from './support/profile.ts';

/**
 * Issue 10 §3 on the question bank: Admin's three new questions (through the API) found by typing part
 * of their text (no Enter) and by Enter, typed without accents and in capitals too, the total above the
 * cards, the texts sorted as people read them both ways by the sort select, the page size in the address.
 * Axe at 1280 px.
 */
const TENANT = 'mais-pra-ti';
const ADMIN = { tenant: TENANT, email: 'admin@mais-pra-ti.demo' } as const;

test('the question bank searches as one types, shows its total, sorts texts in reading order and chooses its page size', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const reading = ['Ágil', 'Avaliação', 'avançado'].map((word) => `${word} ${suffix}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/quiz?aba=banco');
  // Created in code-point order, so that only the list's sort can put them in reading order.
  for (const text of [...reading].sort()) {
    const created = await fetchInPage(page, '/api/banco-de-questoes', {
      body: { type: 'open', stem: `<p>${text}</p>` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }

  const cards = page.locator('[data-bank-question]');
  const search = field(page, 'Buscar no enunciado');
  // Typing searches, without Enter.
  await search.fill(suffix);
  await expect(page).toHaveURL(/q=/);
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('list-total')).toHaveText('3 questões');
  await expect(page.getByRole('list', { name: 'Questões do banco' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'question-bank-1280');

  const texts = () => cards.evaluateAll((all) => all.map((card) => card.querySelector('p')?.textContent));
  await chooseOption(page, 'Ordenar por', 'Enunciado (crescente)');
  await expect(page).toHaveURL(/sort=stem/);
  await expect.poll(texts).toEqual(reading);
  await chooseOption(page, 'Ordenar por', 'Enunciado (decrescente)');
  await expect(page).toHaveURL(/order=desc/);
  await expect.poll(texts).toEqual([...reading].reverse());

  await chooseOption(page, 'Itens por página', '10');
  await expect(page).toHaveURL(/limit=10/);
  await expect(cards).toHaveCount(3);

  // Enter searches at once.
  await search.fill(reading[0]!);
  await search.press('Enter');
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('list-total')).toHaveText('1 questão');
  // Typed without accents and in capitals, the search still finds "Avaliação" (ADR 0036, addendum of 28 Nov).
  await search.fill(`AVALIACAO ${suffix}`);
  await search.press('Enter');
  await expect(page).toHaveURL(/q=AVALIACAO/);
  // The previous search also showed one card ("Ágil"): wait for its text to change, then count.
  await expect(cards.first()).toContainText(reading[1]!);
  await expect(cards).toHaveCount(1);
});
