import { expect, test } from '@playwright/test';
import type { BankQuestion, Quiz } from '../packages/shared/src/quizzes.schema.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createPerson, uniqueSuffix } from './support/factories.ts';

/**
 * Issue 14 §1, the quiz layout "Todas em uma tela": Admin builds a two-question quiz for one new talent
 * through the API; the talent, on a phone, sees both questions at once, with no question navigation and
 * no Previous/Next, answers them in any order and submits. quizzes.spec walks the one-per-screen layout.
 */
const TENANT = 'mais-pra-ti';
const ADMIN = { tenant: TENANT, email: 'admin@mais-pra-ti.demo' } as const;

test('a quiz laid out all on one screen shows every question at once', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const quizTitle = `Quiz numa tela ${suffix}`;

  await openSignedIn(page, ADMIN, '/plataforma/quiz');
  const talent = await createPerson(page, TENANT, { firstName: 'Layout' });
  async function send<T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
    const response = await fetchInPage(page, path, { method, body });
    expect(response.status, `${path} answered ${JSON.stringify(response.body)}`).toBeLessThan(300);
    return response.body as T;
  }
  const capital = await send<BankQuestion>('/api/banco-de-questoes', {
    type: 'single',
    stem: `<p>Capital do RS? ${suffix}</p>`,
    options: [
      { html: 'Porto Alegre', correct: true },
      { html: 'Pelotas', correct: false },
    ],
  });
  const river = await send<BankQuestion>('/api/banco-de-questoes', {
    type: 'trueFalse',
    stem: `<p>O Guaíba banha Porto Alegre? ${suffix}</p>`,
    correctAnswer: true,
  });
  const quiz = await send<Quiz>('/api/quizzes', {
    title: quizTitle,
    purpose: 'graded',
    status: 'published',
    target: { kind: 'people', people: [talent.publicId] },
    layout: 'all',
    review: 'answers',
  });
  await send(`/api/quizzes/${quiz.id}/questoes`, { mode: 'fixed', questionIds: [capital.id, river.id] }, 'PUT');

  const talentContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const talentPage = await talentContext.newPage();
  await talentPage.setViewportSize({ width: 400, height: 860 });
  await openSignedIn(talentPage, talent.credentials, '/plataforma/meus-quizzes');
  await talentPage.getByRole('link', { name: new RegExp(`: ${quizTitle}$`) }).click();
  await expect(talentPage.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible({ timeout: 30_000 });
  await talentPage.getByRole('button', { name: 'Começar' }).click();
  await expect(talentPage).toHaveURL(/tentativa=\d+/);

  // Both questions on the screen, in order; nothing to page through.
  const questions = talentPage.locator('[data-question]');
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(0)).toHaveAttribute('data-question-type', 'single');
  await expect(questions.nth(1)).toHaveAttribute('data-question-type', 'trueFalse');
  await expect(talentPage.getByRole('navigation', { name: 'Questões' })).toHaveCount(0);
  await expect(talentPage.getByRole('button', { name: 'Próxima' })).toHaveCount(0);
  await expect(talentPage.getByRole('button', { name: 'Anterior' })).toHaveCount(0);

  // Answered from the bottom up; each answer is saved as it is given.
  await questions.nth(1).getByRole('radio', { name: 'Verdadeiro' }).check();
  await questions.nth(0).getByRole('radio', { name: 'Porto Alegre' }).check();
  await expect(talentPage.getByText('2 de 2 respondidas')).toBeVisible();
  await expect(talentPage.locator('[data-save-status="saved"]')).toBeVisible();
  await expectNoAxeViolations(talentPage, testInfo, 'quiz-all-on-one-screen-400');

  await talentPage.getByRole('button', { name: 'Enviar respostas' }).click();
  const confirm = talentPage.getByRole('dialog', { name: 'Enviar respostas?' });
  await expect(confirm).toContainText('Você respondeu 2 de 2 questões');
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
  const review = talentPage.getByTestId('attempt-review');
  await expect(review).toContainText('Resultado da tentativa 1');
  await expect(review.locator('[data-outcome="full"]')).toHaveCount(2);
  await talentContext.close();
});
